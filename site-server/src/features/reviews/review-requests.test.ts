import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startPeers } from '../../testing/peers';
import {
  startTestServer,
  TEST_ADMIN,
  TestClient,
  portalCustomer,
  staffMember,
  type TestServer,
} from '../../testing/test-server';
import { SaleOrder } from '../orders';
import { ProductReview, ReviewRequest } from './entities';
import { orderOf, postReview, stockedProduct } from './review-test-support';
import { DemoRecord } from '../../core/demo';

/** A day of the delay lasts a second here (REVIEW_REQUEST_DAY_MS). */
const env = { REVIEW_REQUEST_DAY_MS: '1000', JOBS_POLL_MS: '0' };

const scanAndRun = async (server: TestServer) => {
  await server.app.transaction((tx) =>
    server.app.jobs.enqueue(tx, 'reviews.request-scan', { slot: `${Date.now()}-${Math.random()}` }),
  );
  await server.app.jobs.runDue();
};

/** An order confirmed, then marked done by staff `daysAgo` (test) days ago. */
async function agedOrder(
  server: TestServer,
  buyer: { email: string },
  product: { templateId: number; productId: number },
  daysAgo: number,
  lang = 'en_US',
) {
  const order = await orderOf(server, buyer, product, 'done');
  await server.dataSource
    .getRepository(SaleOrder)
    .update({ id: order.id }, { doneAt: new Date(Date.now() - daysAgo * 1000), lang });
  return order;
}

