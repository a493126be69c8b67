import type { EntityManager } from 'typeorm';
import type { EventBus } from '../../core/events';

/** Variants whose stock rose (staff's new count, a CSV import, units an order gave back). */
export interface StockRaised {
  productIds: number[];
}

declare module '../../core/events' {
  interface VitrineEvents {
    /**
     * Published in the transaction that raised the stock: the wishlists' back-in-stock alerts
     * enqueue their job from it (before the commit, so the job exists if and only if the change does).
     */
    'catalog.stock-raised': StockRaised;
  }
}

/** Only inside a transaction (its subscribers' work commits with it); the wishlists' sweep catches the rest. */
export function publishStockRaised(events: EventBus, em: EntityManager, productIds: number[]): void {
  if (productIds.length && em.queryRunner?.isTransactionActive)
    events.publish(em, 'catalog.stock-raised', { productIds });
}
