import { Not, type EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import {
  orderName,
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderListQuery,
  type OrderPaymentStatus,
  type OrderRow,
} from '../../../../shared/orders/contract';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, sameToken } from '../../core/security/access-token';
import type { CartService } from '../cart';
import type { CatalogStock } from '../catalog';
import {
  addressCopy,
  orderMatches,
  priceDraft,
  type OrderDraft,
  type OrderTaxSources,
  type PricedDraft,
} from './order-drafts';
import type { PricedOrderLine } from './order-pricing';
import { OrderMails, type OrderMail } from './order-mails';
import { noPayments, type OrderPayments } from './order-payments';
import type { OrderStatistics } from './order-statistics';
import { SaleOrderLine } from './sale-order-line.entity';
import { SaleOrder } from './sale-order.entity';

export const EMPTY_CART = 'Your cart is empty.';
export const NOT_EDITABLE = 'This order is confirmed: it can no longer be changed.';
export const ORDER_MISSING = 'This order does not exist.';
/** The stock an order's lines take: their products' units (lines without a product take none). */
const unitsOf = (lines: readonly SaleOrderLine[]) =>
  lines.flatMap((line) =>
    line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }],
  );

export const soldOut = (product: string) =>
  `Sorry, ${product} is no longer available in the quantity you ordered. Nothing was charged.`;

