/**
 * The leads pipeline's calls (issue 15, item 10): the board by stage, moving a lead, the list's
 * filters and CSV, the quotation made from a lead, notes, new-lead notifications; sales staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadBoard, LeadRow } from '../../../../shared/leads/contract';
import {
  startTestServer,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';
import { Lead } from './lead.entity';

let server: TestServer;
let sales: TestClient;
let leads: Lead[];
/** The demo's leads in the first stage, before the test's own. */
let newBefore: number;

const call = async (client: TestClient, method: string, path: string, json?: unknown) => {
  const response = await client.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
};

beforeAll(async () => {
  server = await startTestServer();
  const admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  sales = await staffMember(server, admin, 'sales');
  const repository = server.dataSource.getRepository(Lead);
  newBefore = await repository.countBy({ stage: 'new' });
  const made = (fields: Partial<Lead>) =>
    repository.save(
      repository.create({
        kind: 'lead',
        stage: 'new',
        description: '',
        contactName: 'Jane',
        emailFrom: 'jane@example.com',
        utmCampaign: 'spring',
        ...fields,
      } as Lead),
    );
  leads = [
    await made({ name: 'Shop project', kind: 'lead' }),
    await made({ name: 'Demo for Acme', kind: 'demo', verified: true, applications: 'sale,scm' }),
    await made({ name: '=HYPERLINK("http://evil.example")', kind: 'contact' }),
  ];
}, 60_000);
afterAll(() => server?.close());

describe('the leads pipeline', () => {
  it('shows each stage with its count, and moves a lead to another', async () => {
    const board = (await call(sales, 'GET', '/leads/board')).body as LeadBoard;
    expect(board.map((column) => column.stage)).toEqual(['new', 'qualified', 'proposition', 'won', 'lost']);
    expect(board[0]!.count).toBe(newBefore + 3);
    const moved = await call(sales, 'POST', `/leads/${leads[1]!.id}/stage`, { stage: 'qualified' });
    expect(moved.body).toMatchObject({ stage: 'qualified', verified: true, applications: ['sale', 'scm'] });
    const after = (await call(sales, 'GET', '/leads/board')).body as LeadBoard;
    expect(after.find((column) => column.stage === 'qualified')!.leads.map((lead) => lead.id)).toContain(
      leads[1]!.id,
    );
    expect((await call(sales, 'POST', `/leads/${leads[1]!.id}/stage`, { stage: 'nowhere' })).status).toBe(
      400,
    );
  });

  it('lists by stage, kind and search, and exports the same leads as CSV with formulas kept as text', async () => {
    // The test's own leads among those listed (the demo's are there too).
    const own = new Set(leads.map((lead) => lead.id));
    const ids = async (query: string) =>
      ((await call(sales, 'GET', `/leads?${query}`)).body as { items: LeadRow[] }).items
        .map((lead) => lead.id)
        .filter((id) => own.has(id));
    expect(await ids('stage=qualified')).toEqual([leads[1]!.id]);
    expect(await ids('kind=contact')).toEqual([leads[2]!.id]);
    expect(await ids('q=shop')).toEqual([leads[0]!.id]);
    expect(await ids('q=%25')).toEqual([]);
    const csv = await sales.request('GET', '/api/admin/leads/export.csv?kind=contact&q=HYPERLINK');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Campaign');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('spring');
  });

  it('links the quotation made from a lead and makes it a proposition', async () => {
    const made = await call(sales, 'POST', '/orders/quotations', {
      customerEmail: 'jane@example.com',
      customerName: 'Jane',
      lines: [{ productId: 1, quantity: 1 }],
    });
    const orderId = (made.body as { id: number }).id;
    const linked = await call(sales, 'POST', `/leads/${leads[0]!.id}/quotation`, { orderId });
    expect(linked.body).toMatchObject({ orderId, stage: 'proposition' });
    expect((await call(sales, 'POST', `/leads/${leads[0]!.id}/quotation`, { orderId: 999999 })).status).toBe(
      400,
    );
  });

  it('keeps staff notes on a lead (the chatter)', async () => {
    const posted = await call(sales, 'POST', `/chatter/crm.lead/${leads[0]!.id}`, {
      message: 'Called her, call back Monday.',
    });
    expect(posted.status).toBe(200);
    const notes = (await call(sales, 'GET', `/chatter/crm.lead/${leads[0]!.id}`)).body as {
      message_count: number;
    };
    expect(notes.message_count).toBe(1);
    // Visitors never read them.
    const visitor = await new TestClient(server.url).rpc('/mail/chatter_init', {
      res_model: 'crm.lead',
      res_id: leads[0]!.id,
    });
    expect(visitor.body.error).toBeDefined();
  });

  it('tells the back office of new leads since the last it saw', async () => {
    const first = (await call(sales, 'GET', '/leads/new')).body as { lastId: number; leads: LeadRow[] };
    expect(first).toEqual({ lastId: leads[2]!.id, leads: [] });
    const fresh = await server.dataSource
      .getRepository(Lead)
      .save(
        server.dataSource
          .getRepository(Lead)
          .create({ name: 'Fresh', kind: 'lead', stage: 'new', description: '' } as Lead),
      );
    const next = (await call(sales, 'GET', `/leads/new?after=${first.lastId}`)).body as {
      lastId: number;
      leads: LeadRow[];
    };
    expect(next.lastId).toBe(fresh.id);
    expect(next.leads.map((lead) => lead.name)).toEqual(['Fresh']);
  });

  it('is for sales staff only', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const publisher = await staffMember(server, admin, 'publisher');
    for (const [method, path] of [
      ['GET', '/leads/board'],
      ['GET', '/leads/export.csv'],
      ['GET', '/leads/new'],
      ['POST', `/leads/${leads[0]!.id}/stage`],
    ] as const)
      expect(
        (await call(publisher, method, path, method === 'POST' ? { stage: 'won' } : undefined)).status,
      ).toBe(403);
  });
});
