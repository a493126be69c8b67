/**
 * Product reviews from verified buyers (issue 29, items 6–9): customers rate a product 1–5 (the one
 * rating model's whole stars, shared/ratings/scale.ts) with a title and a text; one review per
 * customer per product (a second post edits it); staff moderate them in the back office.
 */
import { z } from 'zod';
import { MAX_ID } from '../api/numeric';
import type { RatingSummary } from '../ratings/scale';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_NAME_MAX = 80;
/** Reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews per page in the back office's queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;
export const REVIEW_ANSWER_MAX = 2000;
/** Review posts a client (account or address) may make in an hour, and a product may take in an hour. */
export const REVIEWS_PER_CLIENT_PER_HOUR = 5;
export const REVIEWS_PER_PRODUCT_PER_HOUR = 30;
export const REVIEW_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** Where the review form posts (a plain form: works without JavaScript). */
export const REVIEW_POST_PATH = '/shop/reviews/post';
/** The product page's query parameters of its reviews (GET links and forms). */
export const REVIEW_PARAMS = {
  sort: 'review_sort',
  stars: 'review_stars',
  page: 'review_page',
  /** The outcome of a post, shown above the form. */
  outcome: 'review',
  /** A review-request link's token (guests review through it) and the stars it was clicked with. */
  token: 'review_token',
  rated: 'rated',
} as const;

export const reviewSorts = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewStates = ['pending', 'published', 'rejected'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const reviewModerations = ['publish', 'hold'] as const;
export type ReviewModeration = (typeof reviewModerations)[number];

/** What a post did, or why it was refused (each has its message in shared/reviews/messages.ts). */
export const reviewOutcomes = [
  'published',
  'held',
  'updated',
  'bad_stars',
  'bad_title',
  'bad_body',
  'not_yours',
  'sign_in',
  'bad_token',
  'too_many',
  'unknown',
] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

/** The product page's query of its reviews. */
export interface ReviewQuery {
  sort: ReviewSort;
  stars: number | null;
  page: number;
}

/** A published review as the product page shows it (texts are plain text: rendered escaped). */
export interface ReviewView {
  id: number;
  stars: number;
  title: string;
  body: string;
  authorName: string;
  verified: boolean;
  /** ISO date-time of the last edit. */
  date: string;
  answer: string | null;
}

/** The product page's reviews block. */
export interface ProductReviews {
  templateId: number;
  summary: RatingSummary;
  reviews: ReviewView[];
  /** How many match the star filter (the pager's total). */
  total: number;
  query: ReviewQuery;
  /** The visitor's own review, to edit (any state), or null. */
  own: (ReviewView & { state: ReviewState }) | null;
  /** Whether the visitor may write here: signed in, or holding a review-request token for this product. */
  canReview: boolean;
  /** A review-request link's token, carried by the form (guests). */
  token: string | null;
  /** The stars the request link was clicked with, to prefill the form. */
  rated: number | null;
  outcome: ReviewOutcome | null;
}

/** Stars and count of a product card. */
export interface ReviewBadge {
  avg: number;
  count: number;
}

// ----- Back office ----------------------------------------------------------------------------

const id = z.number().int().positive().max(MAX_ID);

export const reviewSettingsSchema = z.object({
  moderation: z.enum(reviewModerations),
  requestEnabled: z.boolean(),
  requestDelayDays: z.number().int().min(1).max(90),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const REVIEW_DEFAULT_SETTINGS: ReviewSettings = {
  moderation: 'hold',
  requestEnabled: true,
  requestDelayDays: 7,
};

export const reviewRowSchema = z.object({
  id,
  templateId: id,
  productName: z.string(),
  stars: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  verified: z.boolean(),
  state: z.enum(reviewStates),
  /** Held whatever the setting: the text has a link. */
  hasLink: z.boolean(),
  answer: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewQueueQuerySchema = z.object({
  state: z.enum(reviewStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const reviewQueueSchema = z.object({
  items: z.array(reviewRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const reviewAnswerSchema = z.object({ answer: z.string().max(REVIEW_ANSWER_MAX) });
