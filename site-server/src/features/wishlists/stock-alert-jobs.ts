import type { EventBus } from '../../core/events';
import type { JobQueue, PeriodicPayload } from '../../core/jobs';
import type { TransactionRunner } from '../../core/db/transaction';
import { StockAlert } from './stock-alert.entity';
import type { StockAlerts } from './stock-alerts.service';

declare module '../../core/jobs' {
  interface VitrineJobs {
    /** Variants whose stock rose: their waiting alerts are mailed (stock-alerts.service.ts). */
    'wishlists.back-in-stock': { productIds: number[] };
    /** Every waiting alert's variant looked at again: what an event could not tell (a product published again). */
    'wishlists.alert-sweep': PeriodicPayload;
  }
}

export const ALERT_SWEEP_EVERY_MS = 15 * 60_000;

/**
 * The alerts' jobs: one per stock change, enqueued in the change's own transaction (from the catalog's
 * `catalog.stock-raised`, just before it commits), so it runs once the new stock is visible, and
 * exists if and only if the change commits; and a periodic sweep as a safety net.
 */
export function defineStockAlertJobs(deps: {
  jobs: JobQueue;
  events: EventBus;
  transaction: TransactionRunner;
  alerts: StockAlerts;
}) {
  const { jobs, events, transaction, alerts } = deps;
  jobs.define('wishlists.back-in-stock', async ({ productIds }) => {
    await transaction((em) => alerts.notify(em, productIds));
  });
  jobs.define('wishlists.alert-sweep', async () => {
    const waiting = await transaction(async (em) =>
      (
        await em
          .getRepository(StockAlert)
          .createQueryBuilder('alert')
          .select('DISTINCT alert.productId', 'productId')
          .where('alert.state = :state', { state: 'waiting' })
          .getRawMany<{ productId: number }>()
      ).map((row) => Number(row.productId)),
    );
    for (const productId of waiting) await transaction((em) => alerts.notify(em, [productId]));
  });
  jobs.every('wishlists.alert-sweep', ALERT_SWEEP_EVERY_MS);
  events.beforeCommit('catalog.stock-raised', async ({ productIds }, em) => {
    await jobs.enqueue(em, 'wishlists.back-in-stock', { productIds });
  });
}
