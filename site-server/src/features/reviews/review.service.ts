import { parseWholeStars } from '../../../../shared/ratings/scale';
import {
  REVIEW_BODY_MAX,
  REVIEW_LIMIT_WINDOW_MS,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PER_CLIENT_PER_HOUR,
  REVIEWS_PER_PRODUCT_PER_HOUR,
  type ProductReviews,
  type ReviewOutcome,
  type ReviewQuery,
  type ReviewView,
} from '../../../../shared/reviews/contract';
import type { RequestContext } from '../../core/context';
import { MissingError, RateLimitError } from '../../core/errors';
import { AttemptCounter, clientKey } from '../../core/http/rate-limit';
import type { CatalogService } from '../catalog';
import { starsOf, type RatingService } from '../ratings';
import { ProductReview } from './entities';
import { authorKeyOfUser, authorOf, paidFor, requestFor } from './review-author';
import type { ReviewSettingsStore } from './review-settings';
import type { ReviewSummaries } from './review-summary';
import { lockName } from '../../core/db/locks';

/** A posted review, as the form sends it (strings, unchecked). */
export interface ReviewPost {
  templateId: number;
  stars: unknown;
  title: unknown;
  body: unknown;
  /** A review-request link's token: how a guest reviews. */
  token: string;
  /** The review the form edits, if any: only its author's post may change it. */
  reviewId: number | null;
}

/** Links in a text: such reviews wait for approval whatever the setting (spam carries links). */
const LINK =
  /(https?:\/\/|www\.|<a[\s>]|\b[a-z0-9-]{2,}\.(com|net|org|info|biz|ru|cn|io|xyz|top|shop|online|site)\b)/i;
export const hasLink = (text: string) => LINK.test(text);

/** Line ends made \n, NUL and other control characters dropped (but tabs and line ends), trimmed. */
const cleanText = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim()
    : '';

export const reviewView = (review: ProductReview): ReviewView => ({
  id: review.id,
  stars: starsOf(review.rating!),
  title: review.title,
  body: review.body,
  authorName: review.authorName,
  verified: review.verified,
  date: (review.publishedAt ?? review.updated).toISOString(),
  answer: review.answer || null,
});

/** Customers' reviews: writing and editing one, and the product page's reviews. */
export class ReviewService {
  private readonly perClient = new AttemptCounter(
    'reviews.client',
    REVIEWS_PER_CLIENT_PER_HOUR,
    REVIEW_LIMIT_WINDOW_MS,
  );
  private readonly perProduct = new AttemptCounter(
    'reviews.product',
    REVIEWS_PER_PRODUCT_PER_HOUR,
    REVIEW_LIMIT_WINDOW_MS,
  );

  constructor(
    private readonly deps: {
      catalog: CatalogService;
      settings: ReviewSettingsStore;
      summaries: ReviewSummaries;
      ratings: RatingService;
    },
  ) {}

