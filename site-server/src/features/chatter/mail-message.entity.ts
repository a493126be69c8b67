import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { Rating } from '../ratings';

/** A message of the chatter on one record (mail.message): a blog comment, a portal message. */
@Entity('mail_message')
@Index(['model', 'resId', 'date'])
export class MailMessage extends BaseRecord {
  /** The record's model, as registered in the record registry ('blog.post'). */
  @Column({ type: 'varchar', length: 100 })
  model!: string;

  @Column({ type: 'integer' })
  resId!: number;

  @Column({ type: TIMESTAMP })
  date!: Date;

  /** Plain text as typed (line breaks kept); pages render it escaped. */
  @Column({ type: 'text' })
  body!: string;

  /** The rating it carries (the one rating model's row, on the message's record); null for none. */
  @Index('IDX_mail_message_rating')
  @Column({ type: 'integer', nullable: true })
  ratingId!: number | null;

  @ManyToOne(() => Rating, { eager: true, nullable: true, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'ratingId' })
  rating?: Relation<Rating> | null;

  /** The author's account; null for a portal-token holder or a deleted account. */
  @Column({ type: 'integer', nullable: true })
  authorUserId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  authorName!: string;

  @Column({ type: 'varchar', length: 254 })
  authorEmail!: string;

  /** SHA-256 of the author's picture in the file store (an initials avatar made when posting). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  authorAvatarSha!: string | null;

  /** Hidden by a publisher: visitors no longer see it. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;
}
