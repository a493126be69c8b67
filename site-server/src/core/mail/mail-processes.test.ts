/**
 * Issue 27, item 1: the outbox with several processes on one database. Each queued mail is a job
 * (`mail.send`) that exactly one process claims, so a mail reaches its recipient once however many
 * servers run, and a process killed while sending leaves its lease to run out and another process
 * sends the mail, once.
 *
 * PostgreSQL only: several processes share a PostgreSQL database, never a SQLite file (npm run test:pg).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/net.mjs';
import { exitWithin, startServerProcess } from '../../testing/server-process';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { Job } from '../jobs';
import { OutboxMail } from './outbox-mail.entity';
import { startSmtpServer } from './test-smtp-server';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(options?: Parameters<typeof startSmtpServer>[0]): Promise<Smtp> {
  const smtp = await startSmtpServer(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

async function server(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const started = await startTestServer(options);
  cleanups.push(() => started.close());
  return started;
}

const deliveriesTo = (smtp: Smtp, address: string) =>
  smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address)).length;

describe.runIf(process.env.TEST_DATABASE_URL)('the outbox with several processes', () => {
  it('delivers each newsletter confirmation mail exactly once with three servers on one database', async () => {
    const smtp = await smtpServer();
    // Every server's worker looks for due jobs often, so all three compete for each mail.
    const env = { SMTP_URL: smtp.url, JOBS_POLL_MS: '20' };
    const first = await server({ env });
    const servers = [first, await server({ env, peerOf: first }), await server({ env, peerOf: first })];
    const [{ id: listId }] = (await first.dataSource.query(
      `SELECT "id" FROM "mailing_list" WHERE "name" = 'Newsletter'`,
    )) as [{ id: number }];

    const addresses = Array.from({ length: 12 }, (_, n) => `reader${n}@vitrine-test.org`);
    await Promise.all(
      addresses.map(async (email, n) => {
        const visitor = new TestClient(servers[n % servers.length]!.url);
        const { body } = await visitor.rpc('/website_mass_mailing/subscribe', { list_id: listId, email });
        expect(body).toMatchObject({ result: { is_subscriber: false } });
      }),
    );

    const outbox = () =>
      first.dataSource.getRepository(OutboxMail).find({ where: addresses.map((to) => ({ to })) });
    await expect
      .poll(async () => (await outbox()).map((mail) => mail.state), { timeout: 30_000 })
      .toEqual(addresses.map(() => 'sent'));
    // A mail is marked sent only after the SMTP server took it: each went out once, no more.
    for (const address of addresses) expect(deliveriesTo(smtp, address), address).toBe(1);
    // One job per mail, each ended (its outcome is written just after the mail's): none is left to run.
    // These mails' jobs only: the demo's other mails (review requests) have jobs of the same kind.
    const ids = new Set((await outbox()).map((mail) => mail.id));
    await expect
      .poll(async () =>
        (await first.dataSource.getRepository(Job).findBy({ kind: 'mail.send' }))
          .filter((job) => ids.has((job.payload as { outboxMailId: number }).outboxMailId))
          .map((job) => job.state),
      )
      .toEqual(addresses.map(() => 'done'));
    for (const address of addresses) expect(deliveriesTo(smtp, address), address).toBe(1);
  }, 120_000);

  it('a process killed while sending leaves the mail to another, which sends it once', async () => {
    const address = 'killed.sender@vitrine-test.org';
    const smtp = await smtpServer({ holdFirstTo: address });
    // A short lease so that the test need not wait minutes for the dead process's to run out.
    const lease = { SMTP_URL: smtp.url, JOBS_LEASE_MS: '3000' };
    // This server's own worker is off: only the process below claims the mail at first.
    const survivor = await server({ seedDemo: false, env: { ...lease, JOBS_POLL_MS: '0' } });

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-killed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const doomed = await startServerProcess({
      port,
      env: {
        ...process.env,
        ...lease,
        JOBS_POLL_MS: '50',
        DATABASE_URL: survivor.config.databaseUrl!,
        SESSION_SECRET: survivor.config.sessionSecret,
        VITRINE_DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        PUBLIC_URL: '',
      },
    });
    const { child } = doomed;
    cleanups.push(() => void child.kill('SIGKILL'));

    const queued = await survivor.app.transaction((em) =>
      survivor.app.services.mail.queue(em, { to: address, subject: 'Sent once', text: 'Exactly once.' }),
    );
    // The other process claimed the mail and sent it; the SMTP server holds its answer back.
    await expect.poll(() => smtp.held.length, { timeout: 60_000 }).toBe(1);
    const claimed = await survivor.dataSource.getRepository(Job).findOneByOrFail({ kind: 'mail.send' });
    expect(claimed).toMatchObject({ state: 'running', attempts: 1 });
    expect(claimed.lockedBy).toContain(`:${child.pid}:`);

    child.kill('SIGKILL');
    expect(await exitWithin(child, 10_000)).toMatchObject({ signal: 'SIGKILL' });

    // Once the dead process's lease ran out, this one takes the job over and sends the mail.
    await expect
      .poll(
        async () => {
          await survivor.app.jobs.runDue();
          return deliveriesTo(smtp, address);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(1);
    expect(
      await survivor.dataSource.getRepository(OutboxMail).findOneByOrFail({ id: queued.id }),
    ).toMatchObject({
      state: 'sent',
    });
    expect(await survivor.dataSource.getRepository(Job).findOneByOrFail({ id: claimed.id })).toMatchObject({
      state: 'done',
      attempts: 2,
    });
    // Nothing is left to send it again.
    await survivor.app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Sent once']);
  }, 180_000);
});
