import type { EntityManager } from 'typeorm';
import {
  SHIPPING_UNAVAILABLE,
  shippingMethodInputSchema,
  shippingPrice,
  type ShippingMethod as ShippingMethodView,
  type ShippingMethodInput,
} from '../../../../shared/shipping/contract';
import { MissingError, ValidationError } from '../../core/errors';
import type { ShippingCharge } from '../orders';
import { ShippingMethod } from './shipping-method.entity';

export const SHIPPING_METHOD_MISSING = 'This shipping method does not exist.';

const view = (method: ShippingMethod): ShippingMethodView => ({
  id: method.id,
  name: method.name,
  kind: method.kind,
  price: method.price,
  freeAbove: method.freeAbove,
  description: method.description,
  sequence: method.sequence,
  active: method.active,
});

/** An amount of the shop's currency in another (the pricelists feature converts it). */
export type InCurrency = (em: EntityManager, amount: number, currency: string) => Promise<number>;

/**
 * Shipping methods, and what the one a checkout chose costs (the order's shipping line, priced with
 * the order by the orders feature). Their prices are in the shop's currency; an order in another one
 * gets them converted.
 */
export class ShippingService {
  constructor(private readonly inCurrency: InCurrency = async (_em, amount) => amount) {}

  /** `method`'s price for goods worth `goodsTotal` of `currency`. */
  private async priceOf(em: EntityManager, method: ShippingMethod, goodsTotal: number, currency: string) {
    return shippingPrice(
      {
        price: await this.inCurrency(em, method.price, currency),
        freeAbove: method.freeAbove === null ? null : await this.inCurrency(em, method.freeAbove, currency),
      },
      goodsTotal,
    );
  }

  async list(em: EntityManager): Promise<ShippingMethodView[]> {
    const methods = await em.getRepository(ShippingMethod).find({ order: { sequence: 'ASC', id: 'ASC' } });
    return methods.map(view);
  }

  async save(em: EntityManager, id: number | null, raw: ShippingMethodInput): Promise<ShippingMethodView> {
    const input = shippingMethodInputSchema.parse(raw);
    const repository = em.getRepository(ShippingMethod);
    const method = id === null ? repository.create() : await repository.findOneBy({ id });
    if (!method) throw new MissingError(SHIPPING_METHOD_MISSING);
    Object.assign(method, input);
    return view(await repository.save(method));
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    const result = await em.getRepository(ShippingMethod).delete({ id });
    if (!result.affected) throw new MissingError(SHIPPING_METHOD_MISSING);
  }

  /** The methods a shopper may choose, each with its price for goods worth `goodsTotal` of `currency`. */
  async choicesFor(em: EntityManager, goodsTotal: number, currency: string) {
    const methods = await em
      .getRepository(ShippingMethod)
      .find({ where: { active: true }, order: { sequence: 'ASC', id: 'ASC' } });
    const choices = [];
    for (const method of methods)
      choices.push({ method: view(method), price: await this.priceOf(em, method, goodsTotal, currency) });
    return choices;
  }

  /** Refuses a method the shop does not offer (ValidationError on carrier_id). */
  async checkOffered(em: EntityManager, methodId: number): Promise<void> {
    if (!(await em.getRepository(ShippingMethod).existsBy({ id: methodId, active: true })))
      throw new ValidationError(SHIPPING_UNAVAILABLE, { carrier_id: SHIPPING_UNAVAILABLE });
  }

  /**
   * How an order ships: with `methodId` while it is offered, else the first active method (what a new
   * checkout starts with), priced for the goods; null when the shop ships nothing.
   */
  chargeFor(em: EntityManager, methodId: number | null) {
    return async (goodsTotal: number, currency: string): Promise<ShippingCharge | null> => {
      const methods = em.getRepository(ShippingMethod);
      const chosen =
        (methodId === null ? null : await methods.findOneBy({ id: methodId, active: true })) ??
        (await methods.findOne({ where: { active: true }, order: { sequence: 'ASC', id: 'ASC' } }));
      return chosen
        ? {
            methodId: chosen.id,
            name: chosen.name,
            price: await this.priceOf(em, chosen, goodsTotal, currency),
          }
        : null;
    };
  }
}
