import { LessThanOrEqual, type EntityManager } from 'typeorm';
import type { JobQueue } from '../../core/jobs';
import { CartRecovery } from './entities';
import type { RecoverySettingsStore } from './recovery-settings';

/** Carts enqueued per scan (the next scan takes the rest), so a scan stays short whatever the backlog. */
export const SCAN_BATCH = 500;

/**
 * Enqueues a job for each waiting cart whose delay ran out, keyed by the cart and its last activity:
 * however many scans and processes see it, its job runs once. Reads one range of the (state,
 * lastActivityAt) index, oldest first (bench/cart-recovery-scan.ts: 100,000 carts).
 */
export async function scanDueCarts(
  em: EntityManager,
  deps: { jobs: JobQueue; settings: RecoverySettingsStore },
  now = new Date(),
): Promise<number> {
  const { delaySeconds } = await deps.settings.get(em);
  const due = await em.getRepository(CartRecovery).find({
    select: { cartId: true, lastActivityAt: true },
    where: {
      state: 'waiting',
      lastActivityAt: LessThanOrEqual(new Date(now.getTime() - delaySeconds * 1000)),
    },
    order: { lastActivityAt: 'ASC' },
    take: SCAN_BATCH,
  });
  for (const row of due)
    await deps.jobs.enqueue(
      em,
      'cart-recovery.send',
      { cartId: row.cartId },
      { key: `cart-recovery.send:${row.cartId}@${row.lastActivityAt.toISOString()}` },
    );
  return due.length;
}
