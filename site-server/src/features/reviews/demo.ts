import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { ProductTemplate } from '../catalog';
import type { RatingService } from '../ratings';
import { ProductReview } from './entities';
import type { ReviewSummaries } from './review-summary';

export const DEMO_REVIEW = 'product.review';

const DAY_MS = 86_400_000;

/** What a new owner sees at once: a few published reviews (one answered) and one waiting for approval. */
const demoReviews = [
  {
    product: 0,
    name: 'Marc Demo',
    stars: 5,
    title: 'Exactly what our office needed',
    body: 'Sturdy, easy to set up, and it arrived two days early.',
    verified: true,
    state: 'published',
    answer: 'Thank you, Marc: we are glad it arrived early!',
  },
  {
    product: 0,
    name: 'Joel Willis',
    stars: 4,
    title: 'Good value',
    body: 'Does the job well. The instructions could be clearer.',
    verified: true,
    state: 'published',
    answer: '',
  },
  {
    product: 1,
    name: 'Anita Oliver',
    stars: 5,
    title: 'Beautiful finish',
    body: 'Looks even better than on the pictures.',
    verified: false,
    state: 'published',
    answer: '',
  },
  {
    product: 1,
    name: 'Chester Reed',
    stars: 3,
    title: 'Fine, but slow delivery',
    body: 'The product is fine; delivery took a week.',
    verified: true,
    state: 'pending',
    answer: '',
  },
] as const;

/** Seeds the demo reviews on the shop's first published products (SEED_DEMO), marked as demo data. */
export async function seedReviewsDemo(
  em: EntityManager,
  deps: { demo: DemoData; summaries: ReviewSummaries; ratings: RatingService },
): Promise<void> {
  const products = await em.getRepository(ProductTemplate).find({
    where: { published: true, active: true },
    order: { sequence: 'ASC', id: 'ASC' },
    take: 2,
    select: { id: true },
  });
  if (products.length < 2) return;
  const now = Date.now();
  const ids: number[] = [];
  for (const [index, review] of demoReviews.entries()) {
    const templateId = products[review.product]!.id;
    const date = new Date(now - (index + 3) * DAY_MS);
    const authorKey = `demo:${index + 1}`;
    const rating = await deps.ratings.rate(em, {
      resModel: 'product.template',
      resId: templateId,
      halfStars: review.stars * 2,
      rater: { userId: null, key: authorKey, name: review.name },
    });
    const saved = await em.getRepository(ProductReview).save(
      em.getRepository(ProductReview).create({
        templateId,
        authorKey,
        userId: null,
        authorName: review.name,
        ratingId: rating.id,
        title: review.title,
        body: review.body,
        verified: review.verified,
        state: review.state,
        hasLink: false,
        answer: review.answer,
        publishedAt: review.state === 'published' ? date : null,
        created: date,
      }),
    );
    ids.push(saved.id);
  }
  await deps.demo.mark(em, DEMO_REVIEW, ids);
  for (const product of products) await deps.summaries.refresh(em, product.id);
}

/** Removes the demo reviews, and recounts their products. */
export async function removeDemoReviews(
  em: EntityManager,
  ids: readonly number[],
  summaries: ReviewSummaries,
  ratings: RatingService,
) {
  if (!ids.length) return;
  const reviews = await em.getRepository(ProductReview).findBy({ id: In([...ids]) });
  await em.getRepository(ProductReview).delete({ id: In([...ids]) });
  await ratings.remove(
    em,
    reviews.map((review) => review.ratingId),
  );
  for (const templateId of new Set(reviews.map((review) => review.templateId)))
    await summaries.refresh(em, templateId);
}
