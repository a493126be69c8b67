/**
 * The pipeline's counts per stage (the dashboard's "Leads by stage") are kept on write: they stay those
 * of the records through new leads, moves, a quotation made from a lead, and two staff moving the same
 * lead at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../shared/dashboard/contract';
import {
  startTestServer,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';
import { csrfTokenOf } from '../chatter/test-support';
import { Lead } from './lead.entity';

let server: TestServer;
let sales: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  sales = await staffMember(server, admin, 'sales');
}, 60_000);
afterAll(() => server?.close());

async function postLead(name: string, ip: string): Promise<number> {
  const visitor = new TestClient(server.url, { 'x-forwarded-for': ip });
  const body = new URLSearchParams({
    name,
    contact_name: 'Sam Stage',
    email_from: 'sam@example.org',
    page_url: '/contactus',
    csrf_token: await csrfTokenOf(server, visitor),
  });
  const response = await visitor.request('POST', '/o2b/website_lead/crm.lead', {
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** The dashboard's counts beside those of the records. */
async function counts() {
  const board = (await (await sales.request('GET', '/api/admin/dashboard?days=1')).json()) as Dashboard;
  const rows = (await server.dataSource
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select('lead.stage', 'stage')
    .addSelect('COUNT(*)', 'n')
    .groupBy('lead.stage')
    .getRawMany()) as Array<{ stage: string; n: string | number }>;
  const records = Object.fromEntries(rows.map((row) => [row.stage, Number(row.n)]));
  const kept = Object.fromEntries(
    board.leadsByStage.filter((row) => row.count > 0).map((row) => [row.stage, row.count]),
  );
  return { kept, records };
}

describe('leads by stage', () => {
  it('follow new leads, moves, quotations and two moves at once', async () => {
    const ids = [
      await postLead('Stage one', '203.0.113.71'),
      await postLead('Stage two', '203.0.113.72'),
      await postLead('Stage three', '203.0.113.73'),
    ];
    let now = await counts();
    expect(now.kept).toEqual(now.records);
    expect(now.kept.new).toBeGreaterThanOrEqual(3);

    const move = (id: number, stage: string) =>
      sales.request('POST', `/api/admin/leads/${id}/stage`, { json: { stage } });
    expect((await move(ids[0]!, 'won')).status).toBe(200);
    expect((await move(ids[0]!, 'won')).status).toBe(200);
    // Two staff moving the same lead at once: it leaves 'new' once.
    const both = await Promise.all([move(ids[1]!, 'qualified'), move(ids[1]!, 'lost')]);
    expect(both.map((answer) => answer.status).sort()).toContain(200);
    now = await counts();
    expect(now.kept).toEqual(now.records);
  });
});
