import { afterAll, beforeAll, expect } from 'vitest';
import { mailingListDetailSchema } from '../../../../shared/newsletter/contract';
import { OutboxMail } from '../../core/mail';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';

export const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;
export const PORTAL = ['portal@example.com', 'demo-password-1'] as const;

export let server: TestServer;
export let admin: TestClient;
export let publisher: TestClient;
export let portal: TestClient;
export let demoListId: number;

/** Each visitor its own client (its own cookies) and its own address, so tests do not meet. */
export let visitorCount = 0;
export function newVisitor() {
  visitorCount += 1;
  return { client: new TestClient(server.url), email: `visitor${visitorCount}@vitrine-test.org` };
}

export const mailsTo = (email: string) =>
  server.dataSource.getRepository(OutboxMail).find({ where: { to: email }, order: { id: 'ASC' } });

export const contactOf = (listId: number, email: string) =>
  server.dataSource.getRepository(MailingContact).findOneBy({ listId, email });

export async function api(client: TestClient, method: string, path: string, json?: unknown) {
  const response = await client.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson && text ? (JSON.parse(text) as unknown) : undefined, text };
}

export async function newList(name: string, isPublic = true) {
  const created = await api(admin, 'POST', '/mailing/lists', { name, isPublic });
  expect(created.status).toBe(200);
  return mailingListDetailSchema.parse(created.body).id;
}

/** The server and clients of these tests, for the test file that calls it. */
export function useNewsletterTestServer() {
  beforeAll(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    publisher = new TestClient(server.url);
    await publisher.signIn(...PUBLISHER);
    portal = new TestClient(server.url);
    await portal.signIn(...PORTAL);
    demoListId = (await server.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' }))
      .id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
}

/** The path of the link of the latest confirmation mail to `email` (double opt-in). */
export async function confirmationPath(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const confirmation = mails.reverse().find((mail) => /\/newsletter\/confirm\?/.test(mail.text));
  const match = /https?:\/\/[^/\s]+(\/(?:[a-z]{2}\/)?newsletter\/confirm\?\S+)/.exec(
    confirmation?.text ?? '',
  );
  if (!match) throw new Error(`no confirmation mail to ${email}`);
  return match[1]!;
}

/** A visitor subscribes `email` and opens the link of the confirmation mail, in the same browser. */
export async function subscribeConfirmed(client: TestClient, email: string, listId = demoListId) {
  const { body } = await client.rpc('/website_mass_mailing/subscribe', { list_id: listId, email });
  expect(body.result).toMatchObject({ is_subscriber: false });
  const opened = await client.request('GET', await confirmationPath(email));
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toContain('newsletter=confirmed');
}
