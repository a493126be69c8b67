import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Page } from '../../../../shared/api/admin';
import { MissingError, UserError, ValidationError } from '../errors';
import { OutboxMail, type OutboxState } from './outbox-mail.entity';

export type MailLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface MailToQueue {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers (List-Unsubscribe…); names and values on one line each. */
  headers?: Record<string, string>;
}

export interface MailServiceOptions {
  /** null: there is no SMTP server; queued mail is held in the outbox, which is then the mailbox. */
  smtpUrl: string | null;
  /** Sender of every mail, e.g. `"My Shop" <shop@example.com>`. */
  from: string;
  logger: MailLogger;
  /** Enqueues the job that sends a queued mail, in the transaction that queued it (core/mail/mail-sender.ts). */
  enqueue?: (em: EntityManager, outboxMailId: number) => Promise<void>;
}

// A loose check: the SMTP server has the last word, this only catches obvious slips early.
const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+$/;

/** The address of `Name <address>` or of a bare address. */
const addressOf = (recipient: string) => recipient.replace(/^.*<(.+)>$/, '$1');

/** Addresses compare without case (their domain has none; in practice neither has their local part). */
export const normalizedAddress = (address: string) => address.trim().toLowerCase();

/** Why a mail whose body the retention removed cannot be sent again. */
export const MAIL_BODY_REMOVED =
  'The text of this mail was removed after its retention period: it cannot be sent again.';

/** The outbox: every mail of the platform is written here, in the caller's transaction. */
export class MailService {
  constructor(private readonly options: MailServiceOptions) {}

  /** Whether mail leaves the machine (SMTP_URL is set) or stays in the outbox. */
  get sends(): boolean {
    return this.options.smtpUrl !== null;
  }

  /** Writes a mail to the outbox. With SMTP, the job that sends it is enqueued in the same transaction. */
  async queue(em: EntityManager, mail: MailToQueue): Promise<OutboxMail> {
    const recipients = mail.to
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    if (recipients.length === 0 || !recipients.every((address) => ADDRESS.test(addressOf(address)))) {
      throw new ValidationError(`Cannot send a mail to "${mail.to}": it is not a valid e-mail address.`);
    }
    if (/[\r\n]/.test(mail.subject)) throw new ValidationError('A mail subject must fit on one line.');
    for (const [name, value] of Object.entries(mail.headers ?? {}))
      if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value))
        throw new ValidationError(`The mail header ${JSON.stringify(name)} is not valid.`);
    const outgoing = em.create(OutboxMail, {
      from: this.options.from,
      to: recipients.join(', '),
      recipient: recipients.length === 1 ? normalizedAddress(addressOf(recipients[0]!)) : null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
      state: this.initialState(),
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
    });
    await em.save(outgoing);
    this.options.logger.info({ outboxMailId: outgoing.id, state: outgoing.state }, 'mail queued');
    if (outgoing.state === 'queued') await this.options.enqueue?.(em, outgoing.id);
    return outgoing;
  }

  /** Newest first. */
  async list(
    em: EntityManager,
    query: { state?: OutboxState; page: number; pageSize: number },
  ): Promise<Page<OutboxMail>> {
    const [items, total] = await em.findAndCount(OutboxMail, {
      where: query.state ? { state: query.state } : {},
      order: { id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async get(em: EntityManager, id: number): Promise<OutboxMail> {
    const mail = await em.findOneBy(OutboxMail, { id });
    if (!mail) throw new MissingError('This mail is not in the outbox (any more).');
    return mail;
  }

  /**
   * Whether mail to this one address failed for good (its last attempt refused): the address bounces,
   * and mail a shopper did not ask for (the abandoned-cart reminder) is not sent to it again. Without
   * case (`Shopper@Example.com` bounced: `shopper@example.com` bounces), from the (recipient, state) index.
   */
  async bouncedTo(em: EntityManager, address: string): Promise<boolean> {
    return em.exists(OutboxMail, { where: { recipient: normalizedAddress(address), state: 'failed' } });
  }

  /**
   * Retention: empties the text and HTML of at most `limit` mails written before `before` that are no
   * longer waiting to go (sent, failed, held); their record (to, subject, dates, state) stays. Answers
   * how many it emptied. The oldest first, by id; one statement, so two processes never empty twice.
   */
  async removeBodies(em: EntityManager, before: Date, limit: number): Promise<number> {
    const ids = (await em
      .getRepository(OutboxMail)
      .createQueryBuilder('mail')
      .select('mail.id', 'id')
      .where('mail.created < :before', { before })
      .andWhere('mail.bodyRemovedAt IS NULL')
      .andWhere("mail.state <> 'queued'")
      .orderBy('mail.id')
      .limit(limit)
      .getRawMany()) as Array<{ id: number }>;
    if (ids.length === 0) return 0;
    const result = await em
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ text: '', html: null, bodyRemovedAt: new Date() })
      .where('"id" IN (:...ids)', { ids: ids.map((row) => row.id) })
      .andWhere('"bodyRemovedAt" IS NULL')
      .andWhere(`"state" <> 'queued'`)
      .execute();
    return result.affected ?? ids.length;
  }

  /** Puts a mail back in the queue with a fresh set of attempts (or holds it again without SMTP). */
  async resend(em: EntityManager, id: number): Promise<OutboxMail> {
    const mail = await this.get(em, id);
    if (mail.bodyRemovedAt) throw new UserError(MAIL_BODY_REMOVED);
    mail.state = this.initialState();
    mail.attempts = 0;
    mail.lastError = null;
    mail.nextAttemptAt = null;
    mail.sentAt = null;
    await em.save(mail);
    this.options.logger.info({ outboxMailId: mail.id, state: mail.state }, 'mail queued again');
    if (mail.state === 'queued') await this.options.enqueue?.(em, mail.id);
    return mail;
  }

  private initialState(): OutboxState {
    return this.sends ? 'queued' : 'held';
  }
}
