/**
 * Issue 27, item 1: mail work is claimed by one process, never
 * shared: each newsletter confirmation mail asked through any of three processes is delivered once,
 * and a process killed by SIGKILL while sending leaves its mail to go out once through another.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-server';
import { processHoldingPort } from './cluster-clients';
import { startCluster, type Cluster } from './cluster-harness';

const SUBSCRIBERS = 9;
/** The address whose first delivery the SMTP server holds, while its sender is killed. */
const HELD_ADDRESS = 'held-while-killed@vitrine-test.org';
/** The mail job's lease here (JOBS_LEASE_MS): how long a killed sender's claim holds its mail. */
const LEASE_MS = 3_000;
/** How long the killed sender's mail may take to go out: its lease, then a busy machine's while. */
const TAKEOVER_BOUND_MS = LEASE_MS + 60_000;

/** A real SMTP server on loopback that keeps the recipients of what it received, and holds one delivery. */
async function startHoldingSmtpServer() {
  const delivered: string[] = [];
  let onHeld: (remotePort: number) => void = () => undefined;
  const held = new Promise<number>((resolve) => (onHeld = resolve));
  let holding = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((address) => address.address);
      simpleParser(stream)
        .then(() => {
          if (holding && recipients.includes(HELD_ADDRESS)) {
            // Never answered: the sender is mid-delivery until it is killed.
            holding = false;
            onHeld(session.remotePort);
            return;
          }
          delivered.push(...recipients);
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    held,
    copiesTo: (address: string) => delivered.filter((recipient) => recipient === address).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// PostgreSQL only: several processes share one database only there.
describe.runIf(process.env.TEST_DATABASE_URL)('mail work across processes', () => {
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtpServer>>;
  let listId: number;
  let visitors = 0;
  beforeAll(async () => {
    smtp = await startHoldingSmtpServer();
    cluster = await startCluster({
      processes: 3,
      env: { SMTP_URL: smtp.url, JOBS_POLL_MS: '200', JOBS_LEASE_MS: String(LEASE_MS) },
    });
    [{ id: listId }] = (await cluster.query<{ id: number }>(
      `SELECT id FROM mailing_list WHERE name = 'Newsletter'`,
    )) as [{ id: number }];
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await smtp?.close();
  }, 60_000);

  /** A visitor of its own (own address behind the proxy) asks process `index` to subscribe `email`. */
  async function subscribe(index: number, email: string) {
    visitors += 1;
    const server = cluster.processes[index % cluster.processes.length]!;
    const { body } = await new TestClient(server.url, { 'x-forwarded-for': `192.0.2.${visitors}` }).rpc(
      '/website_mass_mailing/subscribe',
      { list_id: listId, email },
    );
    expect(body.error).toBeUndefined();
  }

  /** Every mail queued so far has left the outbox, and a later one was delivered: the workers had their chance. */
  async function settled(witness: string) {
    await expect
      .poll(async () => (await cluster.query(`SELECT id FROM outbox_mail WHERE state = 'queued'`)).length, {
        timeout: 60_000,
      })
      .toBe(0);
    await subscribe(0, witness);
    await expect.poll(() => smtp.copiesTo(witness), { timeout: 60_000 }).toBeGreaterThan(0);
  }

  it(
    'delivers each of several newsletter confirmation mails exactly once',
    { timeout: 180_000 },
    async () => {
      const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `subscriber${index}@vitrine-test.org`);
      await Promise.all(emails.map((email, index) => subscribe(index, email)));
      for (const email of emails)
        await expect.poll(() => smtp.copiesTo(email), { timeout: 60_000 }).toBeGreaterThan(0);
      await settled('witness-after-subscribers@vitrine-test.org');
      expect(emails.map((email) => smtp.copiesTo(email))).toEqual(emails.map(() => 1));
    },
  );

  it(
    'sends once the mail of a process killed by SIGKILL while sending it',
    { timeout: TAKEOVER_BOUND_MS + 90_000 },
    async () => {
      await subscribe(1, HELD_ADDRESS);
      const senderPort = await smtp.held;
      const sender = processHoldingPort(cluster.processes, senderPort);
      expect(sender, 'the process sending the held mail').toBeDefined();
      await sender!.kill();
      // Its claim lapses and another process sends the mail.
      await expect
        .poll(() => smtp.copiesTo(HELD_ADDRESS), { timeout: TAKEOVER_BOUND_MS, interval: 500 })
        .toBeGreaterThan(0);
      await settled('witness-after-kill@vitrine-test.org');
      expect(smtp.copiesTo(HELD_ADDRESS)).toBe(1);
    },
  );
});
