import type { Config } from '../config';
import type { TransactionRunner } from '../db/transaction';
import type { EventBus } from '../events';
import type { JobQueue } from '../jobs';
import { MailSender } from './mail-sender';
import { MailService, type MailLogger } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

export { OutboxMail, outboxStates, type OutboxState } from './outbox-mail.entity';
export { MailService, type MailLogger, type MailToQueue } from './mail.service';
export { MailSender, createSmtpTransport, type MailSenderOptions } from './mail-sender';
export { mailAdminRoutes, outboxRow, outboxMailAnswer, OUTBOX_PAGE_SIZE } from './mail.admin.routes';

export const mailEntities = [OutboxMail];

/** The sender used when the caller names none: noreply at PUBLIC_URL's host. */
export function defaultSender(config: Pick<Config, 'publicUrl'>): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `Vitrine <noreply@${host}>`;
}

/**
 * The outbox service and, with SMTP_URL, its sender: each mail queued is a `mail.send` job of `jobs`.
 * Without SMTP_URL there is no sender; mail is held in the outbox. Call sender.close() on shutdown,
 * after the job queue stopped.
 */
export function createMail(
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  deps: {
    transaction: TransactionRunner;
    jobs: JobQueue;
    logger: MailLogger;
    events?: EventBus;
    from?: string;
  },
): { mail: MailService; sender: MailSender | null } {
  const sender = config.smtpUrl
    ? new MailSender({
        smtpUrl: config.smtpUrl,
        transaction: deps.transaction,
        jobs: deps.jobs,
        logger: deps.logger,
        events: deps.events,
      })
    : null;
  const mail = new MailService({
    smtpUrl: config.smtpUrl,
    from: deps.from ?? defaultSender(config),
    logger: deps.logger,
    enqueue: sender ? (em, outboxMailId) => sender.enqueue(em, outboxMailId) : undefined,
  });
  return { mail, sender };
}
