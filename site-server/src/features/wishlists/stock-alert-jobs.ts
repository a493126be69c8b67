import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { EventBus } from '../../core/events';
import type { OwnerNotices } from './owner-notices';
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
    /** The owners' notices (owner-notices.ts), after a catalog change and with each sweep. */
    'wishlists.owner-notices': Record<string, never>;
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
  owners: OwnerNotices;
  manager: () => EntityManager;
  logger: Pick<Logger, 'error'>;
}) {
  const { jobs, events, alerts, owners } = deps;
  // Alerts, notices and their mails show on no shared page: their commits keep the page cache.
  const transaction: TransactionRunner = (work) => deps.transaction(work, { changesPages: false });
  jobs.define('wishlists.owner-notices', async () => {
    await transaction((em) => owners.run(em));
  });
  // A price or a stock changed (any process's catalog write: the event is shared). One job waits at a
  // time (its key, queued again after each change); nothing at all while the setting is off.
  events.subscribe('catalog.changed', () => {
    void (async () => {
      if (!(await owners.settings(deps.manager())).notifyOwners) return;
      await transaction((em) =>
        jobs.enqueue(em, 'wishlists.owner-notices', {}, { key: 'wishlists.owner-notices', again: true }),
      );
    })().catch((error: unknown) =>
      deps.logger.error({ err: error }, 'wishlists: owner notices not enqueued'),
    );
  });
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
    await transaction((em) => owners.run(em));
  });
  jobs.every('wishlists.alert-sweep', ALERT_SWEEP_EVERY_MS);
  events.beforeCommit('catalog.stock-raised', async ({ productIds }, em) => {
    await jobs.enqueue(em, 'wishlists.back-in-stock', { productIds });
  });
}