describe('the review-request mail', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ env });
    admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => server?.close());

  const settings = (requestEnabled: boolean, requestDelayDays: number) =>
    admin.request('PUT', '/api/admin/reviews/settings', {
      json: { moderation: 'hold', requestEnabled, requestDelayDays },
    });

  it('goes out once after the delay, in the buyer’s language; its star link opens the form prefilled and a guest reviews through it', async () => {
    await settings(true, 3);
    const product = await stockedProduct(server, admin, 'Request Lamp', { qty: 5 });
    const buyer = await portalCustomer(server, admin, { name: 'Rita Request' });
    const early = await agedOrder(server, buyer, product, 1, 'fr_FR');
    await scanAndRun(server);
    expect(await server.dataSource.getRepository(OutboxMail).findBy({ to: buyer.email })).toHaveLength(0);

    await server.dataSource
      .getRepository(SaleOrder)
      .update({ id: early.id }, { doneAt: new Date(Date.now() - 4000) });
    await scanAndRun(server);
    await scanAndRun(server);
    const mails = await server.dataSource.getRepository(OutboxMail).findBy({ to: buyer.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre commande ${early.name} vous plaît-elle ?`);
    expect(mails[0]!.text).toContain('Request Lamp');
    expect(mails[0]!.text).toContain("J'aime (I like it)");
    const link = new RegExp(`(/fr/shop/reviews/rate/[^/\\s]+/4\\?product=${product.templateId})`).exec(
      mails[0]!.text,
    )?.[1];
    expect(link).toBeTruthy();

    // One click, signed out: the stars are recorded and the form opens with them.
    const guest = new TestClient(server.url);
    const clicked = await guest.request('GET', link!);
    expect(clicked.status).toBe(303);
    const location = clicked.headers.get('location')!;
    expect(location).toMatch(
      new RegExp(
        `^/fr/shop/product/request-lamp-${product.templateId}\\?review_token=[^&]+&rated=4#reviews$`,
      ),
    );
    const request = await server.dataSource
      .getRepository(ReviewRequest)
      .findOneByOrFail({ orderId: early.id });
    expect(JSON.parse(request.ratings)).toEqual({ [product.templateId]: 4 });

    const token = new URL(location, server.url).searchParams.get('review_token')!;
    const posted = await postReview(server, guest, {
      template_id: product.templateId,
      review_token: token,
      stars: 4,
      title: 'Bonne lampe',
      body: 'Très bien.',
    });
    expect(((await posted.json()) as { outcome: string }).outcome).toBe('held');
    const [review] = await server.dataSource
      .getRepository(ProductReview)
      .findBy({ templateId: product.templateId });
    expect(review).toMatchObject({ verified: true, authorName: 'Rita Request', rating: { halfStars: 8 } });
  });

  it('counts the delay from when staff marked the order done, not from its confirmation', async () => {
    await settings(true, 7);
    const product = await stockedProduct(server, admin, 'Request Vase', { qty: 5 });
    const [doneYesterday, doneLongAgo, notDone] = [
      await portalCustomer(server, admin),
      await portalCustomer(server, admin),
      await portalCustomer(server, admin),
    ];
    const daysAgo = (days: number) => new Date(Date.now() - days * 1000);
    const orders = server.dataSource.getRepository(SaleOrder);
    const confirmedLongAgo = async (buyer: { email: string }) => {
      const order = await orderOf(server, buyer, product, 'sale');
      await orders.update({ id: order.id }, { confirmedAt: daysAgo(9) });
      return order;
    };
    // Staff's "Mark as done" sets the day; the delay counts from it. Only sales staff may: a publisher
    // and the order's own customer are refused, and the order stays as it was.
    const recent = await confirmedLongAgo(doneYesterday);
    for (const refused of [await staffMember(server, admin, 'publisher'), doneYesterday.client]) {
      expect(
        (await refused.request('POST', `/api/admin/orders/${recent.id}/done`, { json: {} })).status,
      ).toBe(403);
    }
    expect(await orders.findOneByOrFail({ id: recent.id })).toMatchObject({ state: 'sale', doneAt: null });
    const marked = await admin.request('POST', `/api/admin/orders/${recent.id}/done`, { json: {} });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { state: string }).state).toBe('done');
    const { doneAt } = await orders.findOneByOrFail({ id: recent.id });
    expect(Math.abs(doneAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await orders.update({ id: recent.id }, { doneAt: daysAgo(1) });
    const old = await confirmedLongAgo(doneLongAgo);
    expect((await admin.request('POST', `/api/admin/orders/${old.id}/done`, { json: {} })).status).toBe(200);
    await orders.update({ id: old.id }, { doneAt: daysAgo(8) });
    await confirmedLongAgo(notDone);

    await scanAndRun(server);
    const mailsTo = (email: string) => server.dataSource.getRepository(OutboxMail).findBy({ to: email });
    expect(await mailsTo(doneYesterday.email)).toHaveLength(0);
    expect(await mailsTo(notDone.email)).toHaveLength(0);
    expect(await mailsTo(doneLongAgo.email)).toHaveLength(1);

    // Only a sales order becomes done; the refusal writes nothing.
    const before = (await orders.findOneByOrFail({ id: old.id })).doneAt!.getTime();
    const again = await admin.request('POST', `/api/admin/orders/${old.id}/done`, { json: {} });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Only a confirmed sales order can be marked as done.');
    expect((await orders.findOneByOrFail({ id: old.id })).doneAt!.getTime()).toBe(before);
  });

  it('refuses a forged star link and sends nothing when switched off', async () => {
    const refused = await new TestClient(server.url).request('GET', '/shop/reviews/rate/forged/4?product=1');
    expect(refused.status).toBe(404);
    await settings(false, 1);
    const product = await stockedProduct(server, admin, 'Request Rug', { qty: 5 });
    const buyer = await portalCustomer(server, admin);
    await agedOrder(server, buyer, product, 5);
    await scanAndRun(server);
    expect(await server.dataSource.getRepository(OutboxMail).findBy({ to: buyer.email })).toHaveLength(0);
    await settings(true, 7);
  });

  it("sends nothing for the demo's orders (their customers are no one)", async () => {
    await settings(true, 1);
    const product = await stockedProduct(server, admin, 'Request Stool', { qty: 5 });
    const [demoBuyer, buyer] = [await portalCustomer(server, admin), await portalCustomer(server, admin)];
    const demoOrder = await agedOrder(server, demoBuyer, product, 5);
    await server.dataSource.getRepository(DemoRecord).insert({ model: 'sale.order', recordId: demoOrder.id });
    await agedOrder(server, buyer, product, 5);
    await scanAndRun(server);
    const mailsTo = (email: string) => server.dataSource.getRepository(OutboxMail).findBy({ to: email });
    expect(await mailsTo(demoBuyer.email)).toHaveLength(0);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    await settings(true, 7);
  });
});

// Several processes on one database: PostgreSQL only. `npm run test:pg -- site-server/src/features/reviews/review-requests.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('review requests scanned by three servers at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(3, { env });
  });
  afterAll(() => peers?.close());

  it('mail each order once, however many scans and jobs run together', async () => {
    const server = peers.first;
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.request('PUT', '/api/admin/reviews/settings', {
      json: { moderation: 'hold', requestEnabled: true, requestDelayDays: 1 },
    });
    const product = await stockedProduct(server, admin, 'Race Lamp', { qty: 50 });
    const emails: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const buyer = await portalCustomer(server, admin);
      await agedOrder(server, buyer, product, 3);
      emails.push(buyer.email);
    }
    await Promise.all(peers.servers.flatMap((peer) => [scanAndRun(peer), scanAndRun(peer)]));
    // Two sends of one order at once, past the job's key: the request's unique order id decides.
    const [order] = await server.dataSource.getRepository(SaleOrder).find({ where: { email: emails[0] } });
    await Promise.all(
      peers.servers.map((peer) =>
        peer.app.transaction((tx) => peer.app.jobs.enqueue(tx, 'reviews.request', { orderId: order!.id })),
      ),
    );
    for (const peer of peers.servers) await peer.app.jobs.runDue();
    const mails = await server.dataSource.getRepository(OutboxMail).findBy({ to: In(emails) });
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });
});
