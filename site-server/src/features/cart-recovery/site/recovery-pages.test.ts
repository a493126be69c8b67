/**
 * Abandoned-cart recovery (issue 29, items 1–3) through the shop's pages: a guest types their e-mail at
 * the checkout's first step and leaves; after the delay the scan's job queues exactly one mail (never
 * two, however often it scans); its link hands the cart to another browser, whose order counts as
 * recovered; forged and expired links say why and write nothing; each "not sent when" is a state with
 * its reason. Time passes by ageing the recovery rows; jobs run through `jobs.runDue()`.
 */
import { In, IsNull, Not } from 'typeorm';
import { t } from '../../../../../shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../../core/jobs';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { inDialect, sqlTime } from '../../../core/db/sql';
import { tokenHash } from '../../../core/security/access-token';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  portalCustomer,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { Cart } from '../../cart/cart.entity';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import {
  consumableProduct,
  countryId,
  parisAddress,
  postForm,
  shopper,
} from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { CartRecovery } from '../entities';
import { restoreToken } from '../recovery-links';

const HOUR = 3_600_000;
let server: TestServer;
let admin: TestClient;
let productId: number;
let france: number;

beforeAll(async () => {
  server = await startSiteTestServer({ env: { JOBS_POLL_MS: '0' } });
  ({ id: productId } = await consumableProduct(server));
  france = await countryId(server, 'FR');
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(() => server?.close());

/** A guest with the product in the cart who gave `email` at the checkout's first step, then left. */
async function leftAtCheckout(email: string, path = '/shop/address') {
  const visitor = await shopper(server, productId, 2);
  const saved = await postForm(server, visitor, path, parisAddress(france, 'Rita Recover', email));
  expect(saved.status).toBe(302);
  const cart = await server.dataSource
    .getRepository(Cart)
    .findOneByOrFail({ tokenHash: tokenHash(visitor.cookie('vitrine_cart')!) });
  return { visitor, cartId: cart.id };
}

const recoveryOf = (cartId: number) =>
  server.dataSource.getRepository(CartRecovery).findOneByOrFail({ cartId });

/** Moves the cart's last activity `ms` into the past. */
async function age(cartId: number, ms = 2 * HOUR) {
  const em = server.dataSource.manager;
  await em.query(inDialect(em, 'UPDATE "cart_recovery" SET "lastActivityAt" = ? WHERE "cartId" = ?'), [
    sqlTime(em, new Date(Date.now() - ms)),
    cartId,
  ]);
}

/** The scan now (it runs every minute) and the jobs it enqueues; a failed job fails the test. */
async function scan() {
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
const mailsTo = (email: string) =>
  server.dataSource.getRepository(OutboxMail).findBy({
    to: email,
    subject: In([t('en_US', 'recovery.mail.subject'), t('fr_FR', 'recovery.mail.subject')]),
  });

/** The restore link's path and query in a recovery mail. */
const restorePathIn = (mail: OutboxMail) => {
  const url = /https?:\/\/\S+\/shop\/cart\/recover\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return pathname + search;
};

describe('the recovery mail', () => {
  it('goes once, after the delay, to the address typed at the checkout, with the lines, the links and RFC 8058 headers', async () => {
    const email = 'rita.once@example.org';
    const { cartId } = await leftAtCheckout(email);
    expect(await recoveryOf(cartId)).toMatchObject({ email, state: 'waiting', lang: 'en_US' });

    // Within the delay (1 hour by default): nothing.
    await scan();
    expect(await mailsTo(email)).toHaveLength(0);

    await age(cartId);
    await scan();
    await scan();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('You left something in your cart');
    const template = await server.dataSource
      .getRepository(ProductVariant)
      .findOneOrFail({ where: { id: productId }, relations: { template: true } });
    expect(mail!.text).toContain(`2 × ${template.template!.name.en_US}`);
    expect(mail!.html).toMatch(/<img src="http:\/\/[^"]+"/);
    expect(mail!.text).toMatch(/\/shop\/cart\/recovery\/unsubscribe\?email=/);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/\S+\/shop\/cart\/recovery\/unsubscribe\/one-click\?/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await recoveryOf(cartId)).toMatchObject({ state: 'sent', reason: null });

    // Staff's "send now" on a cart whose mail went out sends nothing more.
    const again = await admin.request('POST', `/api/admin/abandoned-carts/${cartId}/send`, { json: {} });
    expect(again.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is written in the language the shopper used', async () => {
    const email = 'rita.fr@example.org';
    const { cartId } = await leftAtCheckout(email, '/fr/shop/address');
    await age(cartId);
    await scan();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Vous avez oublié quelque chose dans votre panier');
    expect(mail!.text).toContain('/fr/shop/cart/recover?token=');
  });

  it('restores the cart in another browser, and the order placed from it counts as recovered', async () => {
    const email = 'rita.back@example.org';
    const { cartId } = await leftAtCheckout(email);
    await age(cartId);
    await scan();
    const [mail] = await mailsTo(email);

    const elsewhere = new TestClient(server.url);
    const opened = await elsewhere.request('GET', restorePathIn(mail!));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/shop/cart');
    const cart = await server.dataSource.getRepository(Cart).findOneByOrFail({ id: cartId });
    expect(cart.tokenHash).toBe(tokenHash(elsewhere.cookie('vitrine_cart')!));
    const variant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneOrFail({ where: { id: productId }, relations: { template: true } });
    expect(decodeHtml((await elsewhere.page('/shop/cart')).html)).toContain(variant.template!.name.en_US);

    await postForm(server, elsewhere, '/shop/confirm_order');
    await postForm(server, elsewhere, '/shop/payment', {
      provider: 'demo',
      accept_terms: '1',
      cc_number: '4242424242424242',
    });
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ cartId });
    expect(order.state).toBe('sale');
    expect(await recoveryOf(cartId)).toMatchObject({
      state: 'recovered',
      orderId: order.id,
      recoveredAmount: order.amountUntaxed,
    });
    const board = (await (await admin.request('GET', '/api/admin/dashboard?days=1')).json()) as {
      figures: Array<{ key: string; current: number }>;
      funnel: { recovered: number };
    };
    expect(board.figures.find((figure) => figure.key === 'recoveredRevenue')!.current).toBe(
      order.amountUntaxed,
    );
    expect(board.funnel.recovered).toBe(1);

    // The same shopper's next cart gets no mail: they ordered.
    const { cartId: next } = await leftAtCheckout(email);
    await age(next);
    await scan();
    expect(await recoveryOf(next)).toMatchObject({ state: 'not_eligible', reason: 'ordered' });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('a customer signed in', () => {
  it("gets the mail at their account's address; the link asks a stranger's browser to sign in first", async () => {
    const { client: customer, email } = await portalCustomer(server, admin);
    await customer.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
    const [row] = await server.dataSource.getRepository(CartRecovery).findBy({ email });
    expect(row).toMatchObject({ state: 'waiting' });
    await age(row!.cartId);
    await scan();
    const [mail] = await mailsTo(email);
    const link = restorePathIn(mail!);

    const stranger = await new TestClient(server.url).request('GET', link);
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toBe('/web/login?redirect=%2Fshop%2Fcart');
    const own = await customer.request('GET', link);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/shop/cart');
    expect((await recoveryOf(row!.cartId)).restoredAt).not.toBeNull();
  });
});

describe('restore links it cannot honour', () => {
  it('forged or expired: the page says why and nothing is written', async () => {
    const email = 'rita.forged@example.org';
    const { cartId } = await leftAtCheckout(email);
    await age(cartId);
    await scan();
    const before = await server.dataSource.getRepository(Cart).findOneByOrFail({ id: cartId });
    const valid = restoreToken(server.config.sessionSecret, cartId);
    const [id, expiry] = valid.split('.');
    const other = await leftAtCheckout('rita.other@example.org');
    const cases = [
      // Another cart's id under this cart's signature.
      {
        token: `${other.cartId}.${expiry}.${valid.split('.')[2]}`,
        status: 400,
        says: 'This link to a cart is not valid.',
      },
      {
        token: `${id}.${Number(expiry) + 60}.${valid.split('.')[2]}`,
        status: 400,
        says: 'This link to a cart is not valid.',
      },
      { token: 'nonsense', status: 400, says: 'This link to a cart is not valid.' },
      {
        token: restoreToken(server.config.sessionSecret, cartId, Date.now() - 8 * 24 * HOUR),
        status: 410,
        says: 'This link to your cart has expired.',
      },
    ];
    for (const { token, status, says } of cases) {
      const stranger = new TestClient(server.url);
      const page = await stranger.page(`/shop/cart/recover?token=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(status);
      expect(decodeHtml(page.html)).toContain(says);
      expect(stranger.cookie('vitrine_cart')).toBeUndefined();
    }
    const after = await server.dataSource.getRepository(Cart).findOneByOrFail({ id: cartId });
    expect(after.tokenHash).toBe(before.tokenHash);
    expect((await recoveryOf(cartId)).restoredAt).toBeNull();
    expect((await recoveryOf(other.cartId)).restoredAt).toBeNull();
  });
});

describe('carts that get no mail, each with its reason', () => {
  it('an empty cart, a free cart, a cart of products no longer sold, an unsubscribed or bouncing address, the feature off', async () => {
    const emptied = await leftAtCheckout('rita.empty@example.org');
    await emptied.visitor.rpc('/shop/cart/update_json', { product_id: productId, set_qty: 0 });

    const unsold = await leftAtCheckout('rita.unsold@example.org');
    const unsubscribed = await leftAtCheckout('rita.unsubscribed@example.org');
    const bouncing = await leftAtCheckout('rita.bounce@example.org');
    await server.dataSource.getRepository(OutboxMail).insert({
      from: 'shop@example.com',
      to: 'rita.bounce@example.org',
      subject: 'An earlier mail',
      text: '…',
      html: null,
      headers: null,
      state: 'failed',
      attempts: 5,
      lastError: '550 No such user',
      nextAttemptAt: null,
      sentAt: null,
    });
    // The one-click address of a mail's List-Unsubscribe header (RFC 8058).
    const { unsubscribeQuery } = await import('../recovery-links');
    const oneClick = await new TestClient(server.url).request(
      'POST',
      `/shop/cart/recovery/unsubscribe/one-click?${unsubscribeQuery(server.config.sessionSecret, 'rita.unsubscribed@example.org')}`,
      {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(oneClick.status).toBe(200);

    const template = (
      await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: productId })
    ).templateId;
    // The unsold cart is decided while its product is off the shop, the others once it is back.
    await server.dataSource.getRepository(ProductTemplate).update({ id: template }, { published: false });
    try {
      await age(unsold.cartId);
      await scan();
    } finally {
      await server.dataSource.getRepository(ProductTemplate).update({ id: template }, { published: true });
    }
    // The free cart is decided while its product costs nothing.
    const free = await leftAtCheckout('rita.free@example.org');
    const { price } = await server.dataSource
      .getRepository(ProductTemplate)
      .findOneByOrFail({ id: template });
    await server.dataSource.getRepository(ProductTemplate).update({ id: template }, { price: 0 });
    try {
      await age(free.cartId);
      await scan();
    } finally {
      await server.dataSource.getRepository(ProductTemplate).update({ id: template }, { price });
    }
    expect(await recoveryOf(free.cartId)).toMatchObject({ state: 'not_eligible', reason: 'free' });
    for (const cart of [emptied, unsubscribed, bouncing]) await age(cart.cartId);
    await scan();
    expect(await recoveryOf(emptied.cartId)).toMatchObject({ state: 'not_eligible', reason: 'empty' });
    expect(await recoveryOf(unsold.cartId)).toMatchObject({ state: 'not_eligible', reason: 'unavailable' });
    expect(await recoveryOf(unsubscribed.cartId)).toMatchObject({
      state: 'not_eligible',
      reason: 'unsubscribed',
    });
    expect(await recoveryOf(bouncing.cartId)).toMatchObject({ state: 'not_eligible', reason: 'bounced' });

    // Off: due carts are not eligible, for that reason.
    const off = await admin.request('PUT', '/api/admin/abandoned-carts/settings', {
      json: { enabled: false, delaySeconds: 3600 },
    });
    expect(off.status).toBe(200);
    try {
      const late = await leftAtCheckout('rita.off@example.org');
      await age(late.cartId);
      await scan();
      expect(await recoveryOf(late.cartId)).toMatchObject({ state: 'not_eligible', reason: 'disabled' });
    } finally {
      await admin.request('PUT', '/api/admin/abandoned-carts/settings', {
        json: { enabled: true, delaySeconds: 3600 },
      });
    }
    for (const email of [
      'rita.free@example.org',
      'rita.empty@example.org',
      'rita.unsold@example.org',
      'rita.unsubscribed@example.org',
      'rita.off@example.org',
    ])
      expect(await mailsTo(email), email).toHaveLength(0);

    // The list shows them with their reasons, to shop managers only.
    const list = (await (
      await admin.request('GET', '/api/admin/abandoned-carts?state=not_eligible')
    ).json()) as {
      items: Array<{ email: string; reason: string }>;
    };
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'rita.empty@example.org', reason: 'empty' }),
        expect.objectContaining({ email: 'rita.bounce@example.org', reason: 'bounced' }),
      ]),
    );
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', 'demo-password-1');
    expect((await customer.request('GET', '/api/admin/abandoned-carts')).status).toBe(403);
  });

  it("refuses a delay out of bounds, in the staff member's words, and changes nothing", async () => {
    const refused = await admin.request('PUT', '/api/admin/abandoned-carts/settings', {
      json: { enabled: true, delaySeconds: 1 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('The delay must be between 5 seconds and 7 days.');
    const list = (await (await admin.request('GET', '/api/admin/abandoned-carts')).json()) as {
      settings: { delaySeconds: number };
    };
    expect(list.settings.delaySeconds).toBe(3600);
  });
});

describe('the unsubscribe page', () => {
  it('asks, then stops the reminders; a forged link is refused', async () => {
    const { unsubscribeQuery } = await import('../recovery-links');
    const query = unsubscribeQuery(server.config.sessionSecret, 'rita.page@example.org');
    const visitor = new TestClient(server.url);
    const asked = await visitor.page(`/shop/cart/recovery/unsubscribe?${query}`);
    expect(asked.status).toBe(200);
    expect(decodeHtml(asked.html)).toContain('Stop sending cart reminders to rita.page@example.org?');
    const params = new URLSearchParams(query);
    const done = await postForm(server, visitor, '/shop/cart/recovery/unsubscribe', {
      email: params.get('email')!,
      token: params.get('token')!,
    });
    expect(done.status).toBe(303);
    expect(decodeHtml((await visitor.page(done.headers.get('location')!)).html)).toContain(
      'rita.page@example.org will not get cart reminders any more.',
    );
    const forged = await visitor.page(
      '/shop/cart/recovery/unsubscribe?email=rita.page@example.org&token=forged',
    );
    expect(forged.status).toBe(403);
    expect(decodeHtml(forged.html)).toContain('This unsubscribe link is not valid.');
  });
});