  /**
   * Writes the author's review of a product, or edits it (one per author and product). Every refusal
   * is an outcome and writes nothing but the rate limit's count; call it in the request's transaction.
   */
  async post(
    ctx: RequestContext,
    input: ReviewPost,
  ): Promise<{ outcome: ReviewOutcome; review?: ProductReview }> {
    const { em } = ctx;
    const stars = parseWholeStars(input.stars);
    if (stars === undefined) return { outcome: 'bad_stars' };
    const title = cleanText(input.title);
    if (!title || title.length > REVIEW_TITLE_MAX) return { outcome: 'bad_title' };
    const body = cleanText(input.body);
    if (!body || body.length > REVIEW_BODY_MAX) return { outcome: 'bad_body' };
    try {
      await this.deps.catalog.visibleTemplate(ctx, input.templateId);
    } catch (error) {
      if (error instanceof MissingError) return { outcome: 'unknown' };
      throw error;
    }
    const author = await authorOf(em, ctx.user, input.token, input.templateId);
    if (author === 'bad_token') return { outcome: 'bad_token' };
    if (!author) return { outcome: 'sign_in' };
    const repo = em.getRepository(ProductReview);
    // A double click sends two posts at once: the second waits and edits the first's review (without
    // the lock both would insert, and the unique key would answer the second with an error).
    await lockName(em, 'product_review', `${input.templateId}:${author.key}`);
    const existing = await repo.findOneBy({ templateId: input.templateId, authorKey: author.key });
    if (input.reviewId !== null && input.reviewId !== existing?.id) return { outcome: 'not_yours' };
    try {
      await this.perClient.hit(em, ctx.user ? author.key : `ip:${clientKey(ctx.ip)}`);
      await this.perProduct.hit(em, String(input.templateId));
    } catch (error) {
      if (error instanceof RateLimitError) return { outcome: 'too_many' };
      throw error;
    }
    const settings = await this.deps.settings.get(em);
    const linked = hasLink(title) || hasLink(body);
    const state = settings.moderation === 'hold' || linked ? 'pending' : 'published';
    const verified = await paidFor(em, author, ctx.user?.email ?? null, input.templateId);
    const now = new Date();
    const authorName = (existing?.authorName || author.name).slice(0, 80);
    const rating = await this.deps.ratings.rate(
      em,
      {
        resModel: 'product.template',
        resId: input.templateId,
        halfStars: stars * 2,
        rater: { userId: author.userId, key: author.key, name: authorName },
      },
      existing?.ratingId,
    );
    const review = await repo.save(
      Object.assign(
        existing ?? repo.create({ templateId: input.templateId, authorKey: author.key, answer: '' }),
        {
          userId: author.userId,
          authorName,
          ratingId: rating.id,
          rating,
          title,
          body,
          verified,
          hasLink: linked,
          state,
          publishedAt: state === 'published' ? now : null,
        },
      ),
    );
    await this.deps.summaries.refresh(em, input.templateId);
    const outcome = state === 'pending' ? 'held' : existing ? 'updated' : 'published';
    return { outcome, review };
  }

  /** The product page's reviews: summary, one page of published reviews, and the visitor's own. */
  async forProduct(
    ctx: RequestContext,
    templateId: number,
    query: ReviewQuery,
    link: { token: string | null; rated: number | null; outcome: ReviewOutcome | null },
  ): Promise<ProductReviews> {
    const { em } = ctx;
    const list = em
      .getRepository(ProductReview)
      .createQueryBuilder('review')
      .innerJoinAndSelect('review.rating', 'rating')
      .where('review.templateId = :templateId AND review.state = :state', { templateId, state: 'published' });
    if (query.stars) list.andWhere('rating.halfStars = :halves', { halves: query.stars * 2 });
    if (query.sort === 'highest') list.orderBy('rating.halfStars', 'DESC');
    else if (query.sort === 'lowest') list.orderBy('rating.halfStars', 'ASC');
    list.addOrderBy('review.created', 'DESC').addOrderBy('review.id', 'DESC');
    const [reviews, total] = await list
      .skip((query.page - 1) * REVIEWS_PAGE_SIZE)
      .take(REVIEWS_PAGE_SIZE)
      .getManyAndCount();
    const request = link.token ? await requestFor(em, link.token, templateId) : null;
    const ownerKey = ctx.user
      ? authorKeyOfUser(ctx.user.id)
      : request
        ? request.userId
          ? authorKeyOfUser(request.userId)
          : `email:${request.email}`
        : null;
    const own = ownerKey
      ? await em.getRepository(ProductReview).findOneBy({ templateId, authorKey: ownerKey })
      : null;
    return {
      templateId,
      summary: await this.deps.summaries.of(em, templateId),
      reviews: reviews.map(reviewView),
      total,
      query,
      own: own ? { ...reviewView(own), state: own.state } : null,
      canReview: ctx.user !== null || request !== null,
      token: request ? link.token : null,
      rated: link.rated,
      outcome: link.outcome,
    };
  }
}
