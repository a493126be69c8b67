/**
 * What the cart's form posts tell the page they come back to (issue 25 item 1, SPEC §8: the server's
 * cart warning is a dismissable red alert; 'This combination does not exist.'), as a browser without
 * JavaScript gets the pages: the real server, the site through its Vite dev server.
 * e2e/cart-warnings.e2e.ts does the same in a real browser, and dismisses the alert in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartErrorCodes } from '@shared/catalog/cart-alerts';
import { t, type LangCode, type MessageKey } from '@shared/i18n';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, formTokenOf, TestClient, type TestServer } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';

let server: TestServer;
/** The demo's Standing Desk: stockable, sold only while in stock ('always'). */
let desk: { variantId: number; url: string };

beforeAll(async () => {
  server = await startSiteTestServer();
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneByOrFail({ templateId: template.id, active: true });
  await server.dataSource.getRepository(ProductVariant).update({ id: variant.id }, { virtualAvailable: 11 });
  desk = { variantId: variant.id, url: `/shop/product/${template.slug}-${template.id}` };
}, 60_000);
afterAll(() => server?.close());

/** The add form's post, from the page at `referer`, as a visitor without a session sends it. */
async function addToCart(visitor: TestClient, fields: Record<string, string | number>, referer: string) {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  body.set('csrf_token', await formTokenOf(server, visitor));
  return visitor.request('POST', '/shop/cart/update', {
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: server.url + referer },
  });
}

/** The server's cart alert of a page: its texts and its dismiss link, or null when it shows none. */
function cartAlert(html: string) {
  const alert =
    /<div class="shop-alert shop-alert--danger" role="alert" data-cart-alert="server">(.*?)<\/a><\/div>/s.exec(
      html,
    )?.[1];
  if (!alert) return null;
  return {
    texts: [...alert.matchAll(/<p class="shop-alert__text">([^<]*)<\/p>/g)].map((m) => decodeHtml(m[1]!)),
    dismiss: decodeHtml(
      /<a href="([^"]*)" class="shop-alert__dismiss" aria-label="([^"]*)"/.exec(alert)![1]!,
    ),
    dismissLabel: decodeHtml(/aria-label="([^"]*)"/.exec(alert)![1]!),
  };
}

/** The quantities the cart page's line inputs show. */
const lineQuantities = (html: string) =>
  [...html.matchAll(/<input[^>]*class="shop-qty__input js_quantity"[^>]*>/g)].map(
    (input) => /value="(\d+)"/.exec(input[0])?.[1],
  );

const limited = (lang: LangCode) => t(lang, 'shop.cart.warning.limited', 50, 11);

describe('a post over the stock', () => {
  it('comes back to a cart holding what is left, which says so in the language of the page it came from', async () => {
    const visitor = new TestClient(server.url);
    const posted = await addToCart(visitor, { product_id: desk.variantId, add_qty: 50 }, `/fr${desk.url}`);
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/fr/shop/cart?cart_warning=limited.50.11');

    const cart = await visitor.page('/fr/shop/cart?cart_warning=limited.50.11');
    expect(cart.status).toBe(200);
    expect(cartAlert(cart.html)).toEqual({
      texts: ['Vous demandez 50 produits mais seulement 11 sont disponibles'],
      dismiss: '/fr/shop/cart',
      dismissLabel: 'Fermer',
    });
    expect(lineQuantities(cart.html)).toEqual(['11']);
    // Dismissed (the link), the cart shows no alert and still holds 11.
    const dismissed = await visitor.page('/fr/shop/cart');
    expect(cartAlert(dismissed.html)).toBeNull();
    expect(lineQuantities(dismissed.html)).toEqual(['11']);

    for (const [prefix, lang] of [
      ['', 'en_US'],
      ['/es', 'es_ES'],
    ] as const)
      expect(
        cartAlert((await visitor.page(`${prefix}/shop/cart?cart_warning=limited.50.11`)).html)?.texts,
      ).toEqual([limited(lang)]);
    expect(cartAlert((await visitor.page('/shop/cart?cart_warning=unavailable')).html)?.texts).toEqual([
      t('en_US', 'shop.cart.warning.unavailable'),
    ]);
  });
});

describe('a refused post', () => {
  const messages: Record<(typeof cartErrorCodes)[number], MessageKey> = {
    product_unavailable: 'shop.cart.error.productUnavailable',
    combination_missing: 'shop.product.combinationMissing',
    custom_value_missing: 'shop.product.customValueMissing',
    line_missing: 'shop.cart.error.lineMissing',
    bad_input: 'shop.cart.error.badInput',
  };

  it('comes back to the product page, which words each reason in its language', async () => {
    const visitor = new TestClient(server.url);
    const refused = await addToCart(
      visitor,
      {
        product_id: desk.variantId,
        no_variant_attribute_values: JSON.stringify([
          { attribute_value_id: 999_999, attribute_value_name: 'Gold' },
        ]),
      },
      `/es${desk.url}?ref=mail`,
    );
    expect(refused.headers.get('location')).toBe(`/es${desk.url}?ref=mail&cart_error=combination_missing`);
    const page = await visitor.page(refused.headers.get('location')!);
    // The shopper's other parameters stay when the alert is dismissed.
    expect(cartAlert(page.html)).toEqual({
      texts: ['Esta combinación no existe.'],
      dismiss: `/es${desk.url}?ref=mail`,
      dismissLabel: 'Cerrar',
    });

    for (const code of cartErrorCodes)
      for (const [prefix, lang] of [
        ['', 'en_US'],
        ['/fr', 'fr_FR'],
        ['/es', 'es_ES'],
      ] as const) {
        const { html } = await visitor.page(`${prefix}${desk.url}?cart_error=${code}`);
        expect(cartAlert(html)?.texts, `${code} ${lang}`).toEqual([t(lang, messages[code])]);
      }
    // The cart page's own forms come back to it with their reasons too.
    expect(cartAlert((await visitor.page('/shop/cart?cart_error=line_missing')).html)?.texts).toEqual([
      t('en_US', 'shop.cart.error.lineMissing'),
    ]);
  });

  it('shows nothing for a code it does not know: only codes and numbers travel, never a text', async () => {
    const visitor = new TestClient(server.url);
    for (const query of [
      'cart_error=Pay+at+evil.example',
      'cart_warning=%3Cb%3Epay%3C%2Fb%3E',
      'cart_warning=limited.50',
      'cart_warning=limited.50.11.12',
    ])
      expect(cartAlert((await visitor.page(`/shop/cart?${query}`)).html), query).toBeNull();
    expect(cartAlert((await visitor.page(`${desk.url}`)).html)).toBeNull();
  });
});
