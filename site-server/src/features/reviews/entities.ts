import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, type Relation } from 'typeorm';
import type { ReviewModeration, ReviewState } from '../../../../shared/reviews/contract';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { Rating } from '../ratings';

/**
 * A customer's review of a product (template): its rating (whole stars 1–5) in the one rating model's
 * `rating` table, a title and a text kept as typed (plain text, rendered escaped). One per author per product: `authorKey` is
 * `user:{id}` for an account, `email:{address}` for a guest who came through a review-request link.
 */
@Entity('product_review')
@Unique('UQ_product_review_author', ['templateId', 'authorKey'])
// The product page's list and summary read published reviews of one product by date (the stars: their rating).
@Index('IDX_product_review_product_state', ['templateId', 'state', 'created'])
@Index('IDX_product_review_state', ['state', 'created'])
export class ProductReview extends BaseRecord {
  @Column({ type: 'integer' })
  templateId!: number;

  @Column({ type: 'varchar', length: 270 })
  authorKey!: string;

  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 80 })
  authorName!: string;

  /** Its rating (the stars), in the ratings feature's table; loaded with the review. */
  @Index('IDX_product_review_rating')
  @Column({ type: 'integer' })
  ratingId!: number;

  @ManyToOne(() => Rating, { eager: true, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'ratingId' })
  rating?: Relation<Rating>;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** The author paid for this product (a line of it in a confirmed or done order), when they posted. */
  @Column({ type: 'boolean', default: false })
  verified!: boolean;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  state!: ReviewState;

  /** The text has a link: held for approval whatever the setting. */
  @Column({ type: 'boolean', default: false })
  hasLink!: boolean;

  /** The shop's answer, shown under the review ('' for none). */
  @Column({ type: 'text', default: '' })
  answer!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  publishedAt!: Date | null;
}

/**
 * A product's published reviews counted per star: kept in the transaction that changes a review's
 * state, so the product page, the cards and the listing's sort read one row, never the reviews.
 */
@Entity('product_review_summary')
@Index('IDX_product_review_summary_rating', ['average', 'count'])
export class ProductReviewSummary {
  @PrimaryColumn({ type: 'integer' })
  templateId!: number;

  @Column({ type: 'integer', default: 0 })
  count!: number;

  /** Rounded to 2 decimals; 0 without reviews. */
  @Column({ type: 'real', default: 0 })
  average!: number;

  @Column({ type: 'integer', default: 0 })
  stars1!: number;

  @Column({ type: 'integer', default: 0 })
  stars2!: number;

  @Column({ type: 'integer', default: 0 })
  stars3!: number;

  @Column({ type: 'integer', default: 0 })
  stars4!: number;

  @Column({ type: 'integer', default: 0 })
  stars5!: number;
}

/** Settings → Reviews (one row): moderation, and the review-request mail. */
@Entity('review_settings')
export class ReviewSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 10, default: 'hold' })
  moderation!: ReviewModeration;

  @Column({ type: 'boolean', default: true })
  requestEnabled!: boolean;

  @Column({ type: 'integer', default: 7 })
  requestDelayDays!: number;
}

/**
 * The review request of one order (item 7): mailed once, a number of days after the order is done;
 * its link's token (hashed) lets the buyer, signed in or not, rate and review the order's products.
 */
@Entity('review_request')
export class ReviewRequest extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'integer' })
  orderId!: number;

  /** sha256 of the link's token. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  customerName!: string;

  @Column({ type: 'varchar', length: 10 })
  lang!: string;

  /** The products (templates) of the order, comma-separated: what the link may review. */
  @Column({ type: 'text' })
  templateIds!: string;

  /** The stars clicked in the mail, by product (JSON: {"12": 4}): the review form starts from them. */
  @Column({ type: 'text', default: '{}' })
  ratings!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  sentAt!: Date | null;
}

export const reviewEntities = [ProductReview, ProductReviewSummary, ReviewSettingsRow, ReviewRequest];
