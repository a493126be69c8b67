/**
 * The demo data (issue 26, item 13): a new demo shop gives the portal customer orders, invoices, a
 * quotation to sign, and the dashboard weeks of orders, leads and visits, counted as real ones are;
 * "Remove demo data" (administrators) takes away exactly the demo's records and their statistics,
 * keeping the shop's catalogue, pages and what staff made, in one audited transaction.
 */
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardLists } from '../../../../shared/dashboard/contract';
import { AuditEntry } from '../../core/audit';
import { DemoRecord } from '../../core/demo';
import {
  staffMember,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { User } from '../accounts';
import { Rating } from '../ratings';
import { ProductReview } from '../reviews';
import { ProductTemplate, ProductVariant } from '../catalog';
import { Customer } from '../customers';
import { Invoice } from '../invoices';
import { Lead } from '../leads/lead.entity';
import { LinkClick } from '../links/link-click.entity';
import { TrackedLink } from '../links/tracked-link.entity';
import { SaleOrder } from '../orders';
import { PaymentTransaction } from '../payment';
import { Project } from '../projects';
import { SiteVisit } from '../analytics/site-visit.entity';
import { MailMessage } from '../chatter/mail-message.entity';
import { MailingContact } from '../newsletter/mailing-contact.entity';
import { HostedInstance } from '../instances/hosted-instance.entity';
import { WebsitePage } from '../website';

let server: TestServer;
let admin: TestClient;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const repository = <T extends object>(entity: new () => T) => server.dataSource.getRepository(entity);

async function dashboard(): Promise<Dashboard> {
  const response = await admin.request('GET', '/api/admin/dashboard?days=365');
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}
const figure = (board: Dashboard, key: string) => board.figures.find((f) => f.key === key)!.current;

const variantOf = (templateId: number) =>
  repository(ProductVariant).findOneOrFail({ where: { templateId }, order: { id: 'ASC' } });

/** The marks of the demo data, per model. */
async function marked(): Promise<Map<string, number[]>> {
  const byModel = new Map<string, number[]>();
  for (const row of await repository(DemoRecord).find())
    byModel.set(row.model, [...(byModel.get(row.model) ?? []), row.recordId]);
  return byModel;
}

describe('the demo data', () => {
  it('gives the portal customer an order delivered, one paid, one awaiting a transfer, invoices and a quotation to sign', async () => {
    const portal = await repository(User).findOneByOrFail({ email: 'portal@example.com' });
    const orders = await repository(SaleOrder).find({ where: { userId: portal.id }, order: { id: 'ASC' } });
    expect(orders.map((order) => order.state)).toEqual(['done', 'sale', 'draft', 'sent']);
    const [delivered, paid, awaiting, quotation] = orders as [SaleOrder, SaleOrder, SaleOrder, SaleOrder];
    expect(quotation).toMatchObject({ signatureRequired: true, signedAt: null });
    expect(await repository(PaymentTransaction).findOneBy({ orderId: awaiting.id })).toMatchObject({
      provider: 'transfer',
      state: 'pending',
    });
    const invoices = await repository(Invoice).find({ where: { userId: portal.id }, order: { id: 'ASC' } });
    expect(invoices.map((invoice) => [invoice.orderId, invoice.paymentState])).toEqual([
      [delivered.id, 'paid'],
      [paid.id, 'paid'],
    ]);
    expect(invoices[0]!.name).toMatch(new RegExp(`^DEMO/\\d{4}/00\\d{3}$`));

    // The customer reads them signed in: the invoice's PDF, the order's page.
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    const pdf = await customer.request('GET', `/my/invoices/${invoices[0]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await repository(MailMessage).countBy({ model: 'sale.order', resId: delivered.id })).toBe(2);
    // The shop's first products carry reviews: a few published, one waiting for approval.
    const reviews = await repository(ProductReview).find();
    expect(reviews.filter((review) => review.state === 'published').length).toBeGreaterThanOrEqual(3);
    expect(reviews.filter((review) => review.state === 'pending')).toHaveLength(1);

    // The dashboard has weeks of it, and its lists what waits for someone.
    const board = await dashboard();
    expect(figure(board, 'orders')).toBeGreaterThan(20);
    expect(figure(board, 'leads')).toBeGreaterThan(5);
    expect(figure(board, 'visits')).toBeGreaterThan(1000);
    const lists = (await (await admin.request('GET', '/api/admin/dashboard/lists')).json()) as DashboardLists;
    expect(JSON.stringify(lists)).toContain(quotation.name);
  });

  it('is removed by administrators only', async () => {
    const sales = await staffMember(server, admin, 'sales');
    const manager = await staffMember(server, admin, 'shop_manager');
    for (const client of [sales, manager]) {
      expect((await client.request('GET', '/api/admin/demo-data')).status).toBe(403);
      expect((await client.request('DELETE', '/api/admin/demo-data')).status).toBe(403);
    }
    expect((await new TestClient(server.url).request('DELETE', '/api/admin/demo-data')).status).toBe(401);
    expect(await repository(DemoRecord).count()).toBeGreaterThan(0);
  });

  it('removes exactly the demo records and their statistics, keeping the catalogue, the pages and what staff made', async () => {
    expect(await repository(Rating).count()).toBeGreaterThan(0);
    // What staff made while the demo was there: a customer's quotation, confirmed, and its invoice.
    const product = await repository(ProductTemplate).findOneByOrFail({ slug: 'whiteboard' });
    const created = await admin.request('POST', '/api/admin/orders/quotations', {
      json: {
        customerEmail: 'real.customer@example.com',
        customerName: 'Real Customer',
        lines: [{ productId: (await variantOf(product.id)).id, quantity: 2 }],
      },
    });
    expect(created.status).toBe(200);
    const staffOrder = (await created.json()) as { id: number; name: string };
    expect(
      (await admin.request('POST', `/api/admin/orders/${staffOrder.id}/confirm`, { json: {} })).status,
    ).toBe(200);
    const issued = await admin.request('POST', '/api/admin/invoices', { json: { order: staffOrder.name } });
    // The shop's own numbering starts at its first real invoice: the demo took none of it.
    expect(((await issued.json()) as { name: string }).name).toBe(`INV/${year}/00001`);
    const kept = await repository(SaleOrder).findOneByOrFail({ id: staffOrder.id });

    const demo = await marked();
    const products = await repository(ProductTemplate).count();
    const pages = await repository(WebsitePage).count();
    const overview = (await (await admin.request('GET', '/api/admin/demo-data')).json()) as {
      counts: Array<{ model: string; count: number }>;
    };
    expect(Object.fromEntries(overview.counts.map(({ model, count }) => [model, count]))).toEqual(
      Object.fromEntries([...demo].map(([model, ids]) => [model, ids.length])),
    );

    const removal = await admin.request('DELETE', '/api/admin/demo-data');
    expect(removal.status).toBe(200);
    const { removed } = (await removal.json()) as { removed: Array<{ model: string; count: number }> };
    expect(removed.find((row) => row.model === 'sale.order')?.count).toBe(demo.get('sale.order')!.length);

    // Every demo record is gone from its feature's table…
    const gone = async (entity: new () => object, model: string) =>
      expect(await repository(entity).countBy({ id: In(demo.get(model) ?? [-1]) }), model).toBe(0);
    await gone(SaleOrder, 'sale.order');
    await gone(Invoice, 'account.move');
    await gone(PaymentTransaction, 'payment.transaction');
    await gone(Customer, 'res.partner');
    await gone(Lead, 'crm.lead');
    await gone(SiteVisit, 'site.visit');
    await gone(LinkClick, 'link.tracker.click');
    await gone(MailingContact, 'mailing.contact');
    await gone(Project, 'project.project');
    await gone(HostedInstance, 'saas.instance');
    await gone(MailMessage, 'mail.message');
    await gone(ProductReview, 'product.review');
    // The ratings of the demo's reviews and task go with them (the one rating model's rows).
    expect(await repository(Rating).count()).toBe(0);
    expect(await repository(DemoRecord).count()).toBe(0);
    // …the demo links are archived (links keep redirecting) and the demo accounts switched off.
    expect(
      await repository(TrackedLink).countBy({ id: In(demo.get('link.tracker')!), archived: false }),
    ).toBe(0);
    expect(await repository(User).countBy({ id: In(demo.get('res.users')!), active: true })).toBe(0);
    expect(
      (
        await new TestClient(server.url).rpc('/web/session/authenticate', {
          login: 'portal@example.com',
          password: TEST_DEMO_PASSWORD,
        })
      ).body.error,
    ).toBeDefined();

    // What the shop starts from, and what staff made, stays.
    expect(await repository(ProductTemplate).count()).toBe(products);
    expect(await repository(WebsitePage).count()).toBe(pages);
    expect(await repository(SaleOrder).findOneBy({ id: staffOrder.id })).toMatchObject({ state: 'sale' });
    expect(await repository(Invoice).countBy({ orderId: staffOrder.id })).toBe(1);
    expect(await repository(Customer).countBy({ id: kept.customerId })).toBe(1);

    // The dashboard counts what is left: the staff's order, nothing of the demo.
    const board = await dashboard();
    expect(figure(board, 'orders')).toBe(1);
    expect(figure(board, 'revenue')).toBe(kept.amountUntaxed);
    for (const key of ['visitors', 'visits', 'pageViews', 'leads', 'demoRequests', 'clicks'])
      expect(figure(board, key), key).toBe(0);
    expect(board.leadsByStage.every((stage) => stage.count === 0)).toBe(true);
    expect(board.topProducts.map((row) => row.id)).toEqual([product.id]);

    // One audit entry says what went.
    const entry = await repository(AuditEntry).findOneByOrFail({ model: 'demo.data' });
    expect(entry).toMatchObject({ action: 'delete', userName: expect.any(String) });
    expect(entry.changes).toContainEqual({
      field: 'sale.order',
      before: String(demo.get('sale.order')!.length),
      after: '0',
    });

    // Nothing left to remove.
    expect(await (await admin.request('GET', '/api/admin/demo-data')).json()).toEqual({ counts: [] });
    expect(await (await admin.request('DELETE', '/api/admin/demo-data')).json()).toEqual({ removed: [] });
  });
});
