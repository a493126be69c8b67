import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../../shared/i18n';
import { inDialect, sqlTime } from '../../core/db/sql';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startPeers } from '../../testing/peers';
import { portalCustomer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { CartRecovery } from './entities';

// Several processes on one database: PostgreSQL only (SQLite has one process, and one writer that
// hides these races). `npm run test:pg -- site-server/src/features/cart-recovery/cart-recovery-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('recovery mails decided by three servers at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  let server: TestServer;
  let productId: number;

  beforeAll(async () => {
    peers = await startPeers(3, { env: { JOBS_POLL_MS: '0' } });
    server = peers.first;
    const template = await server.dataSource
      .getRepository(ProductTemplate)
      .findOneByOrFail({ sortName: 'corner desk' });
    productId = (
      await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ templateId: template.id })
    ).id;
  });
  afterAll(() => peers?.close());

  it('send each abandoned cart one mail, however many scans, jobs and "send now" run together', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    // Signed-in customers each leave a cart: their address is known from their account.
    const emails: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { client, email } = await portalCustomer(server, admin);
      const { body } = await client.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
      expect(body.error).toBeUndefined();
      emails.push(email);
    }
    const rows = await server.dataSource.getRepository(CartRecovery).findBy({ email: In(emails) });
    expect(rows).toHaveLength(8);
    const em = server.dataSource.manager;
    await em.query(inDialect(em, 'UPDATE "cart_recovery" SET "lastActivityAt" = ?'), [
      sqlTime(em, new Date(Date.now() - 2 * 3_600_000)),
    ]);

    // Every server scans and runs its jobs twice, while staff press "send now" on each cart on another.
    const staff = peers.servers.map((peer) => {
      const client = new TestClient(peer.url);
      client.setCookie('vitrine_session', admin.cookie('vitrine_session')!);
      return client;
    });
    const scanAndRun = async (peer: TestServer) => {
      await peer.app.transaction((tx) =>
        peer.app.jobs.enqueue(tx, 'cart-recovery.scan', { slot: new Date().toISOString() }),
      );
      await peer.app.jobs.runDue();
    };
    await Promise.all([
      ...peers.servers.flatMap((peer) => [scanAndRun(peer), scanAndRun(peer)]),
      ...rows.map((row, i) =>
        staff[i % staff.length]!.request('POST', `/api/admin/abandoned-carts/${row.cartId}/send`, {
          json: {},
        }),
      ),
    ]);
    for (const peer of peers.servers) await peer.app.jobs.runDue();

    const mails = await server.dataSource
      .getRepository(OutboxMail)
      .findBy({ to: In(emails), subject: t('en_US', 'recovery.mail.subject') });
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    const after = await server.dataSource.getRepository(CartRecovery).findBy({ email: In(emails) });
    expect(after.every((row) => row.state === 'sent')).toBe(true);
  });
});
