import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_ADMIN,
  TestClient,
  portalCustomer,
  type TestServer,
} from '../../testing/test-server';
import { ProductReviewSummary } from './entities';
import { orderOf, postReview, reviewsOf, stockedProduct } from './review-test-support';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const setModeration = async (moderation: 'publish' | 'hold') => {
  const response = await admin.request('PUT', '/api/admin/reviews/settings', {
    json: { moderation, requestEnabled: true, requestDelayDays: 7 },
  });
  expect(response.status).toBe(200);
};

const review = { stars: 4, title: 'Solid lamp', body: 'Bright and well made.' };

describe('reviews from customers', () => {
  it('takes a buyer’s review, held for approval, marked verified; a second post edits it', async () => {
    await setModeration('hold');
    const product = await stockedProduct(server, admin, 'Review Lamp', { qty: 5 });
    const buyer = await portalCustomer(server, admin, { name: 'Ada Buyer' });
    await orderOf(server, buyer, product, 'sale');
    const first = await postReview(server, buyer.client, { template_id: product.templateId, ...review });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      outcome: 'held',
      message: 'Thank you: your review will show once the shop has approved it.',
    });
    const [held] = await reviewsOf(server, product.templateId);
    // Its stars are its rating's, in the one rating model.
    expect(held).toMatchObject({
      rating: { resModel: 'product.template', resId: product.templateId, halfStars: 8 },
      title: 'Solid lamp',
      state: 'pending',
      verified: true,
      authorName: 'Ada Buyer',
    });

    await setModeration('publish');
    const edit = await postReview(server, buyer.client, {
      template_id: product.templateId,
      review_id: held!.id,
      stars: 5,
      title: 'Even better',
      body: 'Still bright after a month.',
    });
    expect(((await edit.json()) as { outcome: string }).outcome).toBe('updated');
    const rows = await reviewsOf(server, product.templateId);
    expect(rows).toHaveLength(1);
    // The edit changes the review's one rating, not a second one.
    expect(rows[0]).toMatchObject({
      id: held!.id,
      ratingId: held!.ratingId,
      rating: { halfStars: 10 },
      title: 'Even better',
      state: 'published',
    });
    const summary = await server.dataSource
      .getRepository(ProductReviewSummary)
      .findOneBy({ templateId: product.templateId });
    expect(summary).toMatchObject({ count: 1, average: 5, stars5: 1 });
  });

  it('marks a customer who did not pay for the product as not verified (a draft order is not paid)', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Review Rug', { qty: 5 });
    const customer = await portalCustomer(server, admin);
    await orderOf(server, customer, product, 'draft');
    const answer = await postReview(server, customer.client, { template_id: product.templateId, ...review });
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('published');
    expect((await reviewsOf(server, product.templateId))[0]).toMatchObject({
      verified: false,
      state: 'published',
    });
  });

  it('refuses another customer’s edit with a clear message, and writes nothing', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Review Vase', { qty: 5 });
    const author = await portalCustomer(server, admin);
    await postReview(server, author.client, { template_id: product.templateId, ...review });
    const [original] = await reviewsOf(server, product.templateId);
    const intruder = await portalCustomer(server, admin);
    const answer = await postReview(server, intruder.client, {
      template_id: product.templateId,
      review_id: original!.id,
      stars: 1,
      title: 'Hijacked',
      body: 'Not my review.',
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      outcome: 'not_yours',
      message: 'You can only edit your own review.',
    });
    expect(await reviewsOf(server, product.templateId)).toEqual([original]);
  });

  it('refuses bad stars, empty or too long titles and texts, and visitors without a link, writing nothing', async () => {
    const product = await stockedProduct(server, admin, 'Review Bowl', { qty: 5 });
    const customer = await portalCustomer(server, admin);
    const cases: Array<[Record<string, string | number>, number, string]> = [
      [{ ...review, stars: 6 }, 400, 'Choose from 1 to 5 stars.'],
      [{ ...review, stars: '4.5' }, 400, 'Choose from 1 to 5 stars.'],
      [{ ...review, title: '   ' }, 400, 'Give your review a title of at most 120 characters.'],
      [{ ...review, title: 'x'.repeat(121) }, 400, 'Give your review a title of at most 120 characters.'],
      [{ ...review, body: 'x'.repeat(4001) }, 400, 'Write your review in at most 4000 characters.'],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await postReview(server, customer.client, {
        template_id: product.templateId,
        ...fields,
      });
      expect(answer.status).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toBe(message);
    }
    const visitor = await postReview(server, new TestClient(server.url), {
      template_id: product.templateId,
      ...review,
    });
    expect(visitor.status).toBe(401);
    const forged = await postReview(server, new TestClient(server.url), {
      template_id: product.templateId,
      review_token: 'forged-token',
      ...review,
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'This review link is not valid for this product.',
    );
    expect(await reviewsOf(server, product.templateId)).toEqual([]);
  });

  it('holds a review with a link for approval even when reviews publish at once', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Review Mug', { qty: 5 });
    const customer = await portalCustomer(server, admin);
    const answer = await postReview(server, customer.client, {
      template_id: product.templateId,
      ...review,
      body: 'Cheap copies at www.example-pills.com',
    });
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('held');
    expect((await reviewsOf(server, product.templateId))[0]).toMatchObject({
      state: 'pending',
      hasLink: true,
    });
  });

  it('refuses a burst of reviews from one client (counted in the database) with a clear message', async () => {
    await setModeration('publish');
    const customer = await portalCustomer(server, admin);
    const products = [];
    for (let index = 0; index < 6; index++)
      products.push(await stockedProduct(server, admin, `Burst Product ${index}`, { qty: 5 }));
    for (const product of products.slice(0, 5)) {
      const answer = await postReview(server, customer.client, {
        template_id: product.templateId,
        ...review,
      });
      expect(answer.status).toBe(200);
    }
    const sixth = await postReview(server, customer.client, {
      template_id: products[5]!.templateId,
      ...review,
    });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({
      outcome: 'too_many',
      message: 'Too many reviews in a short time. Please try again later.',
    });
    expect(await reviewsOf(server, products[5]!.templateId)).toEqual([]);
  });

  it('refuses a burst of reviews on one product, whoever posts them', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Burst Target', { qty: 5 });
    for (let index = 0; index < 30; index++) {
      const customer = await portalCustomer(server, admin);
      const answer = await postReview(server, customer.client, {
        template_id: product.templateId,
        ...review,
      });
      expect(answer.status).toBe(200);
    }
    const late = await portalCustomer(server, admin);
    const refused = await postReview(server, late.client, { template_id: product.templateId, ...review });
    expect(refused.status).toBe(429);
    expect(await reviewsOf(server, product.templateId)).toHaveLength(30);
  }, 60_000);

  it('keeps HTML and scripts as plain text', async () => {
    await setModeration('publish');
    const product = await stockedProduct(server, admin, 'Review Jar', { qty: 5 });
    const customer = await portalCustomer(server, admin);
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await postReview(server, customer.client, {
      template_id: product.templateId,
      ...review,
      title: '<b>Bold</b>',
      body: hostile,
    });
    expect((await reviewsOf(server, product.templateId))[0]).toMatchObject({
      title: '<b>Bold</b>',
      body: hostile,
    });
  });
});

