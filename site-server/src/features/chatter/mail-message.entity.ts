import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';

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

  /** The rating in half stars (0–10 for 0–5 stars); null when the message carries none. */
  @Column({ type: 'integer', nullable: true })
  ratingHalves!: number | null;

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
