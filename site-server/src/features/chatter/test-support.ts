/** Helpers of the chatter's HTTP tests. */
import {
  formTokenOf,
  TEST_ADMIN,
  TestClient as TestClientClass,
  type TestClient,
  type TestServer,
} from '../../testing/test-server';

export const PORTAL = ['portal@example.com', 'demo-password-1'] as const;
export const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;

/** The csrf_token the client's pages carry: its session's, or a signed one for a visitor without session. */
export const csrfTokenOf = formTokenOf;

export { postForm } from '../../testing/test-server';

let userCount = 0;

/**
 * A new portal user, signed in: each test posts as its own author, so the per-account post limit of
 * one test does not spill into the next.
 */
export async function newPortalUser(server: TestServer, name: string): Promise<TestClient> {
  const admin = new TestClientClass(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const companies = (await (await admin.request('GET', '/api/admin/companies')).json()) as Array<{
    id: number;
  }>;
  const email = `author${++userCount}-${Date.now()}@example.com`;
  const password = 'author-password-1';
  const created = await admin.request('POST', '/api/admin/users', {
    json: { email, name, role: 'portal', password, companyIds: [companies[0]!.id] },
  });
  if (created.status !== 200) throw new Error(`user not created: ${await created.text()}`);
  const client = new TestClientClass(server.url);
  await client.signIn(email, password);
  return client;
}
