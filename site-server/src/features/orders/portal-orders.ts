import type { EntityManager } from 'typeorm';
import { priceView } from '../../../../shared/catalog/price-view';
import { PORTAL_PAGE_SIZE } from '../../../../shared/portal-list';
import {
  type PortalOrderKind,
  type PortalOrderList,
  type PortalOrderQuery,
  type PortalOrderRefusal,
  type PortalOrderView,
} from '../../../../shared/orders/portal';
import type { RecordInfo } from '../../core/records';
import { sameToken } from '../../core/security/access-token';
import type { OrderPaymentStatus } from '../../../../shared/orders/contract';
import { SaleOrder } from './sale-order.entity';

import { containsPattern } from '../../core/db/like';

/** Newest first, by reference, or largest first; the id breaks ties the same way. */
const sortColumns = { date: '"o"."created"', name: '"o"."name"', amount: '"o"."amountTotal"' } as const;

/**
 * The customer portal's side of the orders: a signed-in customer's list, and one order for its
 * customer or for whoever holds its link's access_token (compared in constant time).
 */
export class PortalOrders {
  constructor(
    /** Where each order's money stands (the payments say, through the orders' port). */
    private readonly paymentStatusOf: (
      em: EntityManager,
      orderIds: readonly number[],
    ) => Promise<Map<number, OrderPaymentStatus>>,
  ) {}

  /** The order as the chatter sees it: a portal document, its customer's to read and answer on. */
  async recordInfo(em: EntityManager, orderId: number): Promise<RecordInfo | null> {
    const order = await em.getRepository(SaleOrder).findOneBy({ id: orderId });
    if (!order) return null;
    return {
      id: order.id,
      name: order.name,
      path: `/my/orders/${order.id}`,
      published: false,
      accessToken: order.accessToken,
      tokenHolder: { name: order.customerName, email: order.email },
      ownerUserId: order.userId,
    };
  }

  /** The customer's orders or quotations the portal shows (kindCondition). */
  count(em: EntityManager, userId: number, kind: PortalOrderKind): Promise<number> {
    return em
      .getRepository(SaleOrder)
      .createQueryBuilder('o')
      .where('"o"."userId" = :userId', { userId })
      .andWhere(kindCondition[kind])
      .getCount();
  }

  async list(
    em: EntityManager,
    userId: number,
    kind: PortalOrderKind,
    query: PortalOrderQuery,
    lang: string,
  ): Promise<PortalOrderList> {
    const builder = em
      .getRepository(SaleOrder)
      .createQueryBuilder('o')
      .where('"o"."userId" = :userId', { userId })
      .andWhere(kindCondition[kind]);
    if (query.search) {
      const text = containsPattern(query.search);
      const byName = `LOWER("o"."name") LIKE :text ESCAPE '\\'`;
      const byProduct = `EXISTS (SELECT 1 FROM "sale_order_line" "l" WHERE "l"."orderId" = "o"."id" AND "l"."kind" = 'product' AND LOWER("l"."name") LIKE :text ESCAPE '\\')`;
      const condition =
        query.searchIn === 'name'
          ? byName
          : query.searchIn === 'product'
            ? byProduct
            : `(${byName} OR ${byProduct})`;
      builder.andWhere(condition, { text });
    }
    const total = await builder.getCount();
    const orders = await builder
      .orderBy(sortColumns[query.sort], sortDirection(query.sort))
      .addOrderBy('"o"."id"', sortDirection(query.sort))
      .offset((query.page - 1) * PORTAL_PAGE_SIZE)
      .limit(PORTAL_PAGE_SIZE)
      .getMany();
    const payments = await this.paymentStatusOf(
      em,
      orders.map((order) => order.id),
    );
    return {
      rows: orders.map((order) => ({
        id: order.id,
        name: order.name,
        date: (order.confirmedAt ?? order.created).toISOString(),
        state: order.state,
        payment: payments.get(order.id) ?? 'unpaid',
        total: priceView(order.amountTotal, order.currency, lang).formatted,
      })),
      total,
      query,
    };
  }

  /**
   * The order page for `userId` (signed in, or null) holding `token` (from the link, or null):
   * the order's customer, or a valid token; else why not.
   */
  async page(
    em: EntityManager,
    orderId: number,
    proof: { userId: number | null; token: string | null },
    lang: string,
  ): Promise<PortalOrderView | PortalOrderRefusal> {
    const order = await em.getRepository(SaleOrder).findOne({
      where: { id: orderId },
      relations: { lines: true },
      order: { lines: { sequence: 'ASC' } },
    });
    const mine = order !== null && proof.userId !== null && order.userId === proof.userId;
    if (!order || (!mine && !sameToken(proof.token, order.accessToken))) {
      // Someone else's order is as missing as one that never was: ids cannot be probed to count orders.
      return proof.token || proof.userId !== null ? 'missing' : 'signIn';
    }
    const money = (amount: number) => priceView(amount, order.currency, lang).formatted;
    return {
      id: order.id,
      name: order.name,
      state: order.state,
      payment: (await this.paymentStatusOf(em, [order.id])).get(order.id) ?? 'unpaid',
      date: (order.confirmedAt ?? order.created).toISOString(),
      currency: order.currency,
      lines: (order.lines ?? []).map((line) => ({
        id: line.id,
        kind: line.kind,
        name: line.name,
        description: line.description,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        subtotal: money(line.taxIncluded ? line.total : line.subtotal),
      })),
      untaxed: money(order.amountUntaxed),
      tax: money(order.amountTax),
      total: money(order.amountTotal),
      billing: { name: order.billingAddress.name, lines: order.billingAddress.lines },
      shipping: { name: order.shippingAddress.name, lines: order.shippingAddress.lines },
      paid: order.state === 'sale' || order.state === 'done',
      pdfUrl: `/my/orders/${order.id}/pdf${mine || !proof.token ? '' : `?access_token=${encodeURIComponent(proof.token)}`}`,
      editable: (order.state === 'draft' || order.state === 'sent') && order.signedAt === null,
      signatureRequired: order.signatureRequired,
      paymentRequired: order.paymentRequired,
      validUntil: order.validUntil,
      signed: order.signedAt
        ? { by: order.signedBy, at: order.signedAt.toISOString(), image: order.signature }
        : null,
    };
  }
}

/**
 * Quotations: sent to the customer and waiting for them (or cancelled before they accepted). Orders:
 * confirmed ones, and the shop's own (waiting for payment, or cancelled). A quotation staff have not
 * sent yet shows nowhere.
 */
const kindCondition: Record<PortalOrderKind, string> = {
  quotes: `("o"."state" = 'sent' OR ("o"."state" = 'cancel' AND "o"."sentAt" IS NOT NULL AND "o"."confirmedAt" IS NULL AND "o"."cartId" IS NULL))`,
  orders: `("o"."state" IN ('sale', 'done') OR ("o"."cartId" IS NOT NULL AND "o"."state" IN ('draft', 'cancel')) OR ("o"."state" = 'cancel' AND "o"."confirmedAt" IS NOT NULL))`,
};

const sortDirection = (sort: PortalOrderQuery['sort']) => (sort === 'name' ? 'ASC' : 'DESC');