describe('the back office’s review queue', () => {
  it('lets shop managers approve, answer and reject; a customer is denied', async () => {
    await setModeration('hold');
    const product = await stockedProduct(server, admin, 'Queue Lamp', { qty: 5 });
    const customer = await portalCustomer(server, admin);
    await postReview(server, customer.client, { template_id: product.templateId, ...review });
    const [pending] = await reviewsOf(server, product.templateId);

    const denied = await customer.client.request('POST', `/api/admin/reviews/${pending!.id}/approve`, {
      json: {},
    });
    expect(denied.status).toBe(403);
    expect((await reviewsOf(server, product.templateId))[0]!.state).toBe('pending');

    const queue = await admin.request('GET', '/api/admin/reviews?state=pending');
    const items = ((await queue.json()) as { items: Array<{ id: number; productName: string }> }).items;
    expect(items.find((item) => item.id === pending!.id)?.productName).toBe('Queue Lamp');

    const approved = await admin.request('POST', `/api/admin/reviews/${pending!.id}/approve`, { json: {} });
    expect(((await approved.json()) as { state: string }).state).toBe('published');
    const summaries = server.dataSource.getRepository(ProductReviewSummary);
    expect(await summaries.findOneBy({ templateId: product.templateId })).toMatchObject({
      count: 1,
      average: 4,
    });
    const answered = await admin.request('PUT', `/api/admin/reviews/${pending!.id}/answer`, {
      json: { answer: 'Thank you!' },
    });
    expect(((await answered.json()) as { answer: string }).answer).toBe('Thank you!');
    await admin.request('POST', `/api/admin/reviews/${pending!.id}/reject`, { json: {} });
    expect(await summaries.findOneBy({ templateId: product.templateId })).toMatchObject({
      count: 0,
      average: 0,
    });
  });
});
