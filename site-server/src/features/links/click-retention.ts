import type { EntityManager } from 'typeorm';
import type { LinkSql } from './sql';

const KEY = `"linkId", "day", "countryCode", "device", "referrerHost"`;
/** A raw click's day and key as the daily aggregate keeps them (unknown country or referrer: ''). */
const keyOf = (day: string) =>
  `"linkId", ${day}, COALESCE("countryCode", ''), "device", COALESCE("referrerHost", '')`;

/**
 * Retention of raw clicks: removes at most `limit` clicks older than `before`, the oldest first, and
 * adds the human ones to the daily aggregate (link_click_day) in the same transaction, so the link's
 * statistics, which read both, do not change. Bots go without a trace, as they are in no statistic.
 * Answers how many clicks it removed.
 *
 * PostgreSQL: one statement; the clicks it takes are locked (SKIP LOCKED) and only those its DELETE
 * removed are counted, so two processes running it at once never count a click twice.
 */
export async function removeOldClicks(
  em: EntityManager,
  sql: LinkSql,
  before: Date,
  limit: number,
): Promise<number> {
  if (sql.postgres) {
    const [row] = (await em.query(
      `WITH "gone" AS (
         DELETE FROM "link_click" WHERE "id" IN (
           SELECT "id" FROM "link_click" WHERE "created" < $1 ORDER BY "id" LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING "linkId", "created", "countryCode", "referrerHost", "device", "isBot"),
       "kept" AS (
         INSERT INTO "link_click_day" (${KEY}, "clicks")
         SELECT ${keyOf(`date_trunc('day', "created" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)}, COUNT(*) FROM "gone"
         WHERE NOT "isBot" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
         ON CONFLICT (${KEY}) DO UPDATE SET "clicks" = "link_click_day"."clicks" + EXCLUDED."clicks")
       SELECT COUNT(*) AS "removed" FROM "gone"`,
      [before, limit],
    )) as Array<{ removed: string | number }>;
    return Number(row?.removed ?? 0);
  }
  // SQLite (one writer): the batch is the first `limit` old clicks by id, up to the last one's id.
  const [batch] = (await em.query(
    `SELECT COUNT(*) AS "removed", MAX("id") AS "last" FROM (SELECT "id" FROM "link_click" WHERE "created" < ? ORDER BY "id" LIMIT ?)`,
    [sql.time(before), limit],
  )) as Array<{ removed: number; last: number | null }>;
  if (!batch || batch.last === null) return 0;
  const inBatch = `"created" < ? AND "id" <= ?`;
  const params = [sql.time(before), batch.last];
  await em.query(
    `INSERT INTO "link_click_day" (${KEY}, "clicks")
     SELECT ${keyOf(`substr("created", 1, 10) || ' 00:00:00.000'`)}, COUNT(*) FROM "link_click"
     WHERE ${inBatch} AND "isBot" = 0 GROUP BY 1, 2, 3, 4, 5
     ON CONFLICT (${KEY}) DO UPDATE SET "clicks" = "clicks" + excluded."clicks"`,
    params,
  );
  await em.query(`DELETE FROM "link_click" WHERE ${inBatch}`, params);
  return Number(batch.removed);
}
