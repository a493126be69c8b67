import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, TIMESTAMP } from '../db/columns';

export const outboxStates = ['queued', 'sent', 'failed', 'held'] as const;
/** queued: waiting for its mail.send job; sent; failed: gave up after the last attempt; held: no SMTP, kept here. */
export type OutboxState = (typeof outboxStates)[number];

/** A mail written to the outbox. Every mail goes here first; its job sends it when SMTP is set up (mail-sender.ts). */
@Entity('outbox_mail')
@Index('idx_outbox_mail_due', ['state', 'nextAttemptAt'])
@Index('idx_outbox_mail_recipient', ['recipient', 'state'])
export class OutboxMail extends BaseRecord {
  @Column({ type: 'varchar', length: 320 })
  from!: string;

  /** One address or several, comma-separated, as nodemailer takes them. */
  @Column({ type: 'text' })
  to!: string;

  /**
   * The one address it goes to, lower-cased (null when it goes to several): what `bouncedTo` looks up
   * by its index, whatever case the address was typed in.
   */
  @Column({ type: 'varchar', length: 320, nullable: true })
  recipient!: string | null;

  @Column({ type: 'varchar', length: 998 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  /** Extra headers of the mail (List-Unsubscribe of newsletters), as JSON. */
  @Column({ type: 'simple-json', nullable: true })
  headers!: Record<string, string> | null;

  @Column({ type: 'varchar', length: 16 })
  state!: OutboxState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** When its job tries again after a failed attempt (shown in the back office); null: none planned. */
  @Column({ type: TIMESTAMP, nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: TIMESTAMP, nullable: true })
  sentAt!: Date | null;

  /** When the retention removed its text and HTML (the record stays); null: the body is here. */
  @Column({ type: TIMESTAMP, nullable: true })
  bodyRemovedAt!: Date | null;
}
