import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { MailingList } from './mailing-list.entity';

/**
 * mailing.contact: one address on one list (SPEC §3 list_id, email, is_subscriber). An unsubscribe
 * keeps the row (opted out) so that subscribing again reuses it and its unsubscribe token.
 */
@Entity('mailing_contact')
@Index('IDX_mailing_contact_list_email', ['listId', 'email'], { unique: true })
@Index('IDX_mailing_contact_list_state', ['listId', 'isSubscriber'])
export class MailingContact extends BaseRecord {
  @Column({ type: 'integer' })
  listId!: number;

  @ManyToOne(() => MailingList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listId' })
  list?: Relation<MailingList>;

  /** Normalised: trimmed, lower-case. */
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name!: string | null;

  /** False once the person unsubscribed (opted out). */
  @Column({ type: 'boolean', default: true })
  isSubscriber!: boolean;

  /** Language of the mails (the page the person subscribed on). */
  @Column({ type: 'varchar', length: 5, default: 'en_US' })
  lang!: string;

  @Column({ type: TIMESTAMP })
  subscribedAt!: Date;

  @Column({ type: TIMESTAMP, nullable: true })
  unsubscribedAt!: Date | null;

  /** Random, in every mail's unsubscribe link; compared in constant time. */
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken!: string;
}
