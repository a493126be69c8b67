import express, { type ErrorRequestHandler } from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMailSchema, outboxPageSchema, outboxRowSchema } from '../../../../shared/api/admin';
import { createTransactionRunner, type TransactionRunner } from '../db/transaction';
import { AppError } from '../errors';
import { mailAdminRoutes } from './mail.admin.routes';
import { MailService } from './mail.service';
import { Job, JobQueue } from '../jobs';
import { MailSender } from './mail-sender';
import { OutboxMail } from './outbox-mail.entity';
import { REFUSED, startSmtpServer } from './test-smtp-server';

const logger = pino({ level: 'silent' });

let dir: string;
let dataSource: DataSource;
let transaction: TransactionRunner;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-mail-'));
  dataSource = new DataSource({
    type: 'better-sqlite3',
    database: path.join(dir, 'test.sqlite'),
    entities: [OutboxMail, Job],
    synchronize: true,
  });
  await dataSource.initialize();
  transaction = createTransactionRunner(dataSource);
  smtp.received.length = 0;
});
afterEach(async () => {
  await dataSource.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const sender = '"Vitrine Shop" <shop@vitrine.example>';

describe('MailService without SMTP', () => {
  it('holds every mail in the outbox, and resend holds it again', async () => {
    const mail = new MailService({ smtpUrl: null, from: sender, logger });
    const held = await transaction((em) =>
      mail.queue(em, { to: 'ann@example.com', subject: 'Welcome', text: 'Hello Ann' }),
    );
    expect(held.state).toBe('held');
    expect(held.from).toBe(sender);
    const again = await transaction((em) => mail.resend(em, held.id));
    expect(again.state).toBe('held');
    const page = await transaction((em) => mail.list(em, { state: 'held', page: 1, pageSize: 10 }));
    expect(page.total).toBe(1);
    expect(page.items[0]!.subject).toBe('Welcome');
  });

  it('refuses an address that is not one', async () => {
    const mail = new MailService({ smtpUrl: null, from: sender, logger });
    await expect(
      transaction((em) => mail.queue(em, { to: 'not an address', subject: 'Hi', text: 'x' })),
    ).rejects.toMatchObject({ errorName: 'ValidationError' });
    expect(await dataSource.getRepository(OutboxMail).count()).toBe(0);
  });

  it('enqueues no job: nothing is sent', async () => {
    const mail = new MailService({ smtpUrl: null, from: sender, logger });
    await transaction((em) => mail.queue(em, { to: 'ann@example.com', subject: 'Kept', text: 'here' }));
    expect(await dataSource.getRepository(Job).count()).toBe(0);
  });
});

/** The outbox's sender as the app wires it: each queued mail a `mail.send` job of a job queue. */
function sending(options: { maxAttempts?: number; now?: () => Date; pollMs?: number } = {}) {
  const jobs = new JobQueue({ transaction, logger, pollMs: options.pollMs ?? 0, now: options.now });
  const mailSender = new MailSender({ smtpUrl: smtp.url, transaction, jobs, logger, ...options });
  const mail = new MailService({
    smtpUrl: smtp.url,
    from: sender,
    logger,
    enqueue: (em, id) => mailSender.enqueue(em, id),
  });
  stops.push(async () => {
    await jobs.stop();
    mailSender.close();
  });
  return { jobs, mail, mailSender };
}
const stops: Array<() => Promise<void>> = [];
const mailJobs = () =>
  dataSource.getRepository(Job).find({ where: { kind: 'mail.send' }, order: { id: 'ASC' } });

describe('sending the outbox through jobs, to a real SMTP server', () => {
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('delivers a queued mail with its subject, text and html, then marks it sent', async () => {
    const { jobs, mail } = sending();
    const queued = await transaction((em) =>
      mail.queue(em, {
        to: 'ann@example.com',
        subject: 'Your order S00042 — confirmed',
        text: 'Thank you, Ann.\nYour order is confirmed.',
        html: '<p>Thank you, <b>Ann</b>.</p>',
      }),
    );
    expect(queued.state).toBe('queued');
    expect(await mailJobs()).toMatchObject([
      { key: `mail.send:${queued.id}`, state: 'queued', payload: { outboxMailId: queued.id } },
    ]);

    await jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const arrived = smtp.received[0]!;
    expect(arrived.subject).toBe('Your order S00042 — confirmed');
    expect(arrived.text?.trim()).toBe('Thank you, Ann.\nYour order is confirmed.');
    expect(arrived.html).toContain('<b>Ann</b>');
    expect(arrived.from?.value[0]).toMatchObject({ address: 'shop@vitrine.example', name: 'Vitrine Shop' });
    expect(JSON.stringify(arrived.to)).toContain('ann@example.com');

    const stored = await dataSource.getRepository(OutboxMail).findOneByOrFail({ id: queued.id });
    expect(stored.state).toBe('sent');
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.lastError).toBeNull();
    expect(await mailJobs()).toMatchObject([{ state: 'done', attempts: 1 }]);
    // Sent mail is not sent twice.
    await jobs.runDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('does not send a mail again when its job runs a second time', async () => {
    const { jobs, mail } = sending();
    await transaction((em) => mail.queue(em, { to: 'ann@example.com', subject: 'Once', text: 'x' }));
    await jobs.runDue();
    // A second run of the same job (a process whose lease ran out while it was sending, say).
    await dataSource.getRepository(Job).update({ kind: 'mail.send' }, { state: 'queued', finishedAt: null });
    await jobs.runDue();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Once']);
    expect(await mailJobs()).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('the started queue sends on its own, and stop() waits for it', async () => {
    const { jobs, mail } = sending({ pollMs: 50 });
    await transaction((em) => mail.queue(em, { to: 'bob@example.com', subject: 'Ping', text: 'pong' }));
    jobs.start();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await jobs.stop();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Ping']);
    await expect
      .poll(
        async () => (await dataSource.getRepository(OutboxMail).findOneByOrFail({ subject: 'Ping' })).state,
      )
      .toBe('sent');
  });

  it('retries a refused recipient with exponential backoff, then gives up after maxAttempts', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    const { jobs, mail } = sending({ maxAttempts: 4, now: () => now });
    const queued = await transaction((em) => mail.queue(em, { to: REFUSED, subject: 'Lost', text: 'never' }));
    const stored = () => dataSource.getRepository(OutboxMail).findOneByOrFail({ id: queued.id });

    // Attempt 1 fails: next try in 30 s.
    expect(await jobs.runDue()).toMatchObject({ retried: 1, failed: 0 });
    let row = await stored();
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.lastError).toContain('550');
    expect(row.nextAttemptAt?.toISOString()).toBe('2026-03-01T10:00:30.000Z');
    expect((await mailJobs())[0]!.runAt.toISOString()).toBe('2026-03-01T10:00:30.000Z');

    // Not due yet: nothing happens one second early.
    later(29_000);
    expect(await jobs.runDue()).toMatchObject({ retried: 0, failed: 0 });

    // Attempt 2 at +30 s: next in 60 s. Attempt 3: next in 120 s.
    later(1_000);
    expect(await jobs.runDue()).toMatchObject({ retried: 1, failed: 0 });
    row = await stored();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt?.toISOString()).toBe('2026-03-01T10:01:30.000Z');
    later(60_000);
    expect(await jobs.runDue()).toMatchObject({ retried: 1, failed: 0 });
    row = await stored();
    expect(row.attempts).toBe(3);
    expect(row.nextAttemptAt?.toISOString()).toBe('2026-03-01T10:03:30.000Z');

    // Attempt 4 is the last: failed, and no more tries.
    later(120_000);
    expect(await jobs.runDue()).toMatchObject({ retried: 0, failed: 1 });
    row = await stored();
    expect(row).toMatchObject({ state: 'failed', attempts: 4, nextAttemptAt: null, sentAt: null });
    expect(await mailJobs()).toMatchObject([{ state: 'failed', attempts: 4 }]);
    later(3_600_000);
    expect(await jobs.runDue()).toMatchObject({ retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    // Resend puts it back in the queue with fresh attempts: its job too.
    const requeued = await transaction((em) => mail.resend(em, queued.id));
    expect(requeued).toMatchObject({ state: 'queued', attempts: 0, lastError: null, nextAttemptAt: null });
    expect(await mailJobs()).toMatchObject([{ state: 'queued', attempts: 0 }]);
    expect(await jobs.runDue()).toMatchObject({ retried: 1, failed: 0 });
  });

  it('marks the mail failed when the process of every attempt died before an outcome', async () => {
    const { jobs, mail } = sending({ maxAttempts: 3 });
    const queued = await transaction((em) =>
      mail.queue(em, { to: 'kim@example.com', subject: 'Cut', text: 'x' }),
    );
    // Three claims already made by processes killed while sending: the next claim is past the last attempt.
    await dataSource.getRepository(Job).update({ kind: 'mail.send' }, { attempts: 3 });

    expect(await jobs.runDue()).toMatchObject({ failed: 1 });
    const row = await dataSource.getRepository(OutboxMail).findOneByOrFail({ id: queued.id });
    expect(row).toMatchObject({ state: 'failed', nextAttemptAt: null, sentAt: null });
    expect(row.lastError).toContain('Every attempt ended without an outcome');
    expect(smtp.received).toHaveLength(0);
  });

  it('resend sends a sent mail once more', async () => {
    const { jobs, mail } = sending();
    const queued = await transaction((em) =>
      mail.queue(em, { to: 'ann@example.com', subject: 'Invoice', text: 'x' }),
    );
    await jobs.runDue();
    const requeued = await transaction((em) => mail.resend(em, queued.id));
    expect(requeued).toMatchObject({ state: 'queued', sentAt: null });
    await jobs.runDue();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Invoice', 'Invoice']);
    expect(await mailJobs()).toHaveLength(1);
  });

  it('gives a job to a mail queued before the job table sent the outbox, once', async () => {
    const { jobs, mail, mailSender } = sending();
    const queued = await transaction((em) =>
      mail.queue(em, { to: 'old@example.com', subject: 'Old', text: 'x' }),
    );
    await dataSource.getRepository(Job).clear();
    await transaction((em) => mailSender.adoptQueued(em));
    await transaction((em) => mailSender.adoptQueued(em));
    expect(await mailJobs()).toMatchObject([{ key: `mail.send:${queued.id}`, state: 'queued' }]);
    await jobs.runDue();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Old']);
  });
});

describe('outbox admin routes', () => {
  let server: Server;
  let base: string;
  let mail: MailService;

  beforeEach(async () => {
    mail = new MailService({ smtpUrl: null, from: sender, logger });
    const app = express();
    const router = express.Router();
    mailAdminRoutes(router, { mail, transaction });
    app.use('/api/admin', router);
    // Stands in for the app's error middleware: typed errors become their status and JSON body.
    const errors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
      if (!(error instanceof AppError)) throw error;
      res.status(error.status).json({ error: { name: error.errorName, message: error.message } });
    };
    app.use(errors);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists, filters and pages the outbox, newest first', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      await transaction((em) => mail.queue(em, { to: 'ann@example.com', subject, text: subject }));
    }
    const answer = await fetch(`${base}/outbox?state=&page=`);
    expect(answer.status).toBe(200);
    const page = outboxPageSchema.parse(await answer.json());
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(page.items.map((row) => row.subject)).toEqual(['Third', 'Second', 'First']);
    expect(page.items[0]).toMatchObject({ to: 'ann@example.com', state: 'held', attempts: 0, sentAt: null });
    expect(Date.parse(page.items[0]!.createdAt)).not.toBeNaN();

    const sent = outboxPageSchema.parse(await (await fetch(`${base}/outbox?state=sent`)).json());
    expect(sent).toMatchObject({ total: 0, items: [] });
    const second = outboxPageSchema.parse(await (await fetch(`${base}/outbox?page=2`)).json());
    expect(second).toMatchObject({ total: 3, page: 2, items: [] });
  });

  it('reads one mail whole and resends it', async () => {
    const queued = await transaction((em) =>
      mail.queue(em, { to: 'ann@example.com', subject: 'Reset', text: 'Your link', html: '<a>link</a>' }),
    );
    const read = await fetch(`${base}/outbox/${queued.id}`);
    expect(read.status).toBe(200);
    expect(outboxMailSchema.parse(await read.json())).toMatchObject({
      id: queued.id,
      from: sender,
      text: 'Your link',
      html: '<a>link</a>',
      state: 'held',
    });
    const resent = await fetch(`${base}/outbox/${queued.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(outboxRowSchema.parse(await resent.json())).toMatchObject({ id: queued.id, state: 'held' });
  });

  it('answers bad input and unknown mails with clear errors', async () => {
    const badState = await fetch(`${base}/outbox?state=lost`);
    expect(badState.status).toBe(400);
    const badStateBody = (await badState.json()) as { error: { name: string; message: string } };
    expect(badStateBody.error.name).toBe('ValidationError');
    expect(badStateBody.error.message).toMatch(/^Invalid query \(state: /);

    const badPage = await fetch(`${base}/outbox?page=-1`);
    expect(badPage.status).toBe(400);

    const badId = await fetch(`${base}/outbox/abc`);
    expect(badId.status).toBe(400);

    const missing = await fetch(`${base}/outbox/999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { name: 'MissingError', message: 'This mail is not in the outbox (any more).' },
    });
    expect((await fetch(`${base}/outbox/999/resend`, { method: 'POST' })).status).toBe(404);
  });
});
