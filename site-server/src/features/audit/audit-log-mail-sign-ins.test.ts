/**
 * The audit log's entries for what is not a record's change: mails sent (a newsletter, a mail sent
 * again) and sign-ins, failed ones too; and what it leaves out (visitors, reads). Changes to records
 * and the audit screen are audit-log.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../core/audit';
import { TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { AUDIT_DESKTOP_TOKEN, auditEntries, call, startAuditTestSite } from './audit-test-support';

let server: TestServer;
let admin: TestClient;
let publisher: TestClient;
let publisherId: number;

beforeAll(async () => {
  ({ server, admin, publisher, publisherId } = await startAuditTestSite());
}, 60_000);
afterAll(() => server?.close());

const entries = (query = '') => auditEntries(admin, query);

/** Entries written apart (failed sign-ins) land once the failing call's transaction has ended. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (ok(value) || tries > 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the audit log records staff changes', () => {
  it('logs a newsletter sent as one entry, however many mails it queued', async () => {
    const list = (await call(publisher, 'POST', '/mailing/lists', { name: 'Audit news' })).body as {
      id: number;
    };
    for (const email of ['a@audit-test.org', 'b@audit-test.org'])
      await call(publisher, 'POST', `/mailing/lists/${list.id}/contacts`, { email });
    const sent = await call(publisher, 'POST', `/mailing/lists/${list.id}/send`, {
      subject: 'Winter news',
      body: 'Hello',
      format: 'markup',
    });
    expect(sent.status).toBe(200);
    const sends = await entries('action=send');
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      userId: publisherId,
      model: 'outbox_mail',
      recordName: 'Winter news',
      changes: [
        { field: 'to', before: null, after: expect.stringContaining('@audit-test.org') },
        { field: 'messages', before: null, after: '2' },
      ],
    });
  });

  it('logs a mail sent again from the outbox as sent', async () => {
    const mails = (await call(admin, 'GET', '/outbox')).body as {
      items: Array<{ id: number; subject: string }>;
    };
    const mail = mails.items[0]!;
    expect((await call(admin, 'POST', `/outbox/${mail.id}/resend`, {})).status).toBe(200);
    const [resent] = await entries('action=send&userId=1');
    expect(resent).toMatchObject({
      model: 'outbox_mail',
      recordId: String(mail.id),
      recordName: mail.subject,
      userName: 'Administrator',
    });
    expect(resent!.changes).toContainEqual({ field: 'messages', before: null, after: '1 (sent again)' });
  });

  it('logs staff sign-ins and failed sign-ins (with the login tried and the address), never the password', async () => {
    const client = new TestClient(server.url);
    await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const [signIn] = await entries('action=sign_in');
    expect(signIn).toMatchObject({ model: 'user', recordId: '1', userId: 1, userName: 'Administrator' });
    await new TestClient(server.url).request('GET', `/web/login/desktop?token=${AUDIT_DESKTOP_TOKEN}`);
    const [desktop] = await entries('action=sign_in');
    expect(desktop).toMatchObject({
      userId: 1,
      changes: [{ field: 'with', before: null, after: 'the desktop app' }],
    });

    const wrong = await new TestClient(server.url).rpc('/web/session/authenticate', {
      login: TEST_ADMIN.email,
      password: 'not-the-password',
    });
    expect(wrong.body.error?.data.name).toBe('AuthError');
    const failed = await eventually(
      () => entries('action=sign_in_failed'),
      (found) => found.length > 0,
    );
    expect(failed[0]).toMatchObject({
      userId: null,
      recordId: '1',
      ip: expect.stringContaining('127.0.0.1'),
      changes: [{ field: 'login', before: null, after: TEST_ADMIN.email }],
    });
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
  });

  it("does not log what visitors do, nor a staff member's own reads", async () => {
    const before = await server.dataSource.getRepository(AuditEntry).count();
    await call(publisher, 'GET', '/website/pages');
    await new TestClient(server.url).request('GET', '/');
    await new TestClient(server.url).rpc('/web/session/authenticate', { login: 'nobody', password: 'x' });
    await eventually(
      () => server.dataSource.getRepository(AuditEntry).count(),
      (count) => count > before,
    );
    // Only the failed sign-in.
    const added = await server.dataSource.getRepository(AuditEntry).find({
      order: { id: 'DESC' },
      take: (await server.dataSource.getRepository(AuditEntry).count()) - before,
    });
    expect(added.map((entry) => entry.action)).toEqual(['sign_in_failed']);
  });
});
