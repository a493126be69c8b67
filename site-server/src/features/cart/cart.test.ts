import { describe, expect, it } from 'vitest';
import { shopMessages } from '../../../../shared/catalog/contract';
import { tokenHash } from '../../core/security/access-token';
import { TestClient } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { CART_COOKIE } from './cart-cookie';
import { Cart } from './cart.entity';
import {
  server,
  ids,
  variantOf,
  postForm,
  linesOf,
  updateJson,
  useCartTestServer,
} from './cart-test-support';

useCartTestServer();

describe('POST /shop/cart/update (form)', () => {
  it('adds a product to a new cart whose cookie is random, HttpOnly, SameSite=Lax and stored hashed', async () => {
    const visitor = new TestClient(server.url);
    const response = await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk, add_qty: 2 });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop/cart');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${CART_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = /vitrine_cart=([^;]+)/.exec(cookie)![1]!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await server.dataSource.getRepository(Cart).findOneBy({ tokenHash: tokenHash(token) });
    expect(stored?.state).toBe('draft');
    expect(await server.dataSource.getRepository(Cart).findOneBy({ tokenHash: token })).toBeNull();
    const lines = await linesOf(visitor);
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[ids.cornerDesk, 2]]);
    expect(lines[0]!.unitPrice).toBe(52000);
  });

  it('adds up the same product and keeps the language prefix', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk });
    const again = await postForm(visitor, '/fr/shop/cart/update', { product_id: ids.cornerDesk, add_qty: 3 });
    expect(again.headers.get('location')).toBe('/fr/shop/cart');
    expect((await linesOf(visitor)).map((l) => l.quantity)).toEqual([4]);
    // The pages post to the unprefixed route: the referring page's language is kept.
    const fromSpanish = await postForm(
      visitor,
      '/shop/cart/update',
      { product_id: ids.cornerDesk },
      { referer: '/es/shop/product/corner-desk-3' },
    );
    expect(fromSpanish.headers.get('location')).toBe('/es/shop/cart');
  });

  it('keeps no_variant and custom values on the line, priced with their extras', async () => {
    const visitor = new TestClient(server.url);
    const base = await postForm(visitor, '/shop/cart/update', { product_id: ids.desk });
    expect(base.status).toBe(303);
    const response = await postForm(visitor, '/shop/cart/update', {
      product_id: ids.desk,
      add_qty: 1,
      no_variant_attribute_values: JSON.stringify([
        {
          attribute_value_id: ids.engravingCustom,
          attribute_value_name: 'Other',
          value: ids.engravingCustom,
        },
      ]),
      product_custom_attribute_values: JSON.stringify([
        {
          attribute_value_id: ids.engravingCustom,
          attribute_value_name: 'Other',
          custom_value: '  J.D. 2026 ',
        },
      ]),
    });
    expect(response.status).toBe(303);
    const [plain, engraved] = await linesOf(visitor);
    expect(engraved!.customValues).toEqual([
      expect.objectContaining({ attribute_value_id: ids.engravingCustom, custom_value: 'J.D. 2026' }),
    ]);
    expect(engraved!.noVariantValues[0]!.attribute_name).toBe('Engraving');
    expect(engraved!.unitPrice).toBe(plain!.unitPrice + 2500);
    const popover = await (await visitor.request('GET', '/shop/cart?type=popover')).text();
    expect(popover).toContain('×');
  });

  it('refuses a post without a valid csrf_token, changing nothing', async () => {
    const visitor = new TestClient(server.url);
    const response = await postForm(
      visitor,
      '/shop/cart/update',
      { product_id: ids.cornerDesk },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    const forged = await postForm(
      visitor,
      '/shop/cart/update',
      {
        product_id: ids.cornerDesk,
        csrf_token: 'x.y.z',
      },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(CART_COOKIE))).toBe(false);
  });

  it('sends an unknown or unpublished product back to its page with an error, or answers 404', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk });
    const back = await postForm(
      visitor,
      '/shop/cart/update',
      { product_id: 999_999 },
      { referer: '/shop/product/x-1?a=1' },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/shop/product/x-1?a=1&cart_error=product_unavailable');
    const page = await postForm(visitor, '/shop/cart/update', { product_id: 999_999 });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This product is not available.');

    const { template } = await variantOf('Corner Desk');
    await server.dataSource.getRepository(ProductTemplate).update({ id: template.id }, { published: false });
    try {
      const hidden = await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk });
      expect(hidden.status).toBe(404);
    } finally {
      await server.dataSource.getRepository(ProductTemplate).update({ id: template.id }, { published: true });
    }
    expect((await linesOf(visitor)).map((l) => l.quantity)).toEqual([1]);
  });

  it('refuses an impossible combination, malformed JSON and bad quantities, changing nothing', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', { product_id: ids.desk });
    const referer = { referer: '/shop/product/desk-1' };
    const cases: Array<[Record<string, string | number>, string]> = [
      [
        {
          product_id: ids.desk,
          no_variant_attribute_values: JSON.stringify([
            { attribute_value_id: ids.foreignValue, attribute_value_name: 'x' },
          ]),
        },
        'combination_missing',
      ],
      [
        {
          product_id: ids.desk,
          product_custom_attribute_values: JSON.stringify([
            { attribute_value_id: ids.engravingNone, attribute_value_name: 'x', custom_value: 'typed' },
          ]),
          no_variant_attribute_values: JSON.stringify([
            { attribute_value_id: ids.engravingNone, attribute_value_name: 'x' },
          ]),
        },
        'combination_missing',
      ],
      // Initials chosen (a paid custom value) with no initials, or only spaces: refused, never charged.
      [
        {
          product_id: ids.desk,
          no_variant_attribute_values: JSON.stringify([
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'Initials' },
          ]),
        },
        'custom_value_missing',
      ],
      [
        {
          product_id: ids.desk,
          product_custom_attribute_values: JSON.stringify([
            {
              attribute_value_id: ids.engravingInitials,
              attribute_value_name: 'Initials',
              custom_value: '  ',
            },
          ]),
          no_variant_attribute_values: JSON.stringify([
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'Initials' },
          ]),
        },
        'custom_value_missing',
      ],
      [{ product_id: ids.desk, no_variant_attribute_values: '[{"attribute_value_id": ' }, 'bad_input'],
      [{ product_id: ids.desk, add_qty: 10_001 }, 'bad_input'],
      [{ product_id: ids.desk, add_qty: -2 }, 'bad_input'],
      [{ product_id: ids.desk, add_qty: 'many' }, 'bad_input'],
      [{ product_id: 'abc' }, 'bad_input'],
    ];
    for (const [fields, code] of cases) {
      const response = await postForm(visitor, '/shop/cart/update', fields, referer);
      expect(response.status, JSON.stringify(fields)).toBe(303);
      expect(response.headers.get('location')).toBe(`/shop/product/desk-1?cart_error=${code}`);
    }
    const lines = await linesOf(visitor);
    expect(lines.map((l) => [l.productId, l.quantity, l.valuesKey])).toEqual([[ids.desk, 1, '']]);
  });

  it('limits a stockable product to what is available', async () => {
    const visitor = new TestClient(server.url);
    await server.dataSource
      .getRepository(ProductVariant)
      .update({ id: ids.standingDesk }, { virtualAvailable: 3 });
    const response = await postForm(visitor, '/shop/cart/update', {
      product_id: ids.standingDesk,
      add_qty: 5,
    });
    expect(response.headers.get('location')).toBe('/shop/cart?cart_warning=limited.5.3');
    expect((await linesOf(visitor)).map((l) => l.quantity)).toEqual([3]);
  });
});

