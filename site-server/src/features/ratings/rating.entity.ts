import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';

/**
 * One rating (rating.rating, issue 29 item 10): who rated what, on the one scale, when, and the rater's
 * feedback where there is one. The chatter's messages, the project tasks' rating links and the product
 * reviews each keep their own row for what is theirs and point here (`ratingId`).
 */
@Entity('rating')
// A record's ratings by value: the chatter's filter by stars, a product's reviews sorted by stars.
@Index('IDX_rating_record', ['resModel', 'resId', 'halfStars'])
export class Rating extends BaseRecord {
  /** The rated record's model: 'product.template', 'project.task', or the chatter's record ('blog.post'…). */
  @Column({ type: 'varchar', length: 100 })
  resModel!: string;

  @Column({ type: 'integer' })
  resId!: number;

  /** The value in half stars, 1 to 10 (0.5 to 5 stars; whole-star ratings are even). */
  @Column({ type: 'integer' })
  halfStars!: number;

  /** The rater's account, when they had one. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  /** Who rated, as a key (`user:{id}`, `email:{address}`): a guest has no account. */
  @Column({ type: 'varchar', length: 270 })
  raterKey!: string;

  @Column({ type: 'varchar', length: 200 })
  raterName!: string;

  @Column({ type: TIMESTAMP })
  ratedAt!: Date;

  /** The rater's words about the rating ('' for none; a review's or a message's text stays theirs). */
  @Column({ type: 'text', default: '' })
  feedback!: string;
}
