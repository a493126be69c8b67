import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPageSchema } from '../../../../shared/api/admin';
import { startTestServer, TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';
import { startSmtpServer } from './test-smtp-server';

/** The outbox as the whole app wires it, with SMTP_URL pointing at a real SMTP server on loopback. */
describe('mail in the app', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    admin = new TestClient(server.url);
    const session = await admin.request('POST', '/api/admin/session', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(session.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends a mail queued by a request and shows it as sent in the outbox', async () => {
    const created = await admin.request('POST', '/api/admin/users', {
      json: { email: 'new.colleague@example.com', name: 'New Colleague', role: 'sales', companyIds: [1] },
    });
    expect(created.status).toBe(200);

    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((mail) => JSON.stringify(mail.to).includes('new.colleague@example.com'))) {
      if (Date.now() > deadline) throw new Error('the invitation never reached the SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const invitation = smtp.received.find((mail) =>
      JSON.stringify(mail.to).includes('new.colleague@example.com'),
    )!;
    expect(invitation.subject).toBeTruthy();
    expect(invitation.text).toContain('New Colleague');

    // The worker records the result right after the SMTP server accepts the mail.
    let row: { state: string } | undefined;
    while (Date.now() < deadline) {
      const page = outboxPageSchema.parse(await (await admin.request('GET', '/api/admin/outbox')).json());
      row = page.items.find((item) => item.to === 'new.colleague@example.com');
      if (row?.state === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({ state: 'sent', attempts: 0 });
  });
});
