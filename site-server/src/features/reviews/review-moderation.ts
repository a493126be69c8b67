import { In, type EntityManager } from 'typeorm';
import {
  REVIEW_QUEUE_PAGE_SIZE,
  type ReviewRow,
  type ReviewState,
} from '../../../../shared/reviews/contract';
import { MissingError } from '../../core/errors';
import { ProductTemplate } from '../catalog';
import { starsOf } from '../ratings';
import { ProductReview } from './entities';
import type { ReviewSummaries } from './review-summary';

export const REVIEW_MISSING = 'This review does not exist.';

/** The back office's queue: approve, reject, answer; each state change recounts the product's summary. */
export class ReviewModeration {
  constructor(private readonly summaries: ReviewSummaries) {}

  async list(em: EntityManager, query: { state?: ReviewState; page: number }) {
    const [rows, total] = await em.getRepository(ProductReview).findAndCount({
      where: query.state ? { state: query.state } : {},
      order: { created: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * REVIEW_QUEUE_PAGE_SIZE,
      take: REVIEW_QUEUE_PAGE_SIZE,
    });
    const names = await this.productNames(em, rows);
    return {
      items: rows.map((row) => rowOf(row, names.get(row.templateId) ?? '')),
      total,
      page: query.page,
      pageSize: REVIEW_QUEUE_PAGE_SIZE,
    };
  }

  approve(em: EntityManager, id: number) {
    return this.setState(em, id, 'published');
  }

  reject(em: EntityManager, id: number) {
    return this.setState(em, id, 'rejected');
  }

  async answer(em: EntityManager, id: number, answer: string): Promise<ReviewRow> {
    const review = await this.find(em, id);
    review.answer = answer.replace(/\r\n?/g, '\n').trim();
    await em.getRepository(ProductReview).save(review);
    return this.row(em, review);
  }

  private async setState(em: EntityManager, id: number, state: ReviewState): Promise<ReviewRow> {
    const review = await this.find(em, id);
    if (review.state !== state) {
      review.state = state;
      review.publishedAt = state === 'published' ? new Date() : null;
      await em.getRepository(ProductReview).save(review);
      await this.summaries.refresh(em, review.templateId);
    }
    return this.row(em, review);
  }

  private async find(em: EntityManager, id: number): Promise<ProductReview> {
    const review = await em.getRepository(ProductReview).findOneBy({ id });
    if (!review) throw new MissingError(REVIEW_MISSING);
    return review;
  }

  private async row(em: EntityManager, review: ProductReview): Promise<ReviewRow> {
    const names = await this.productNames(em, [review]);
    return rowOf(review, names.get(review.templateId) ?? '');
  }

  private async productNames(em: EntityManager, rows: ProductReview[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((row) => row.templateId))];
    if (!ids.length) return new Map();
    const templates = await em
      .getRepository(ProductTemplate)
      .find({ where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(templates.map((template) => [template.id, nameOf(template.name)]));
  }
}

/** A template's name: translated names are objects of language → text; the first one is enough here. */
function nameOf(name: unknown): string {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const texts = name as Record<string, string | undefined>;
    return texts.en_US ?? Object.values(texts).find((text) => typeof text === 'string') ?? '';
  }
  return '';
}

function rowOf(review: ProductReview, productName: string): ReviewRow {
  return {
    id: review.id,
    templateId: review.templateId,
    productName,
    stars: starsOf(review.rating!),
    title: review.title,
    body: review.body,
    authorName: review.authorName,
    verified: review.verified,
    state: review.state,
    hasLink: review.hasLink,
    answer: review.answer,
    created: review.created.toISOString(),
    updated: review.updated.toISOString(),
  };
}