describe('POST /shop/cart/update_option (form)', () => {
  it('adds the product with its optional products and answers the cart quantity as text', async () => {
    const visitor = new TestClient(server.url);
    const chairVariant = await server.dataSource
      .getRepository(ProductVariant)
      .findOneOrFail({ where: { templateId: ids.chairTemplate }, order: { id: 'ASC' } });
    const response = await postForm(visitor, '/shop/cart/update_option', {
      product_id: chairVariant.id,
      add_qty: 2,
      lang: 'fr_FR',
      custom_values: JSON.stringify([
        {
          product_id: chairVariant.id,
          quantity: 2,
          product_custom_attribute_values: [],
          no_variant_attribute_values: [],
        },
        { product_id: ids.chairOption, quantity: 1 },
        { product_id: ids.cornerDesk, quantity: 0 },
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toBe('3');
    const [main, option] = await linesOf(visitor);
    expect([main!.productId, main!.quantity]).toEqual([chairVariant.id, 2]);
    expect([option!.productId, option!.quantity, option!.parentLineId]).toEqual([
      ids.chairOption,
      1,
      main!.id,
    ]);

    // Removing the main line takes its optional products with it.
    await updateJson(visitor, { line_id: main!.id, product_id: chairVariant.id, set_qty: 0 });
    expect(await linesOf(visitor)).toEqual([]);
  });

  it('refuses malformed custom_values, unknown products and a missing csrf_token, changing nothing', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk });
    const bad = await postForm(visitor, '/shop/cart/update_option', {
      product_id: ids.cornerDesk,
      custom_values: '[{',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /custom_values is not valid JSON/,
    );
    const unknown = await postForm(visitor, '/shop/cart/update_option', {
      product_id: ids.cornerDesk,
      custom_values: JSON.stringify([
        { product_id: ids.cornerDesk, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
      ]),
    });
    expect(unknown.status).toBe(404);
    const forged = await postForm(
      visitor,
      '/shop/cart/update_option',
      {
        product_id: ids.cornerDesk,
        custom_values: JSON.stringify([{ product_id: ids.cornerDesk, quantity: 1 }]),
      },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    // The desk with Initials chosen and none typed: refused in words, nothing added.
    const noInitials = await postForm(visitor, '/shop/cart/update_option', {
      product_id: ids.desk,
      custom_values: JSON.stringify([
        {
          product_id: ids.desk,
          quantity: 1,
          product_custom_attribute_values: [],
          no_variant_attribute_values: [
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'x' },
          ],
        },
      ]),
    });
    expect(noInitials.status).toBe(400);
    expect(((await noInitials.json()) as { error: { message: string } }).error.message).toBe(
      shopMessages.customValueMissing,
    );
    expect((await linesOf(visitor)).map((l) => [l.productId, l.quantity])).toEqual([[ids.cornerDesk, 1]]);
  });

  it('keeps the initials typed for a paid custom value on the line, in its description', async () => {
    const visitor = new TestClient(server.url);
    const response = await postForm(visitor, '/shop/cart/update_option', {
      product_id: ids.desk,
      custom_values: JSON.stringify([
        {
          product_id: ids.desk,
          quantity: 1,
          product_custom_attribute_values: [
            {
              attribute_value_id: ids.engravingInitials,
              attribute_value_name: 'Initials',
              custom_value: ' J.D. ',
            },
          ],
          no_variant_attribute_values: [
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'x' },
          ],
        },
      ]),
    });
    expect(response.status).toBe(200);
    const [line] = await linesOf(visitor);
    expect(line!.customValues).toEqual([
      { attribute_value_id: ids.engravingInitials, attribute_value_name: 'Initials', custom_value: 'J.D.' },
    ]);
    // The cart's lines (the JSON call's HTML block, as the cart page shows them) name the initials.
    const shown = await updateJson(visitor, { line_id: line!.id, product_id: ids.desk, set_qty: 1 });
    expect((shown.body.result as Record<string, string>)['website_sale.cart_lines']).toContain(
      'Engraving: J.D.',
    );
  });
});
