import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { TransactionRunner } from '../db/transaction';
import type { EventBus } from '../events';
import { MailService, type MailLogger } from './mail.service';
import { MailWorker } from './mail.worker';
import { OutboxMail } from './outbox-mail.entity';

export { OutboxMail, outboxStates, type OutboxState } from './outbox-mail.entity';
export { MailService, type MailLogger, type MailToQueue } from './mail.service';
export { MailWorker, createSmtpTransport, type MailWorkerOptions, type MailRoundResult } from './mail.worker';
export { mailAdminRoutes, outboxRow, outboxMailAnswer, OUTBOX_PAGE_SIZE } from './mail.admin.routes';

export const mailEntities = [OutboxMail];

/** The sender used when the caller names none: noreply at PUBLIC_URL's host. */
export function defaultSender(config: Pick<Config, 'publicUrl'>): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `Vitrine <noreply@${host}>`;
}

/** The outbox service and its worker, both reading SMTP_URL. Call worker.start() once listening, worker.stop() on shutdown. */
export function createMail(
  config: Pick<Config, 'smtpUrl' | 'publicUrl'>,
  deps: {
    dataSource: DataSource;
    transaction: TransactionRunner;
    events: EventBus;
    logger: MailLogger;
    from?: string;
  },
): { mail: MailService; worker: MailWorker } {
  const worker = new MailWorker(deps.dataSource, {
    smtpUrl: config.smtpUrl,
    logger: deps.logger,
    transaction: deps.transaction,
  });
  const mail = new MailService({
    smtpUrl: config.smtpUrl,
    from: deps.from ?? defaultSender(config),
    logger: deps.logger,
    // The worker wakes once the mail's transaction has committed: before, it could not read it.
    onQueued: (em) => deps.events.publish(em, 'mail.queued', {}),
  });
  deps.events.subscribe('mail.queued', () => worker.wake());
  return { mail, worker };
}