const orderRow = (order: SaleOrder, payment: OrderPaymentStatus): OrderRow => ({
  id: order.id,
  name: order.name,
  state: order.state,
  customerName: order.customerName,
  email: order.email,
  currency: order.currency,
  amountTotal: order.amountTotal,
  createdAt: order.created.toISOString(),
  confirmedAt: order.confirmedAt ? order.confirmedAt.toISOString() : null,
  payment,
});

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

  private payments: OrderPayments = noPayments;

  /** The payment feature tells where each order's money stands. */
  usePayments(payments: OrderPayments) {
    this.payments = payments;
  }

  /** Where each order's money stands ('unpaid' for an order with no payment). */
  async paymentStatusOf(em: EntityManager, orderIds: readonly number[]) {
    const known = orderIds.length ? await this.payments.statusOf(em, orderIds) : new Map();
    return new Map(orderIds.map((id) => [id, known.get(id) ?? ('unpaid' as OrderPaymentStatus)]));
  }

  /** What the cart comes to as an order now (the checkout's figures before "Confirm order"); writes nothing. */
  quote(em: EntityManager, draft: OrderDraft): Promise<PricedDraft> {
    return priceDraft(em, this.pricingSources, draft, 'quote');
  }

  private get pricingSources() {
    return { carts: this.carts, taxes: this.taxes };
  }

  /** The cart's live order, if any (one per cart; a cancelled one no longer counts: the cart may order again). */
  ofCart(em: EntityManager, cartId: number): Promise<SaleOrder | null> {
    return em.getRepository(SaleOrder).findOneBy({ cartId, state: Not('cancel') });
  }

  /**
   * Turns the cart into an order (a quotation until it is paid), priced as `quote` prices it, in the
   * caller's transaction. The cart stays the shopper's until the order is paid (`placed`); a cart gives
   * one order: the caller (the checkout) updates it with `reprice` rather than make another.
   */
  async fromCart(em: EntityManager, draft: OrderDraft): Promise<SaleOrder> {
    const orders = em.getRepository(SaleOrder);
    const made = await this.ofCart(em, draft.cart.id);
    if (made) return made;
    // The promo code is counted as used with the order (refused when used up: nothing is ordered then).
    const priced = await priceDraft(em, this.pricingSources, draft, 'claim');
    if (!priced.lines.some((line) => line.kind === 'product')) throw new ValidationError(EMPTY_CART);
    const token = newAccessToken();
    const order = await orders.save({
      // A unique stand-in until the id is known.
      name: `new-${token.slice(0, 12)}`,
      state: 'draft',
      cartId: draft.cart.id,
      accessToken: token,
      confirmedAt: null,
      ...this.draftFields(draft, priced),
      ...draft.utm,
      ...draft.touch,
    });
    order.name = orderName(order.id);
    await orders.update({ id: order.id }, { name: order.name });
    await this.writeLines(em, order.id, priced.lines);
    return order;
  }

  /**
   * Updates an unpaid order to what its cart comes to now (the shopper went back to the cart, changed
   * the address or the shipping), in the caller's transaction, the order locked. The caller checks that
   * no payment is under way; stock held for an earlier attempt is given back (the next payment holds
   * the new lines').
   */
  async reprice(em: EntityManager, orderId: number, draft: OrderDraft): Promise<SaleOrder> {
    const order = await this.lockForPayment(em, orderId);
    if (order.state !== 'draft' && order.state !== 'sent') throw new ValidationError(NOT_EDITABLE);
    const lines = await em
      .getRepository(SaleOrderLine)
      .find({ where: { orderId }, order: { sequence: 'ASC' } });
    const priced = await priceDraft(em, this.pricingSources, draft, 'claim');
    if (orderMatches(order, lines, draft, priced)) return order;
    if (!priced.lines.some((line) => line.kind === 'product')) throw new ValidationError(EMPTY_CART);
    await this.releaseStock(em, orderId);
    await em.getRepository(SaleOrderLine).delete({ orderId });
    await this.writeLines(em, orderId, priced.lines);
    const changes = this.draftFields(draft, priced);
    await em.getRepository(SaleOrder).update({ id: orderId }, changes);
    return Object.assign(order, changes, { stockReserved: false });
  }

  /** Whether the unpaid order is still what its cart comes to now (else confirming again updates it). */
  async matchesDraft(em: EntityManager, order: SaleOrder, draft: OrderDraft): Promise<boolean> {
    const lines =
      order.lines ??
      (await em
        .getRepository(SaleOrderLine)
        .find({ where: { orderId: order.id }, order: { sequence: 'ASC' } }));
    return orderMatches(order, lines, draft, await this.quote(em, draft));
  }

  /**
   * The shopper is done with the order's cart: the order is paid, its payment is on its way (a bank's
   * answer, the bank transfer chosen), or staff confirmed it. The cart is marked ordered (the visitor's
   * next cart is a new one).
   */
  async placed(em: EntityManager, orderId: number): Promise<void> {
    const order = await em
      .getRepository(SaleOrder)
      .findOne({ select: { id: true, cartId: true }, where: { id: orderId } });
    if (order?.cartId) await this.carts.claimForOrder(em, { id: order.cartId });
  }

  private draftFields(draft: OrderDraft, priced: PricedDraft) {
    return {
      customerId: draft.customerId,
      userId: draft.userId,
      customerName: draft.billing.name,
      email: draft.billing.email,
      billingAddress: addressCopy(draft.billing),
      shippingAddress: addressCopy(draft.shipping ?? draft.billing),
      currency: priced.currency,
      amountUntaxed: priced.amountUntaxed,
      amountTax: priced.amountTax,
      amountTotal: priced.amountTotal,
      amountUndiscounted: priced.amountUndiscounted,
      shippingMethodId: priced.shippingMethodId,
      lang: draft.lang,
    };
  }

  private async writeLines(em: EntityManager, orderId: number, lines: readonly PricedOrderLine[]) {
    await em
      .getRepository(SaleOrderLine)
      .insert(lines.map((line, index) => ({ ...line, orderId, sequence: index + 1 })));
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
    const shortage = await this.stock.reserveAll(em, unitsOf(lines));
    if (shortage) {
      const line = lines.find((candidate) => candidate.productId === shortage.short)!;
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
    await this.stock.releaseAll(em, unitsOf(lines));
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
    await this.placed(em, orderId);
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
    const payments = await this.paymentStatusOf(
      em,
      items.map((order) => order.id),
    );
    return {
      items: items.map((order) => orderRow(order, payments.get(order.id)!)),
      total,
      page: query.page,
      pageSize: ORDERS_PAGE_SIZE,
    };
  }

  async detail(em: EntityManager, orderId: number): Promise<OrderDetail> {
    const order = await em.getRepository(SaleOrder).findOne({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    if (!order) throw new MissingError(ORDER_MISSING);
    const payment = (await this.paymentStatusOf(em, [order.id])).get(order.id)!;
    return {
      ...orderRow(order, payment),
      fromShop: order.cartId !== null,
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
