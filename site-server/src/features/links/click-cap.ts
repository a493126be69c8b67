/**
 * A link's click cap (issue 32), counted in the database: the batch holding capped links' clicks
 * reads their `clickCount` inside its own transaction, the rows locked (PostgreSQL: FOR UPDATE, in
 * id order; SQLite: one writer at a time), then bumps it. A human click gets through while the
 * count before it is under the cap; later ones get the link's lifetime answer. Two processes at the
 * cap's edge wait for each other's batch, so exactly `cap` human clicks get through (click-cap.test.ts).
 */
import type { EntityManager } from 'typeorm';
import type { QueuedClick } from './click-writer';
import type { LinkSql } from './sql';

/** The human click counts of the batch's capped links, their rows locked until the batch commits. */
export async function readClickCounts(
  em: EntityManager,
  sql: LinkSql,
  batch: readonly QueuedClick[],
): Promise<Map<number, number>> {
  const ids = [
    ...new Set(batch.filter((click) => click.cap !== undefined).map((click) => click.linkId)),
  ].sort((a, b) => a - b);
  const rows = (await em.query(
    `SELECT "id", "clickCount" FROM "tracked_link" WHERE "id" IN (${ids.map((_, i) => sql.p(i + 1)).join(', ')}) ORDER BY "id"${
      sql.postgres ? ' FOR UPDATE' : ''
    }`,
    ids,
  )) as Array<{ id: number | string; clickCount: number | string }>;
  return new Map(rows.map((row) => [Number(row.id), Number(row.clickCount)]));
}

/** The clicks of the batch, in their order, that come at or past their link's cap. */
export function capOutcomes<Click extends QueuedClick>(
  batch: readonly Click[],
  counts: Map<number, number>,
  isBot: (click: Click) => boolean,
): ReadonlySet<Click> {
  const past = new Set<Click>();
  for (const click of batch) {
    if (click.cap === undefined) continue;
    const count = counts.get(click.linkId) ?? 0;
    if (count >= click.cap) past.add(click);
    // Every human click counts (clickCount), past the cap too; bots never do.
    if (!isBot(click)) counts.set(click.linkId, count + 1);
  }
  return past;
}
