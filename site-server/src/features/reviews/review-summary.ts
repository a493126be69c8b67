import { In, type EntityManager } from 'typeorm';
import { summarizeRatings, type RatingSummary } from '../../../../shared/ratings/scale';
import type { ReviewBadge } from '../../../../shared/reviews/contract';
import { Rating } from '../ratings';
import { ProductReview, ProductReviewSummary } from './entities';

const EMPTY = summarizeRatings([]);

function summaryOf(row: ProductReviewSummary | null): RatingSummary {
  if (!row) return EMPTY;
  return summarizeRatings(
    ([1, 2, 3, 4, 5] as const).map((stars) => ({ stars, count: row[`stars${stars}`] })),
  );
}

/**
 * The published reviews of a product counted per star, in `product_review_summary`: recounted in the
 * transaction that changes a review's state (the row is locked first, so two processes changing
 * reviews of one product at once count in turn), read as one row by the page, the cards and the listing.
 */
export class ReviewSummaries {
  /** The catalog's copy of each product's average and count (its listing sorts by them). */
  constructor(
    private readonly setRating: (
      em: EntityManager,
      templateId: number,
      average: number,
      count: number,
    ) => Promise<void>,
  ) {}

  async refresh(em: EntityManager, templateId: number): Promise<void> {
    const repo = em.getRepository(ProductReviewSummary);
    await repo.createQueryBuilder().insert().values({ templateId }).orIgnore().execute();
    // Locks the row (PostgreSQL); the count below is a new statement, so it sees what the other committed.
    await repo.update({ templateId }, { templateId });
    const rows: Array<{ halves: number | string; count: number | string }> = await em
      .getRepository(ProductReview)
      .createQueryBuilder('review')
      .innerJoin(Rating, 'rating', 'rating.id = review.ratingId')
      .select('rating.halfStars', 'halves')
      .addSelect('COUNT(*)', 'count')
      .where('review.templateId = :templateId AND review.state = :state', { templateId, state: 'published' })
      .groupBy('rating.halfStars')
      .getRawMany();
    const counts = new Map(rows.map((row) => [Number(row.halves) / 2, Number(row.count)]));
    const summary = summarizeRatings([...counts].map(([stars, count]) => ({ stars, count })));
    await repo.update(
      { templateId },
      {
        count: summary.count,
        average: summary.avg,
        stars1: counts.get(1) ?? 0,
        stars2: counts.get(2) ?? 0,
        stars3: counts.get(3) ?? 0,
        stars4: counts.get(4) ?? 0,
        stars5: counts.get(5) ?? 0,
      },
    );
    await this.setRating(em, templateId, summary.avg, summary.count);
  }

  async of(em: EntityManager, templateId: number): Promise<RatingSummary> {
    return summaryOf(await em.getRepository(ProductReviewSummary).findOneBy({ templateId }));
  }

  /** The cards' stars and counts: one query for a page of cards; products without reviews are left out. */
  async badges(em: EntityManager, templateIds: number[]): Promise<Record<number, ReviewBadge>> {
    if (!templateIds.length) return {};
    const rows = await em.getRepository(ProductReviewSummary).findBy({ templateId: In(templateIds) });
    const badges: Record<number, ReviewBadge> = {};
    for (const row of rows)
      if (row.count > 0) badges[row.templateId] = { avg: row.average, count: row.count };
    return badges;
  }
}
