import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeers } from '../../testing/peers';
import { holdRows, sessionsWaitingForLocks } from '../../testing/row-holder';
import { portalCustomer, TEST_ADMIN, TestClient } from '../../testing/test-server';
import { ProductReview, ProductReviewSummary } from './entities';
import { postReview, stockedProduct } from './review-test-support';

// Several processes on one database: PostgreSQL only (SQLite has one writer, which hides these races).
// `npm run test:pg -- site-server/src/features/reviews/review-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)(
  'reviews of one product written by three servers at once',
  () => {
    let peers: Awaited<ReturnType<typeof startPeers>>;
    beforeAll(async () => {
      peers = await startPeers(3);
    });
    afterAll(() => peers?.close());

    it('count every published review in the product’s summary, and keep one review per author', async () => {
      const server = peers.first;
      const admin = new TestClient(server.url);
      await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      await admin.request('PUT', '/api/admin/reviews/settings', {
        json: { moderation: 'publish', requestEnabled: true, requestDelayDays: 7 },
      });
      const product = await stockedProduct(server, admin, 'Race Review Lamp', { qty: 5 });
      const customers = [];
      for (let i = 0; i < 9; i += 1) customers.push(await portalCustomer(server, admin));
      // Each customer posts on another server, all at once; one of them twice at once.
      const onPeer = (index: number, client: TestClient) => {
        const peer = peers.servers[index % peers.servers.length]!;
        const moved = new TestClient(peer.url);
        moved.setCookie('vitrine_session', client.cookie('vitrine_session')!);
        return { peer, moved };
      };
      const posts = customers.map((customer, index) => {
        const { peer, moved } = onPeer(index, customer.client);
        return postReview(peer, moved, {
          template_id: product.templateId,
          stars: 1 + (index % 5),
          title: 'Race',
          body: 'Race.',
        });
      });
      const { peer, moved } = onPeer(1, customers[0]!.client);
      posts.push(
        postReview(peer, moved, {
          template_id: product.templateId,
          stars: 5,
          title: 'Twice',
          body: 'Twice.',
        }),
      );
      // Every post is answered as a post (the double one edits), none with a server error.
      const answers = await Promise.all(posts);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

      const reviews = await server.dataSource
        .getRepository(ProductReview)
        .findBy({ templateId: product.templateId });
      expect(reviews).toHaveLength(9);
      const summary = await server.dataSource
        .getRepository(ProductReviewSummary)
        .findOneByOrFail({ templateId: product.templateId });
      const sum = reviews.reduce((total, review) => total + review.rating!.halfStars / 2, 0);
      expect(summary.count).toBe(9);
      expect(summary.average).toBeCloseTo(Math.round((sum / 9) * 100) / 100, 2);
      for (const stars of [1, 2, 3, 4, 5] as const)
        expect(summary[`stars${stars}`]).toBe(
          reviews.filter((review) => review.rating!.halfStars === stars * 2).length,
        );
    });

    it('count every review staff approve at once in several processes (the summary row is locked before the count)', async () => {
      const server = peers.first;
      const url = server.config.databaseUrl!;
      const admin = new TestClient(server.url);
      await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      await admin.request('PUT', '/api/admin/reviews/settings', {
        json: { moderation: 'hold', requestEnabled: true, requestDelayDays: 7 },
      });
      const product = await stockedProduct(server, admin, 'Race Approval Lamp', { qty: 5 });
      for (let i = 0; i < 4; i += 1) {
        const customer = await portalCustomer(server, admin);
        const posted = await postReview(server, customer.client, {
          template_id: product.templateId,
          stars: 2 + i,
          title: 'Waiting',
          body: 'Waiting.',
        });
        expect(posted.status).toBe(200);
      }
      const waiting = await server.dataSource
        .getRepository(ProductReview)
        .findBy({ templateId: product.templateId, state: 'pending' });
      expect(waiting).toHaveLength(4);

      // The summary row held: every approval, each on its own server, lines up behind it; then they go.
      const hold = await holdRows(
        url,
        `SELECT 1 FROM "product_review_summary" WHERE "templateId" = $1 FOR UPDATE`,
        [product.templateId],
      );
      let approvals: Promise<Response[]> | undefined;
      try {
        approvals = Promise.all(
          waiting.map(async (review, index) => {
            const staff = new TestClient(peers.at(index).url);
            staff.setCookie('vitrine_session', admin.cookie('vitrine_session')!);
            return staff.request('POST', `/api/admin/reviews/${review.id}/approve`, { json: {} });
          }),
        );
        await expect
          .poll(() => sessionsWaitingForLocks(url), { timeout: 20_000 })
          .toBeGreaterThanOrEqual(waiting.length);
      } finally {
        await hold.release();
      }
      expect((await approvals!).map((answer) => answer.status)).toEqual(waiting.map(() => 200));
      const summary = await server.dataSource
        .getRepository(ProductReviewSummary)
        .findOneByOrFail({ templateId: product.templateId });
      expect(summary).toMatchObject({
        count: 4,
        stars1: 0,
        stars2: 1,
        stars3: 1,
        stars4: 1,
        stars5: 1,
        average: 3.5,
      });
    });
  },
);
