import type { EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import {
  orderName,
  ORDERS_PAGE_SIZE,
  type OrderAddress,
  type OrderDetail,
  type OrderListQuery,
  type OrderRow,
} from '../../../../shared/orders/contract';
import type { AddressView } from '../../../../shared/customers/contract';
import type { LangCode } from '../../../../shared/i18n';
import type { Touch } from '../../../../shared/links/statistics';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, sameToken } from '../../core/security/access-token';
import type { Cart, CartService } from '../cart';
import type { CatalogStock } from '../catalog';
import { discountLines, orderTotals, taxedLine, type LineRate, type PricedOrderLine } from './order-pricing';
import { OrderMails, type OrderMail } from './order-mails';
import type { OrderStatistics } from './order-statistics';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrder } from './sale-order.entity';

export const EMPTY_CART = 'Your cart is empty.';
export const NOT_EDITABLE = 'This order is confirmed: it can no longer be changed.';
export const ORDER_MISSING = 'This order does not exist.';
export const soldOut = (product: string) =>
  `Sorry, ${product} is no longer available in the quantity you ordered. Nothing was charged.`;

/** What an order is made of at checkout: the cart, who buys, where it goes. */
export interface OrderDraft {
  cart: Cart;
  lang: LangCode;
  customerId: number;
  userId: number | null;
  billing: AddressView;
  /** null: shipped to the billing address. */
  shipping: AddressView | null;
  /** The campaign that brought the buyer (the links feature's cookie). */
  utm: { campaign: string; medium: string; source: string };
  /** The tracked links that brought the buyer, first and last. */
  touch: Touch;
  /** The shipping to start with, given what the goods come to with tax; none: no shipping line. */
  shippingFor?: (goodsTotal: number, currency: string) => Promise<ShippingCharge | null>;
}

const orderRow = (order: SaleOrder): OrderRow => ({
  id: order.id,
  name: order.name,
  state: order.state,
  customerName: order.customerName,
  email: order.email,
  currency: order.currency,
  amountTotal: order.amountTotal,
  createdAt: order.created.toISOString(),
  confirmedAt: order.confirmedAt ? order.confirmedAt.toISOString() : null,
});

const addressCopy = (address: AddressView): OrderAddress => ({
  name: address.name,
  email: address.email,
  phone: address.phone,
  lines: address.lines,
  countryId: address.countryId,
  stateId: address.stateId,
});

/** Where an order's taxes come from: each product's tax (catalog), each tax's rate in a country (taxes). */
export interface OrderTaxSources {
  taxIdsOf(em: EntityManager, templateIds: readonly number[]): Promise<Map<number, number | null>>;
  ratesFor(
    em: EntityManager,
    taxIds: readonly (number | null)[],
    countryId: number | null,
  ): Promise<Map<number | null, LineRate>>;
}

/** A shipping line as the shipping feature prices it. */
export interface ShippingCharge {
  methodId: number;
  name: string;
  price: number;
}

/** Sales orders: made from a cart once, read by their token or their customer. */
export class OrderService {
  constructor(
    private readonly carts: CartService,
    private readonly stock: CatalogStock,
    private readonly taxes: OrderTaxSources,
    private readonly mail: OrderMail,
    /** What confirmed and cancelled orders add to the daily statistics. */
    readonly statistics: OrderStatistics,
  ) {
    this.mails = new OrderMails(mail);
  }

  /** The orders' mails (confirmation, transfer instructions) and their links. */
  readonly mails: OrderMails;

