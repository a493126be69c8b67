import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { TransactionRunner } from '../db/transaction';
import type { EventBus } from '../events';
import { retryDelayMs, type JobQueue, type JobRun } from '../jobs';
import type { MailLogger } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

declare module '../events' {
  interface VitrineEvents {
    /** A mail of the outbox failed for good (the SMTP server refused it every time): published in that transaction. */
    'mail.failed': { outboxMailId: number };
  }
}

declare module '../jobs' {
  interface VitrineJobs {
    /** Sends one queued mail of the outbox (keyed `mail.send:<id>`; "resend" queues it again). */
    'mail.send': { outboxMailId: number };
  }
}

export interface MailSenderOptions {
  smtpUrl: string;
  transaction: TransactionRunner;
  jobs: JobQueue;
  logger: MailLogger;
  /** Where `mail.failed` is published (features that sent the mail follow its fate). */
  events?: EventBus;
  /** Attempts before a mail is marked failed (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry; doubles with each further attempt (default 30 s). */
  retryBaseMs?: number;
  /** The time, for tests that step through the retry schedule (give the job queue the same). */
  now?: () => Date;
}

/** Longest error text kept on a mail; SMTP servers can answer at length. */
const MAX_ERROR_LENGTH = 1000;

/**
 * Sends the outbox's queued mails over SMTP, each as a job (`mail.send`) enqueued in the transaction
 * that queued the mail: whichever process claims the job sends the mail, so with several processes a
 * mail still goes out once. Retries are the job's (30 s, 1 min, 2 min… then failed); the outbox row
 * mirrors them (state, attempts, lastError, nextAttemptAt) for the back office's screens.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly now: () => Date;
  private readonly retryBaseMs: number;

  constructor(private readonly options: MailSenderOptions) {
    this.transport = createSmtpTransport(options.smtpUrl);
    this.now = options.now ?? (() => new Date());
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    options.jobs.define('mail.send', ({ outboxMailId }, run) => this.send(outboxMailId, run), {
      maxAttempts: options.maxAttempts ?? 5,
      retryBaseMs: this.retryBaseMs,
      // Also when no attempt could record it (each one's process died while sending).
      whenFailed: ({ outboxMailId }, reason) =>
        this.record(outboxMailId, {
          state: 'failed',
          lastError: describe(reason),
          nextAttemptAt: null,
        }),
    });
  }

  /**
   * The job that sends a queued mail, in the caller's transaction. Asked again (resend), the mail's
   * job is queued again with fresh attempts, unless a process is sending it right now.
   */
  async enqueue(em: EntityManager, outboxMailId: number): Promise<void> {
    await this.options.jobs.enqueue(
      em,
      'mail.send',
      { outboxMailId },
      { key: `mail.send:${outboxMailId}`, again: true },
    );
  }

  /**
   * Gives a job to each queued mail that has none (mails queued before the job table sent them): at
   * every start, in the start's transaction; a mail whose job exists keeps it.
   */
  async adoptQueued(em: EntityManager): Promise<void> {
    const queued = await em.find(OutboxMail, { select: { id: true }, where: { state: 'queued' } });
    for (const { id } of queued)
      await this.options.jobs.enqueue(em, 'mail.send', { outboxMailId: id }, { key: `mail.send:${id}` });
  }

  /** Closes the SMTP connections (after the job queue stopped). */
  close(): void {
    this.transport.close();
  }

  /** The job: sends the mail if it is still queued, and records the outcome on the outbox row. */
  private async send(id: number, run: JobRun): Promise<void> {
    const { transaction, logger } = this.options;
    const mail = await transaction((em) => em.findOneBy(OutboxMail, { id }), { changesPages: false });
    // Sent meanwhile (a run of this job that outlived its lease), failed for good, or gone: nothing to send.
    if (!mail || mail.state !== 'queued') return;
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
    } catch (error) {
      const lastError = describe(error);
      const attempts = run.attempt;
      if (attempts >= run.maxAttempts) {
        await this.record(id, { state: 'failed', attempts, lastError, nextAttemptAt: null });
        logger.error({ outboxMailId: id, attempts, err: lastError }, 'mail failed');
      } else {
        const nextAttemptAt = new Date(this.now().getTime() + retryDelayMs(this.retryBaseMs, attempts));
        await this.record(id, { attempts, lastError, nextAttemptAt });
        logger.warn({ outboxMailId: id, attempts, nextAttemptAt, err: lastError }, 'mail will be retried');
      }
      throw new Error(lastError);
    }
    await this.record(id, { state: 'sent', sentAt: this.now(), lastError: null, nextAttemptAt: null });
  }

  private async record(id: number, changes: Partial<OutboxMail>): Promise<void> {
    // Only a mail still queued is updated: someone may have pressed "resend" meanwhile (no harm either way).
    await this.options.transaction(
      async (em) => {
        const updated = await em.update(OutboxMail, { id, state: 'queued' }, changes);
        if (changes.state === 'failed' && updated.affected === 1)
          this.options.events?.publish(em, 'mail.failed', { outboxMailId: id });
      },
      { changesPages: false },
    );
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
