/** What the recovery's page tests share: a shop with its jobs run by hand, guests who leave at the checkout, the scan. */
import { In, IsNull, Not } from 'typeorm';
import { t } from '../../../../shared/i18n';
import { afterAll, beforeAll, expect } from 'vitest';
import { Job } from '../../core/jobs';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { inDialect, sqlTime } from '../../core/db/sql';
import { tokenHash } from '../../core/security/access-token';
import { startSiteTestServer } from '../../testing/site-test-server';
import { TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { Cart } from '../cart/cart.entity';
import {
  consumableProduct,
  countryId,
  parisAddress,
  postForm,
  shopper,
} from '../checkout/site/checkout-test-support';
import { SaleOrder } from '../orders/sale-order.entity';
import { CartRecovery } from './entities';

export const HOUR = 3_600_000;
export let server: TestServer;
export let admin: TestClient;
export let productId: number;
export let france: number;

/** The shop of the test file that calls it (the site through Vite's dev server, no background worker); `env` adds to its settings. */
export function withRecoveryShop(env: () => Record<string, string> = () => ({})) {
  beforeAll(async () => {
    server = await startSiteTestServer({ env: { JOBS_POLL_MS: '0', ...env() } });
    ({ id: productId } = await consumableProduct(server));
    france = await countryId(server, 'FR');
    admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 60_000);
  afterAll(() => server?.close());
}

/** A guest with the product in the cart who gave `email` at the checkout's first step, then left. */
export async function leftAtCheckout(email: string, path = '/shop/address') {
  const visitor = await shopper(server, productId, 2);
  const saved = await postForm(server, visitor, path, parisAddress(france, 'Rita Recover', email));
  expect(saved.status).toBe(302);
  const cart = await server.dataSource
    .getRepository(Cart)
    .findOneByOrFail({ tokenHash: tokenHash(visitor.cookie('vitrine_cart')!) });
  return { visitor, cartId: cart.id };
}

export const recoveryOf = (cartId: number) =>
  server.dataSource.getRepository(CartRecovery).findOneByOrFail({ cartId });

/** Moves the cart's last activity `ms` into the past. */
export async function age(cartId: number, ms = 2 * HOUR) {
  const em = server.dataSource.manager;
  await em.query(inDialect(em, 'UPDATE "cart_recovery" SET "lastActivityAt" = ? WHERE "cartId" = ?'), [
    sqlTime(em, new Date(Date.now() - ms)),
    cartId,
  ]);
}

/** The scan now (it runs every minute) and the jobs it enqueues; a failed job fails the test. */
export async function scan() {
  await server.app.transaction((em) =>
    server.app.jobs.enqueue(em, 'cart-recovery.scan', { slot: new Date().toISOString() }),
  );
  const result = await server.app.jobs.runDue();
  if (result.retried || result.failed) {
    const broken = await server.dataSource.getRepository(Job).findBy({ lastError: Not(IsNull()) });
    throw new Error(broken.map((job) => `${job.kind}: ${job.lastError}`).join('\n'));
  }
}

/** The recovery mails to `email` (the order's own mails left out). */
export const mailsTo = (email: string) =>
  server.dataSource.getRepository(OutboxMail).findBy({
    to: email,
    subject: In([t('en_US', 'recovery.mail.subject'), t('fr_FR', 'recovery.mail.subject')]),
  });

/** The restore link's path and query in a recovery mail. */
export const restorePathIn = (mail: OutboxMail) => {
  const url = /https?:\/\/\S+\/shop\/cart\/recover\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return pathname + search;
};

/** Opens the mail's restore link in another browser and orders the cart there (paid by the demo card). */
export async function orderFromLink(mail: OutboxMail, cartId: number) {
  const elsewhere = new TestClient(server.url);
  expect((await elsewhere.request('GET', restorePathIn(mail))).status).toBe(303);
  await postForm(server, elsewhere, '/shop/confirm_order');
  await postForm(server, elsewhere, '/shop/payment', {
    provider: 'demo',
    accept_terms: '1',
    cc_number: '4242424242424242',
  });
  return server.dataSource.getRepository(SaleOrder).findOneByOrFail({ cartId, state: 'sale' });
}

/** The dashboard's recovered revenue (today) and the funnel's recovered orders. */
export async function recoveredOnDashboard() {
  const board = (await (await admin.request('GET', '/api/admin/dashboard?days=1')).json()) as {
    figures: Array<{ key: string; current: number }>;
    funnel: { recovered: number };
  };
  return {
    revenue: board.figures.find((figure) => figure.key === 'recoveredRevenue')!.current,
    orders: board.funnel.recovered,
  };
}
