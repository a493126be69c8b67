/**
 * Abandoned-cart recovery (issue 29, items 1–3) through the shop's pages: a guest types their e-mail at
 * the checkout's first step and leaves; after the delay the scan's job queues exactly one mail (never
 * two, however often it scans); its link hands the cart to another browser, whose order counts as
 * recovered; a customer's cart is mailed at their account's address; forged and expired links say why
 * and write nothing (the reasons a cart gets no mail: recovery-reasons-pages.test.ts). Time passes by ageing the recovery rows; jobs run through `jobs.runDue()`.
 */
import { describe, expect, it } from 'vitest';
import { tokenHash } from '../../../core/security/access-token';
import { decodeHtml, portalCustomer, TestClient } from '../../../testing/test-server';
import { Cart } from '../../cart/cart.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { postForm } from '../../checkout/site/checkout-test-support';
import { SaleOrder } from '../../orders/sale-order.entity';
import { CartRecovery } from '../entities';
import { restoreToken } from '../recovery-links';
import {
  admin,
  age,
  HOUR,
  leftAtCheckout,
  mailsTo,
  productId,
  recoveryOf,
  restorePathIn,
  scan,
  server,
  withRecoveryShop,
} from '../recovery-test-support';

withRecoveryShop();
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