  /**
   * Turns the cart into an order (a quotation until it is paid), at the prices the cart holds, in the
   * caller's transaction. A cart gives one order however often it is confirmed: the cart is claimed
   * by a conditional update, and a second confirmation answers the order the first one made.
   */
  async fromCart(em: EntityManager, draft: OrderDraft): Promise<SaleOrder> {
    const orders = em.getRepository(SaleOrder);
    const made = await orders.findOneBy({ cartId: draft.cart.id });
    if (made) return made;
    const priced = await this.carts.orderLines(em, draft.cart, draft.lang);
    if (!priced.length) throw new ValidationError(EMPTY_CART);
    if (!(await this.carts.claimForOrder(em, draft.cart))) {
      const other = await orders.findOneBy({ cartId: draft.cart.id });
      if (other) return other;
      throw new ValidationError(EMPTY_CART);
    }
    const shipTo = (draft.shipping ?? draft.billing).countryId;
    const taxIds = await this.taxes.taxIdsOf(
      em,
      priced.map(({ product }) => product.templateId),
    );
    const rates = await this.taxes.ratesFor(em, [...taxIds.values()], shipTo);
    const productLines = priced.map(({ line, product, description }) =>
      taxedLine(
        {
          kind: 'product',
          productId: line.productId,
          templateId: product.templateId,
          name: product.name,
          description,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        },
        rates.get(taxIds.get(product.templateId) ?? null) ?? null,
      ),
    );
    const productsTotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
    // The promo code is counted as used with the order (refused when used up: nothing is ordered then).
    const discount = await this.carts.claimDiscount(em, draft.cart, productsTotal);
    const goods: PricedOrderLine[] = [
      ...productLines,
      ...(discount
        ? discountLines(
            discount.label,
            discount.amount,
            productLines.map((line) => ({
              amount: line.unitPrice * line.quantity,
              rate: line.taxName
                ? { name: line.taxName, rate: line.taxRate, included: line.taxIncluded }
                : null,
            })),
          )
        : []),
    ];
    // The shipping the buyer starts with (the shipping feature's first method), priced for these goods.
    const charge = draft.shippingFor
      ? await draft.shippingFor(
          goods.reduce((sum, line) => sum + line.total, 0),
          draft.cart.currency,
        )
      : null;
    const lines = charge ? [...goods, this.shippingLine(charge, rates.get(null) ?? null)] : goods;
    const token = newAccessToken();
    const order = await orders.save({
      // A unique stand-in until the id is known.
      name: `new-${token.slice(0, 12)}`,
      state: 'draft',
      customerId: draft.customerId,
      cartId: draft.cart.id,
      userId: draft.userId,
      customerName: draft.billing.name,
      email: draft.billing.email,
      billingAddress: addressCopy(draft.billing),
      shippingAddress: addressCopy(draft.shipping ?? draft.billing),
      currency: draft.cart.currency,
      ...orderTotals(lines),
      amountUndiscounted: productLines.reduce((sum, line) => sum + line.subtotal, 0),
      accessToken: token,
      confirmedAt: null,
      shippingMethodId: charge?.methodId ?? null,
      lang: draft.lang,
      ...draft.utm,
      ...draft.touch,
    });
    order.name = orderName(order.id);
    await orders.update({ id: order.id }, { name: order.name });
    await em
      .getRepository(SaleOrderLine)
      .insert(lines.map((line, index) => ({ ...line, orderId: order.id, sequence: index + 1 })));
    return order;
  }

  /**
   * Replaces a quotation's shipping line (null: none) and its totals, in the caller's transaction.
   * The shipping is taxed at the default tax of the country it goes to.
   */
  async setShipping(em: EntityManager, orderId: number, charge: ShippingCharge | null): Promise<SaleOrder> {
    const order = await this.lockForPayment(em, orderId);
    if (order.state !== 'draft' && order.state !== 'sent') throw new ValidationError(NOT_EDITABLE);
    const lines = em.getRepository(SaleOrderLine);
    await lines.delete({ orderId, kind: 'shipping' });
    const kept: Pick<PricedOrderLine, 'subtotal' | 'taxAmount' | 'total'>[] = await lines.find({
      where: { orderId },
      order: { sequence: 'ASC' },
    });
    if (charge) {
      const rates = await this.taxes.ratesFor(em, [null], order.shippingAddress.countryId);
      const line = this.shippingLine(charge, rates.get(null) ?? null);
      await lines.insert({ ...line, orderId, sequence: kept.length + 1 });
      kept.push(line);
    }
    const changes = { ...orderTotals(kept), shippingMethodId: charge?.methodId ?? null };
    await em.getRepository(SaleOrder).update({ id: orderId }, changes);
    return Object.assign(order, changes);
  }

