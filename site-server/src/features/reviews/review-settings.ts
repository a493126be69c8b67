import type { EntityManager } from 'typeorm';
import { REVIEW_DEFAULT_SETTINGS, type ReviewSettings } from '../../../../shared/reviews/contract';
import { ReviewSettingsRow } from './entities';

/** Settings → Reviews (one row), read from the database on each use: every process sees a change at once. */
export class ReviewSettingsStore {
  async get(em: EntityManager): Promise<ReviewSettings> {
    const row = await em.getRepository(ReviewSettingsRow).findOneBy({ id: 1 });
    return row
      ? {
          moderation: row.moderation,
          requestEnabled: row.requestEnabled,
          requestDelayDays: row.requestDelayDays,
        }
      : { ...REVIEW_DEFAULT_SETTINGS };
  }

  /** The body is checked by the call's schema (reviewSettingsSchema). */
  async update(em: EntityManager, input: ReviewSettings): Promise<ReviewSettings> {
    await em.getRepository(ReviewSettingsRow).save({ id: 1, ...input });
    return this.get(em);
  }
}
