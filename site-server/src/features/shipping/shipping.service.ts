import type { EntityManager } from 'typeorm';
import {
  SHIPPING_UNAVAILABLE,
  shippingMethodInputSchema,
  shippingPrice,
  type ShippingMethod as ShippingMethodView,
  type ShippingMethodInput,
} from '../../../../shared/shipping/contract';
import { MissingError, ValidationError } from '../../core/errors';
import type { OrderService, SaleOrder, ShippingCharge } from '../orders';
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
 * Shipping methods, and the one an order ships with (its shipping line). Their prices are in the
 * shop's currency; an order in another one gets them converted.
 */
export class ShippingService {
  constructor(
    private readonly orders: OrderService,
    private readonly inCurrency: InCurrency = async (_em, amount) => amount,
  ) {}

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

  /** The methods a shopper may choose, each with its price for this order. */
  async choices(em: EntityManager, order: SaleOrder) {
    const methods = await em
      .getRepository(ShippingMethod)
      .find({ where: { active: true }, order: { sequence: 'ASC', id: 'ASC' } });
    const goods = await this.orders.goodsTotal(em, order.id);
    const choices = [];
    for (const method of methods)
      choices.push({ method: view(method), price: await this.priceOf(em, method, goods, order.currency) });
    return choices;
  }

  /** Ships the quotation with `methodId` (an active method), pricing its line for the goods it holds. */
  async choose(em: EntityManager, order: SaleOrder, methodId: number): Promise<SaleOrder> {
    const method = await em.getRepository(ShippingMethod).findOneBy({ id: methodId, active: true });
    if (!method) throw new ValidationError(SHIPPING_UNAVAILABLE, { carrier_id: SHIPPING_UNAVAILABLE });
    const goods = await this.orders.goodsTotal(em, order.id);
    return this.orders.setShipping(em, order.id, {
      methodId: method.id,
      name: method.name,
      price: await this.priceOf(em, method, goods, order.currency),
    });
  }

  /** What a new order starts with: the first active method, priced for its goods (the payment page shows it chosen). */
  defaultCharge(em: EntityManager) {
    return async (goodsTotal: number, currency: string): Promise<ShippingCharge | null> => {
      const first = await em
        .getRepository(ShippingMethod)
        .findOne({ where: { active: true }, order: { sequence: 'ASC', id: 'ASC' } });
      return first
        ? { methodId: first.id, name: first.name, price: await this.priceOf(em, first, goodsTotal, currency) }
        : null;
    };
  }
}