  /** The shipping's order line, taxed at the default tax of where it goes. */
  private shippingLine(charge: ShippingCharge, rate: LineRate): PricedOrderLine {
    const line = {
      kind: 'shipping' as const,
      productId: null,
      templateId: null,
      name: charge.name,
      description: '',
      unitPrice: charge.price,
      quantity: 1,
    };
    return taxedLine(line, rate);
  }

  /** What the order's goods come to with tax and discounts, shipping aside ('free above' compares it). */
  async goodsTotal(em: EntityManager, orderId: number): Promise<number> {
    const lines = await em.getRepository(SaleOrderLine).findBy({ orderId });
    return lines.filter((line) => line.kind !== 'shipping').reduce((sum, line) => sum + line.total, 0);
  }

  /** What the order's shipping line costs, with tax (0 without one). */
  async shippingTotal(em: EntityManager, orderId: number): Promise<number> {
    const lines = await em.getRepository(SaleOrderLine).findBy({ orderId, kind: 'shipping' });
    return lines.reduce((sum, line) => sum + line.total, 0);
  }

  /** Reads the order for a payment, locking its row on PostgreSQL until the transaction ends. */
  async lockForPayment(em: EntityManager, orderId: number): Promise<SaleOrder> {
    const query = em.getRepository(SaleOrder).createQueryBuilder('o').where('o.id = :orderId', { orderId });
    if (em.connection.options.type === 'postgres') query.setLock('pessimistic_write');
    const order = await query.getOne();
    if (!order) throw new MissingError(ORDER_MISSING);
    return order;
  }

  /**
   * Takes the stock of the order's lines, in the caller's transaction: all of it or, when a line's
   * product has fewer units left, none (ValidationError naming it; the caller's transaction rolls back).
   */
  async reserveStock(em: EntityManager, orderId: number): Promise<void> {
    // Held once: the flag flips by a conditional update, so a second call takes nothing more.
    const claimed = await em
      .getRepository(SaleOrder)
      .update({ id: orderId, stockReserved: false }, { stockReserved: true });
    if (claimed.affected !== 1) return;
    const lines = await em
      .getRepository(SaleOrderLine)
      .find({ where: { orderId }, order: { sequence: 'ASC' } });
    for (const line of lines) {
      if (line.productId === null) continue;
      if (!(await this.stock.reserve(em, line.productId, line.quantity)))
        throw new ValidationError(soldOut(line.name));
    }
  }

  /** Gives back the stock `reserveStock` took, in the caller's transaction (a payment that failed, a cancelled order). */
  async releaseStock(em: EntityManager, orderId: number): Promise<void> {
    const released = await em
      .getRepository(SaleOrder)
      .update({ id: orderId, stockReserved: true }, { stockReserved: false });
    if (released.affected !== 1) return;
    const lines = await em.getRepository(SaleOrderLine).findBy({ orderId, kind: 'product' });
    for (const line of lines)
      if (line.productId !== null) await this.stock.release(em, line.productId, line.quantity);
  }

  /**
   * A paid order becomes a sales order, once: a conditional update, whoever calls it twice. An order
   * staff had confirmed before its payment stays as it is; both say `order.paid` (its invoice is paid).
   * The payments call it once per payment done.
   */
  async markPaid(em: EntityManager, orderId: number): Promise<boolean> {
    const result = await em
      .getRepository(SaleOrder)
      .createQueryBuilder()
      .update()
      .set({ state: 'sale', confirmedAt: new Date() })
      .where('id = :orderId AND state IN (:...open)', { orderId, open: ['draft', 'sent'] })
      .execute();
    if (result.affected !== 1) {
      const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
      if (order?.state === 'sale' || order?.state === 'done') this.mail.paid?.(em, orderId);
      return false;
    }
    await this.statistics.confirmed(em, await em.getRepository(SaleOrder).findOneByOrFail({ id: orderId }));
    await this.mails.confirmation(em, orderId, { paid: true });
    this.mail.paid?.(em, orderId);
    return true;
  }

