import type { EntityManager, ObjectLiteral, EntityTarget } from 'typeorm';
import { localDay } from '../../../../shared/stats';
import { AnalyticsEvent } from './analytics-event.entity';
import { SiteVisit } from './site-visit.entity';

/** Removes at most `limit` rows of `entity` matching `where`, the oldest ids first; answers how many went. */
async function removeOldest<Entity extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<Entity>,
  where: string,
  params: ObjectLiteral,
  limit: number,
): Promise<number> {
  const ids = (
    await em
      .getRepository(entity)
      .createQueryBuilder('row')
      .select('row.id', 'id')
      .where(where, params)
      .orderBy('row.id')
      .limit(limit)
      .getRawMany<{ id: number }>()
  ).map((row) => row.id);
  if (ids.length === 0) return 0;
  const result = await em
    .createQueryBuilder()
    .delete()
    .from(entity)
    .where('"id" IN (:...ids)', { ids })
    .execute();
  // SQLite's driver may not say; the ids were there a moment ago in this transaction.
  return result.affected ?? ids.length;
}

/**
 * Retention of visits: the site visits that started before `before`'s day, then the raw shop events
 * (page views of SPEC §2) written before it, at most `limit` rows in all. The daily statistics the
 * dashboard reads (visits, page views, carts, checkouts, orders) are kept apart and stay.
 */
export async function removeOldVisits(em: EntityManager, before: Date, limit: number): Promise<number> {
  const visits = await removeOldest(em, SiteVisit, 'row.day < :day', { day: localDay(before) }, limit);
  if (visits >= limit) return visits;
  return (
    visits + (await removeOldest(em, AnalyticsEvent, 'row.created < :before', { before }, limit - visits))
  );
}
