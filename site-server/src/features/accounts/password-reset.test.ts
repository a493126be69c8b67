/** Issue 11, item 5: a new password ends the other sessions; a reset link works once, and only the newest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startTestServer, TestClient, TEST_DEMO_PASSWORD, type TestServer } from '../../testing/test-server';
import { PasswordReset } from './password-reset.entity';

describe('password reset and change', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const accounts = () => server.app.services.accounts;

  /** Asks for a reset link for `email` and answers its token, read from the queued mail. */
  async function resetToken(email: string): Promise<string> {
    await server.app.transaction((em) => accounts().requestPasswordReset(em, email, server.url));
    const [mail] = await server.dataSource
      .getRepository(OutboxMail)
      .find({ where: { to: email }, order: { id: 'DESC' }, take: 1 });
    return /token=([\w-]+)/.exec(mail!.text)![1]!;
  }

  const reset = (token: string, password: string) =>
    server.app.transaction((em) => accounts().resetPassword(em, token, password));

  async function signedIn(email: string, password: string) {
    const client = new TestClient(server.url);
    await client.signIn(email, password);
    return client;
  }

  const isSignedIn = async (client: TestClient) =>
    (await client.request('GET', '/api/admin/profile')).status === 200;

  it('lets exactly one of two simultaneous uses of a link win', async () => {
    const token = await resetToken('portal@example.com');
    const outcomes = await Promise.allSettled([
      reset(token, 'parallel-pass-1'),
      reset(token, 'parallel-pass-2'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toContain('invalid or has expired');
    // The winner's password is the one that works.
    const won = outcomes[0]!.status === 'fulfilled' ? 'parallel-pass-1' : 'parallel-pass-2';
    await expect(signedIn('portal@example.com', won)).resolves.toBeInstanceOf(TestClient);
    await reset(await resetToken('portal@example.com'), TEST_DEMO_PASSWORD);
  });

  it('voids the earlier links when a new one is asked for', async () => {
    const first = await resetToken('portal@example.com');
    const second = await resetToken('portal@example.com');
    await expect(reset(first, 'first-link-pass')).rejects.toThrow('invalid or has expired');
    await reset(second, TEST_DEMO_PASSWORD);
    const rows = await server.dataSource.getRepository(PasswordReset).find();
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const token = await resetToken('portal@example.com');
    await server.dataSource
      .createQueryBuilder()
      .update(PasswordReset)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    await expect(reset(token, 'expired-link-pass')).rejects.toThrow('invalid or has expired');
  });

  it('ends every session of the user on a reset', async () => {
    const laptop = await signedIn('publisher@example.com', TEST_DEMO_PASSWORD);
    const phone = await signedIn('publisher@example.com', TEST_DEMO_PASSWORD);
    expect(await isSignedIn(laptop)).toBe(true);
    await reset(await resetToken('publisher@example.com'), 'after-reset-pass');
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    await reset(await resetToken('publisher@example.com'), TEST_DEMO_PASSWORD);
  });

  it('ends the other sessions on a change, and keeps the one that changed it', async () => {
    const laptop = await signedIn('publisher@example.com', TEST_DEMO_PASSWORD);
    const stolen = await signedIn('publisher@example.com', TEST_DEMO_PASSWORD);
    const changed = await laptop.request('POST', '/api/admin/profile/password', {
      json: { currentPassword: TEST_DEMO_PASSWORD, newPassword: 'changed-pass-1' },
    });
    expect(changed.status).toBeLessThan(300);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(stolen)).toBe(false);
    await reset(await resetToken('publisher@example.com'), TEST_DEMO_PASSWORD);
  });
});
