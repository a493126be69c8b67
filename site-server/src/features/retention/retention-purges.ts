import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { RetentionSettings } from '../../../../shared/retention/contract';
import type { TransactionRunner } from '../../core/db/transaction';

/** What a retention period applies to, with the setting that gives its period. */
export const retentionKinds = {
  clicks: { field: 'clicksMonths', unit: 'months' },
  visits: { field: 'visitsMonths', unit: 'months' },
  abandonedCarts: { field: 'abandonedCartsDays', unit: 'days' },
  mailBodies: { field: 'mailBodiesDays', unit: 'days' },
} as const;
export type RetentionKind = keyof typeof retentionKinds;

/**
 * Removes at most `limit` records older than `before` in the transaction of `em`; answers how many it
 * removed (fewer than `limit`: nothing older is left). Safe to run in two processes at once.
 */
export type Purge = (em: EntityManager, before: Date, limit: number) => Promise<number>;

/** Rows a statement removes at most: short transactions, so SQLite's one writer (the redirects) never waits long. */
export const RETENTION_BATCH = 5_000;
/** A run stops after this long (the next run goes on): well within the job's lease. */
const RUN_BUDGET_MS = 2 * 60_000;

const DAY_MS = 86_400_000;

/** The oldest time kept: the start of today (UTC) less the period, in whole days or calendar months. */
export function retentionCutoff(now: Date, amount: number, unit: 'months' | 'days'): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (unit === 'days') return new Date(today - amount * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - amount, now.getUTCDate()));
}

/**
 * The features' purges (each feature removes its own records: links, analytics, cart, the outbox),
 * run by the scheduled `retention.purge` job in batches of RETENTION_BATCH, one transaction each.
 */
export class RetentionPurges {
  private readonly purges = new Map<RetentionKind, Purge>();

  add(kind: RetentionKind, purge: Purge): void {
    if (this.purges.has(kind)) throw new Error(`The retention of ${kind} is declared twice.`);
    this.purges.set(kind, purge);
  }

  /** Removes everything past its period; answers how many records of each kind went. */
  async run(deps: {
    transaction: TransactionRunner;
    settings: RetentionSettings;
    now: Date;
    logger: Pick<Logger, 'info' | 'error'>;
    batch?: number;
  }): Promise<Partial<Record<RetentionKind, number>>> {
    const batch = deps.batch ?? RETENTION_BATCH;
    const started = Date.now();
    const removed: Partial<Record<RetentionKind, number>> = {};
    for (const [kind, purge] of this.purges) {
      const { field, unit } = retentionKinds[kind];
      const before = retentionCutoff(deps.now, deps.settings[field], unit);
      let total = 0;
      for (;;) {
        const count = await deps.transaction((em) => purge(em, before, batch), { changesPages: false });
        total += count;
        if (count < batch || Date.now() - started > RUN_BUDGET_MS) break;
        // A turn of the event loop between batches: requests keep flowing.
        await new Promise((resolve) => setImmediate(resolve));
      }
      removed[kind] = total;
      if (total > 0)
        deps.logger.info(
          { kind, removed: total, before: before.toISOString() },
          'retention: old records removed',
        );
    }
    return removed;
  }
}
