import nodemailer, { type Transporter } from 'nodemailer';
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { createTransactionRunner, detached, type TransactionRunner } from '../db/transaction';
import type { MailLogger } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

export interface MailWorkerOptions {
  /** null: nothing is sent (mail is held in the outbox) and the worker stays idle. */
  smtpUrl: string | null;
  logger: MailLogger;
  /** How often the outbox is checked for due mail. */
  intervalMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** Wait before the first retry; doubles with each further attempt. */
  retryBaseMs?: number;
  /** Mails sent per round. */
  batchSize?: number;
  /**
   * The app's transaction runner. Pass the one the requests use: on SQLite it queues writes behind
   * the request transactions that share the single connection.
   */
  transaction?: TransactionRunner;
  /** The time, for tests that step through the retry schedule. */
  now?: () => Date;
}

export interface MailRoundResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Longest error text kept on a mail; SMTP servers can answer at length. */
const MAX_ERROR_LENGTH = 1000;

/**
 * Sends the outbox: every `intervalMs` it takes the due queued mails and hands them to the SMTP server.
 * A failure is retried after 30 s, 1 min, 2 min, 4 min… (retryBaseMs × 2^(attempts-1)); after
 * `maxAttempts` the mail is marked failed and waits for someone to press "resend".
 */
export class MailWorker {
  private readonly transport: Transporter | null;
  private readonly transaction: TransactionRunner;
  private readonly intervalMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private inFlight: Promise<MailRoundResult> | null = null;

  constructor(
    dataSource: DataSource,
    private readonly options: MailWorkerOptions,
  ) {
    this.transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null;
    this.transaction = options.transaction ?? createTransactionRunner(dataSource);
    this.intervalMs = options.intervalMs ?? 2000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.batchSize = options.batchSize ?? 20;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the rounds (no-op without SMTP). */
  start(): void {
    if (!this.transport || this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops the rounds; waits for the round in flight and closes the SMTP connections. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight?.catch(() => undefined);
    this.transport?.close();
  }

  /**
   * Asks for a round now rather than at the next tick (on `mail.queued`, once the mail's transaction committed).
   * The round reads through the transaction runner, so on SQLite it waits for the queuing
   * transaction to commit; elsewhere a mail not yet committed simply waits for the next round.
   */
  wake(): void {
    if (!this.running || !this.timer) return; // stopped, or a round is running and will reschedule
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Sends the mails that are due now. One round at a time: a second call waits for the first. */
  async runOnce(): Promise<MailRoundResult> {
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    const round = this.sendDue();
    this.inFlight = round;
    try {
      return await round;
    } finally {
      this.inFlight = null;
    }
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    // A wake-up comes from inside a request's transaction: the round must not join it.
    this.timer = detached(() =>
      setTimeout(() => {
        this.timer = null;
        this.runOnce()
          .catch((error: unknown) => this.options.logger.error({ err: error }, 'mail round failed'))
          .finally(() => this.schedule(this.intervalMs));
      }, delayMs),
    );
    // The outbox must not keep the process alive on its own: shutdown calls stop().
    this.timer.unref();
  }

  private async sendDue(): Promise<MailRoundResult> {
    const result: MailRoundResult = { sent: 0, retried: 0, failed: 0 };
    if (!this.transport) return result;
    const now = this.now();
    // Read through the runner too: on SQLite a bare read would see a request's uncommitted mail.
    const due = await this.transaction((em) =>
      em.find(OutboxMail, {
        where: [
          { state: 'queued', nextAttemptAt: IsNull() },
          { state: 'queued', nextAttemptAt: LessThanOrEqual(now) },
        ],
        order: { id: 'ASC' },
        take: this.batchSize,
      }),
    );
    for (const mail of due) {
      // Sending happens outside any transaction: a slow SMTP server must not hold the database.
      try {
        await this.transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
        });
        await this.record(mail.id, {
          state: 'sent',
          sentAt: this.now(),
          lastError: null,
          nextAttemptAt: null,
        });
        result.sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const lastError = describe(error);
        if (attempts >= this.maxAttempts) {
          await this.record(mail.id, { state: 'failed', attempts, lastError, nextAttemptAt: null });
          this.options.logger.error({ outboxMailId: mail.id, attempts, err: lastError }, 'mail failed');
          result.failed++;
        } else {
          const nextAttemptAt = new Date(this.now().getTime() + this.retryDelayMs(attempts));
          await this.record(mail.id, { attempts, lastError, nextAttemptAt });
          this.options.logger.warn(
            { outboxMailId: mail.id, attempts, nextAttemptAt, err: lastError },
            'mail will be retried',
          );
          result.retried++;
        }
      }
    }
    return result;
  }

  /** Wait after the given number of failed attempts: base, 2 × base, 4 × base… */
  retryDelayMs(failedAttempts: number): number {
    return this.retryBaseMs * 2 ** Math.max(0, failedAttempts - 1);
  }

  private async record(id: number, changes: Partial<OutboxMail>): Promise<void> {
    // Only a mail still queued is updated: someone may have pressed "resend" meanwhile (no harm either way).
    await this.transaction((em) => em.update(OutboxMail, { id, state: 'queued' }, changes));
  }
}

/** A pooled SMTP transport from SMTP_URL (pooling also spares smtp-server's greeting delay per mail). */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return nodemailer.createTransport(url.toString());
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
