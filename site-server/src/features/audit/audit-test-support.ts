/** What the audit log's tests share: a server without demo data, its staff, and the log as the administrator reads it. */
import { expect } from 'vitest';
import type { AuditRow } from '../../../../shared/audit/contract';
import {
  startTestServer,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';

/** The desktop app's sign-in token on the test server (its sign-ins are logged too). */
export const AUDIT_DESKTOP_TOKEN = 'desktop-token-for-the-audit-test-0123';

export interface AuditTestSite {
  server: TestServer;
  admin: TestClient;
  publisher: TestClient;
  publisherId: number;
  sales: TestClient;
}

export const call = async (client: TestClient, method: string, path: string, json?: unknown) => {
  const response = await client.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
};

/** A server without demo data, with the administrator, a publisher and a sales user signed in. */
export async function startAuditTestSite(): Promise<AuditTestSite> {
  const server = await startTestServer({
    seedDemo: false,
    env: { VITRINE_DESKTOP_TOKEN: AUDIT_DESKTOP_TOKEN },
  });
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const publisher = await staffMember(server, admin, 'publisher');
  const sales = await staffMember(server, admin, 'sales');
  const publisherId = ((await call(publisher, 'GET', '/session')).body as { user: { id: number } }).user.id;
  return { server, admin, publisher, publisherId, sales };
}

/** The log's entries matching `query` (newest first), as the administrator lists them. */
export async function auditEntries(admin: TestClient, query = ''): Promise<AuditRow[]> {
  const answer = await call(admin, 'GET', `/audit?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { items: AuditRow[] }).items;
}
