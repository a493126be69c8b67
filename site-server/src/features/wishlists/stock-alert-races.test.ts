import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startPeers } from '../../testing/peers';
import { holdRows, sessionsWaitingForLocks } from '../../testing/row-holder';
import { TEST_ADMIN, TestClient } from '../../testing/test-server';
import { StockAlert } from './stock-alert.entity';
import { postForm, setStock, stockedProduct } from './wishlist-test-support';

// Two processes mailing the same waiting alerts at once: PostgreSQL only (SQLite has one process and
// one writer). `npm run test:pg -- site-server/src/features/wishlists/stock-alert-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('back-in-stock mails sent by two processes at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  const staff: TestClient[] = [];

  beforeAll(async () => {
    // No worker of their own: the test runs the jobs when the alerts' rows are held.
    peers = await startPeers(2, { env: { JOBS_POLL_MS: '0' } });
    for (const server of peers.servers) {
      const client = new TestClient(server.url);
      await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      staff.push(client);
    }
  });
  afterAll(() => peers?.close());

  it('each waiting address gets one mail', async () => {
    const [first, second] = peers.servers;
    const product = await stockedProduct(first!, staff[0]!, 'Race Lamp');
    const addresses = ['race-1@example.com', 'race-2@example.com', 'race-3@example.com'];
    for (const [index, email] of addresses.entries()) {
      const server = peers.at(index);
      const answer = await postForm(
        server,
        new TestClient(server.url),
        '/shop/stock-alert',
        {
          product_id: product.productId,
          email,
        },
        { json: true },
      );
      expect(answer.status).toBe(200);
    }
    // Two stock changes, one on each process: two jobs that scan the same alerts.
    await setStock(staff[0]!, product.templateId, product.productId, 2);
    await setStock(staff[1]!, product.templateId, product.productId, 5);

    const url = first!.config.databaseUrl!;
    const hold = await holdRows(url, `SELECT 1 FROM "stock_alert" WHERE "productId" = $1 FOR UPDATE`, [
      product.productId,
    ]);
    const runs = Promise.all([first!.app.jobs.runDue(), second!.app.jobs.runDue()]);
    try {
      // Both scans read the waiting alerts and wait at the first one's update.
      await expect.poll(() => sessionsWaitingForLocks(url), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await hold.release();
    }
    const results = await runs;
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);

    const mails = await first!.dataSource
      .getRepository(OutboxMail)
      .find({ where: addresses.map((to) => ({ to })) });
    expect(mails.map((mail) => mail.to).sort()).toEqual(addresses);
    const alerts = await first!.dataSource.getRepository(StockAlert).findBy({ productId: product.productId });
    expect(alerts.every((alert) => alert.state === 'sent')).toBe(true);
  });
});
