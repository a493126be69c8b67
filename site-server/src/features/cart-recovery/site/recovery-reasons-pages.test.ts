/**
 * The carts that get no recovery mail, each with its reason shown to staff (issue 29, item 1): empty,
 * free, no longer sold, unsubscribed, bouncing (whatever the case of the address), the feature off; the settings' refusal; the unsubscribe
 * page. Time passes by ageing the recovery rows; jobs run through `jobs.runDue()`.
 */
import { describe, expect, it } from 'vitest';
import { OutboxMail } from '../../../core/mail/outbox-mail.entity';
import { decodeHtml, TestClient } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { postForm } from '../../checkout/site/checkout-test-support';
import {
  admin,
  age,
  leftAtCheckout,
  mailsTo,
  productId,
  recoveryOf,
  scan,
  server,
  withRecoveryShop,
} from '../recovery-test-support';

withRecoveryShop();
describe('carts that get no mail, each with its reason', () => {
  it('an empty cart, a free cart, a cart of products no longer sold, an unsubscribed or bouncing address (in any case), the feature off', async () => {
    const emptied = await leftAtCheckout('rita.empty@example.org');
    await emptied.visitor.rpc('/shop/cart/update_json', { product_id: productId, set_qty: 0 });

    const unsold = await leftAtCheckout('rita.unsold@example.org');
    const unsubscribed = await leftAtCheckout('rita.unsubscribed@example.org');
    const bouncing = await leftAtCheckout('rita.bounce@example.org');
    // An earlier mail to the address, typed in another case, failed for good.
    const earlier = await server.app.transaction((em) =>
      server.app.services.mail.queue(em, {
        to: 'Rita.Bounce@Example.ORG',
        subject: 'An earlier mail',
        text: '…',
      }),
    );
    await server.dataSource
      .getRepository(OutboxMail)
      .update({ id: earlier.id }, { state: 'failed', attempts: 5, lastError: '550 No such user' });
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
    const settings = await admin.request('GET', '/api/admin/abandoned-carts/settings');
    expect(await settings.json()).toEqual({ enabled: true, delaySeconds: 3600 });
    // The Settings screen's card reads them: shop managers only.
    const customer = new TestClient(server.url);
    await customer.signIn('portal@example.com', 'demo-password-1');
    expect((await customer.request('GET', '/api/admin/abandoned-carts/settings')).status).toBe(403);
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
