import type { EntityManager } from 'typeorm';
import { orderMetrics } from '../../../../shared/orders/statistics';
import { touchMetrics } from '../../../../shared/links/statistics';
import type { StatChange, StatsService } from '../../core/stats';
import { SaleOrderLine } from './sale-order-line.entity';
import type { SaleOrder } from './sale-order.entity';

/** An amount of an order's currency in the shop's (the price lists' rates). */
export type ToShopCurrency = (em: EntityManager, amount: number, currency: string) => Promise<number>;

/**
 * What a confirmed order adds to the daily statistics, on the day it was confirmed: one order, its
 * revenue before tax in the shop's currency, by campaign and by the links that brought the buyer
 * (first and last touch), and its products' units and revenue. A confirmed order cancelled later takes
 * all of it back from that same day, so the figures stay those of the orders that stand.
 */
export class OrderStatistics {
  constructor(
    private readonly stats: StatsService,
    private readonly toShopCurrency: ToShopCurrency,
    /**
     * Told of each order confirmed, and of each confirmed order cancelled, in its transaction (the
     * orders feature publishes `order.confirmed` and `order.cancelled`).
     */
    private readonly tell: {
      confirmed?: (em: EntityManager, order: SaleOrder) => void;
      cancelled?: (em: EntityManager, order: SaleOrder) => void;
    } = {},
  ) {}

  async confirmed(em: EntityManager, order: SaleOrder): Promise<void> {
    await this.count(em, order, 1);
    this.tell.confirmed?.(em, order);
  }

  async cancelled(em: EntityManager, order: SaleOrder): Promise<void> {
    await this.count(em, order, -1);
    if (order.confirmedAt) this.tell.cancelled?.(em, order);
  }

  private async count(em: EntityManager, order: SaleOrder, sign: 1 | -1) {
    const at = order.confirmedAt;
    if (!at) return;
    const inShop = (amount: number) => this.toShopCurrency(em, amount, order.currency);
    const revenue = sign * (await inShop(order.amountUntaxed));
    const changes: StatChange[] = [
      { metric: orderMetrics.orders, at, amount: sign },
      { metric: orderMetrics.revenue, at, amount: revenue },
      { metric: orderMetrics.revenueByCampaign, dimension: order.campaign, at, amount: revenue },
    ];
    for (const [model, linkId] of [
      ['first', order.firstLinkId],
      ['last', order.lastLinkId],
    ] as const) {
      if (linkId === null) continue;
      const dimension = String(linkId);
      changes.push(
        { metric: touchMetrics[model].orders, dimension, at, amount: sign },
        { metric: touchMetrics[model].revenue, dimension, at, amount: revenue },
      );
    }
    const lines = await em.getRepository(SaleOrderLine).findBy({ orderId: order.id, kind: 'product' });
    for (const line of lines) {
      if (line.templateId === null) continue;
      const dimension = String(line.templateId);
      changes.push(
        { metric: orderMetrics.productUnits, dimension, at, amount: sign * line.quantity },
        { metric: orderMetrics.productRevenue, dimension, at, amount: sign * (await inShop(line.subtotal)) },
      );
    }
    await this.stats.add(em, changes);
  }
}
