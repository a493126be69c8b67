/**
 * What the recovery learns from the other features, each in the transaction of their write: a cart
 * changed (its last activity; a signed-in shopper's address), a shopper gave their address at the
 * checkout, an order was confirmed (the shopper ordered; a cart restored by its link is recovered).
 * Each is one upsert or conditional update, so several servers at once agree.
 */
import type { EntityManager } from 'typeorm';
import { recoveryMetrics } from '../../../../shared/cart-recovery/statistics';
import { inDialect, sqlTime } from '../../core/db/sql';
import type { StatsService } from '../../core/stats';
import { CartRecovery } from './entities';

export interface OrderConfirmed {
  orderId: number;
  cartId: number | null;
  email: string;
  amountUntaxed: number;
  currency: string;
  confirmedAt: string;
}

/** A confirmed order cancelled (the orders' `order.cancelled`). */
export type OrderCancelled = Omit<OrderConfirmed, 'email'>;

export class RecoveryTracker {
  constructor(
    private readonly deps: {
      stats: StatsService;
      toShopCurrency: (em: EntityManager, amount: number, currency: string) => Promise<number>;
    },
  ) {}

  /**
   * The cart changed: its delay starts again while it waits. With an address (a signed-in shopper's,
   * or one given at the checkout) a cart not known yet starts waiting.
   */
  async cartChanged(
    em: EntityManager,
    cart: { cartId: number; lang: string; email: string | null },
    now = new Date(),
  ): Promise<void> {
    const at = sqlTime(em, now);
    if (cart.email === null) {
      await em.query(
        inDialect(
          em,
          `UPDATE "cart_recovery" SET "lastActivityAt" = ?, "lang" = ?, "updated" = ? WHERE "cartId" = ? AND "state" = 'waiting'`,
        ),
        [at, cart.lang, at, cart.cartId],
      );
      return;
    }
    // A known cart keeps the address its recovery started with unless it still waits.
    await em.query(
      inDialect(
        em,
        `INSERT INTO "cart_recovery" ("cartId", "email", "lang", "lastActivityAt", "state", "value", "currency", "created", "updated")
         VALUES (?, ?, ?, ?, 'waiting', 0, 'USD', ?, ?)
         ON CONFLICT ("cartId") DO UPDATE SET "lastActivityAt" = EXCLUDED."lastActivityAt", "lang" = EXCLUDED."lang",
           "email" = EXCLUDED."email", "updated" = EXCLUDED."updated"
         WHERE "cart_recovery"."state" = 'waiting'`,
      ),
      [cart.cartId, cart.email.toLowerCase(), cart.lang, at, at, at],
    );
  }

  /**
   * An order was confirmed: its address ordered (no reminder for a while), its cart no longer waits,
   * and a cart whose mail's link was opened is recovered, counted once (a conditional update).
   */
  async orderConfirmed(em: EntityManager, order: OrderConfirmed): Promise<void> {
    const at = new Date(order.confirmedAt);
    await em.query(
      inDialect(
        em,
        `INSERT INTO "cart_recovery_contact" ("email", "orderedAt") VALUES (?, ?)
         ON CONFLICT ("email") DO UPDATE SET "orderedAt" = EXCLUDED."orderedAt"`,
      ),
      [order.email.toLowerCase(), sqlTime(em, at)],
    );
    if (order.cartId === null) return;
    const recovered = await em
      .createQueryBuilder()
      .update(CartRecovery)
      .set({ state: 'recovered', orderId: order.orderId, recoveredAmount: order.amountUntaxed })
      .where('"cartId" = :cartId AND "state" = :sent AND "restoredAt" IS NOT NULL', {
        cartId: order.cartId,
        sent: 'sent',
      })
      .execute();
    if (recovered.affected === 1) {
      const revenue = await this.deps.toShopCurrency(em, order.amountUntaxed, order.currency);
      await this.deps.stats.add(em, [
        { metric: recoveryMetrics.recoveredOrders, at },
        { metric: recoveryMetrics.recoveredRevenue, at, amount: revenue },
      ]);
      return;
    }
    await em
      .createQueryBuilder()
      .update(CartRecovery)
      .set({ state: 'not_eligible', reason: 'ordered' })
      .where('"cartId" = :cartId AND "state" = :waiting', { cartId: order.cartId, waiting: 'waiting' })
      .execute();
  }

  /**
   * A confirmed order was cancelled: if it was a cart's recovered order, the cart is back to "sent"
   * (an order placed later from its link counts again) and its order and revenue are taken back from
   * the day they were counted, once (a conditional update).
   */
  async orderCancelled(em: EntityManager, order: OrderCancelled): Promise<void> {
    if (order.cartId === null) return;
    const takenBack = await em
      .createQueryBuilder()
      .update(CartRecovery)
      .set({ state: 'sent', orderId: null, recoveredAmount: null })
      .where('"cartId" = :cartId AND "orderId" = :orderId AND "state" = :recovered', {
        cartId: order.cartId,
        orderId: order.orderId,
        recovered: 'recovered',
      })
      .execute();
    if (takenBack.affected !== 1) return;
    const at = new Date(order.confirmedAt);
    const revenue = await this.deps.toShopCurrency(em, order.amountUntaxed, order.currency);
    await this.deps.stats.add(em, [
      { metric: recoveryMetrics.recoveredOrders, at, amount: -1 },
      { metric: recoveryMetrics.recoveredRevenue, at, amount: -revenue },
    ]);
  }

  /** The mail's link was opened: the cart's order, if one follows, counts as recovered. */
  async restored(em: EntityManager, cartId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(CartRecovery)
      .set({ restoredAt: new Date() })
      .where('"cartId" = :cartId AND "restoredAt" IS NULL', { cartId })
      .execute();
  }
}