  /** The bank transfer's instructions, mailed when the shopper chooses to pay by transfer. */
  mailTransferInstructions(em: EntityManager, order: SaleOrder, instructions: string) {
    return this.mails.transferInstructions(em, order, instructions);
  }

  /** The back office's list: newest first, by state, searched by number, customer name or e-mail. */
  async list(em: EntityManager, query: OrderListQuery): Promise<Page<OrderRow>> {
    const builder = em.getRepository(SaleOrder).createQueryBuilder('o').orderBy('o.id', 'DESC');
    if (query.state) builder.andWhere('o.state = :state', { state: query.state });
    if (query.customer) builder.andWhere('o."customerId" = :customer', { customer: query.customer });
    if (query.q) {
      const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        `(LOWER(o.name) LIKE :like ESCAPE '\\' OR LOWER(o."customerName") LIKE :like ESCAPE '\\' OR LOWER(o.email) LIKE :like ESCAPE '\\')`,
        { like },
      );
    }
    const [items, total] = await builder
      .skip((query.page - 1) * ORDERS_PAGE_SIZE)
      .take(ORDERS_PAGE_SIZE)
      .getManyAndCount();
    return { items: items.map(orderRow), total, page: query.page, pageSize: ORDERS_PAGE_SIZE };
  }

  async detail(em: EntityManager, orderId: number): Promise<OrderDetail> {
    const order = await em.getRepository(SaleOrder).findOne({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    if (!order) throw new MissingError(ORDER_MISSING);
    return {
      ...orderRow(order),
      amountUntaxed: order.amountUntaxed,
      amountTax: order.amountTax,
      utm: { campaign: order.campaign, medium: order.medium, source: order.source },
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      lines: (order.lines ?? []).map((line) => ({
        id: line.id,
        name: line.name,
        description: line.description,
        kind: line.kind,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        subtotal: line.subtotal,
        taxName: line.taxName,
        taxRate: line.taxRate,
        taxAmount: line.taxAmount,
        total: line.total,
      })),
      mails: (await this.mails.sent(em, order.id)).map((mail) => ({
        id: mail.id,
        subject: mail.subject,
        state: mail.state,
        createdAt: mail.created.toISOString(),
      })),
      quotation: {
        validUntil: order.validUntil,
        signatureRequired: order.signatureRequired,
        paymentRequired: order.paymentRequired,
        sentAt: order.sentAt?.toISOString() ?? null,
        viewedAt: order.viewedAt?.toISOString() ?? null,
        signedBy: order.signedBy,
        signedAt: order.signedAt?.toISOString() ?? null,
        portalUrl: `${this.mail.publicUrl()}/my/orders/${order.id}?access_token=${order.accessToken}`,
      },
    };
  }

  /** The order's id and state, for whoever holds its token or is its signed-in buyer (the polls: one light read); else MissingError. */
  async stateForVisitor(
    em: EntityManager,
    orderId: number,
    proof: { token: string | null; userId: number | null },
  ): Promise<Pick<SaleOrder, 'id' | 'state'>> {
    const order = await em.getRepository(SaleOrder).findOne({
      select: { id: true, state: true, accessToken: true, userId: true },
      where: { id: orderId },
    });
    const allowed =
      order &&
      (sameToken(proof.token, order.accessToken) || (proof.userId !== null && order.userId === proof.userId));
    if (!allowed) throw new MissingError(ORDER_MISSING);
    return { id: order.id, state: order.state };
  }

  /** The order of `orderId`, for whoever holds its token or is its signed-in buyer; else MissingError. */
  async forVisitor(
    em: EntityManager,
    orderId: number,
    proof: { token: string | null; userId: number | null },
  ): Promise<SaleOrder> {
    const order = await em.getRepository(SaleOrder).findOne({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    const allowed =
      order &&
      (sameToken(proof.token, order.accessToken) || (proof.userId !== null && order.userId === proof.userId));
    if (!allowed) throw new MissingError(ORDER_MISSING);
    return order;
  }
}
