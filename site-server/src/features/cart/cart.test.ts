import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { In } from 'typeorm';
import { hmac, newAccessToken, tokenHash } from '../../core/security/access-token';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { UserSession } from '../accounts/session.entity';
import { User } from '../accounts/user.entity';
import { ProductTemplateAttributeValue } from '../catalog/product-template-attribute.entity';
import { ProductTemplate } from '../catalog/product-template.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { catalogRenderers } from '../catalog/catalog.render';
import { CatalogService } from '../catalog/catalog.service';
import { cartCatalogOf } from './cart-catalog.adapter';
import { CART_COOKIE } from './cart-cookie';
import { CartService } from './cart.service';
import { Cart, CartLine } from './cart.entity';

let server: TestServer;

/** Demo products the tests use (looked up by their English name). */
const ids = {
  standingDesk: 0, // stockable, 'always', one variant
  cornerDesk: 0, // consumable, one variant
  lamp: 0, // stockable, 'threshold'
  desk: 0, // the configurable desk: a variant
  deskTemplate: 0,
  engravingInitials: 0, // no_variant value of the desk
  engravingCustom: 0, // no_variant custom value of the desk
  chairTemplate: 0,
  chairOption: 0, // a variant of an optional product of the chair
  foreignValue: 0, // a template attribute value of another template
};

async function variantOf(name: string) {
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .createQueryBuilder('t')
    .where('t.sortName = :name', { name: name.toLowerCase() })
    .getOneOrFail();
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneOrFail({ where: { templateId: template.id, active: true }, order: { id: 'ASC' } });
  return { template, variant };
}

beforeAll(async () => {
  server = await startTestServer();
  const standing = await variantOf('Standing Desk');
  ids.standingDesk = standing.variant.id;
  ids.cornerDesk = (await variantOf('Corner Desk')).variant.id;
  ids.lamp = (await variantOf('Desk Lamp LED')).variant.id;
  const desk = await variantOf('Customizable Desk');
  ids.desk = desk.variant.id;
  ids.deskTemplate = desk.template.id;
  const values = await server.dataSource.getRepository(ProductTemplateAttributeValue).find({
    where: { templateId: desk.template.id },
    relations: { attributeValue: true, line: { attribute: true } },
  });
  const engraving = values.filter((v) => v.line?.attribute?.name.en_US === 'Engraving');
  ids.engravingInitials = engraving.find((v) => v.attributeValue?.name.en_US === 'Initials')!.id;
  ids.engravingCustom = engraving.find((v) => v.attributeValue?.isCustom)!.id;
  const chair = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneOrFail({ where: { sortName: 'conference chair' }, relations: { optionalProducts: true } });
  ids.chairTemplate = chair.id;
  const option = chair.optionalProducts![0]!;
  ids.chairOption = (
    await server.dataSource.getRepository(ProductVariant).findOneOrFail({ where: { templateId: option.id } })
  ).id;
  ids.foreignValue = (
    await server.dataSource.getRepository(ProductTemplateAttributeValue).findOneOrFail({
      where: { templateId: chair.id },
    })
  ).id;
});
afterAll(() => server?.close());

beforeEach(async () => {
  // Stock as the tests expect it, whatever an earlier test did.
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: ids.standingDesk }, { virtualAvailable: 12 });
});

/** The csrf_token the client's pages would carry (its session's, or the signed anonymous one). */
async function csrfOf(client: TestClient): Promise<string> {
  const session = /vitrine_session=([^;]+)/.exec(client.cookieHeader)?.[1];
  if (session) {
    const row = await server.dataSource
      .getRepository(UserSession)
      .findOneByOrFail({ tokenHash: tokenHash(decodeURIComponent(session)) });
    return row.csrfToken;
  }
  const payload = `${Date.now().toString(36)}.${newAccessToken(12)}`;
  return `${payload}.${hmac(server.config.sessionSecret, `csrf:${payload}`)}`;
}

async function postForm(
  client: TestClient,
  path: string,
  fields: Record<string, string | number>,
  options: { csrf?: boolean; referer?: string } = {},
) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  if (options.csrf !== false) body.set('csrf_token', await csrfOf(client));
  return client.request('POST', path, {
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.referer ? { referer: server.url + options.referer } : {}),
    },
  });
}

/** The lines of the client's cart, straight from the database. */
async function linesOf(client: TestClient): Promise<CartLine[]> {
  const token = /vitrine_cart=([^;]+)/.exec(client.cookieHeader)?.[1];
  if (!token) return [];
  const cart = await server.dataSource.getRepository(Cart).findOneBy({ tokenHash: tokenHash(token) });
  if (!cart) return [];
  return server.dataSource.getRepository(CartLine).find({ where: { cartId: cart.id }, order: { id: 'ASC' } });
}

async function userLines(email: string) {
  const user = await server.dataSource.getRepository(User).findOneByOrFail({ email });
  const carts = await server.dataSource.getRepository(Cart).findBy({ userId: user.id });
  return server.dataSource
    .getRepository(CartLine)
    .find({ where: { cartId: In(carts.map((c) => c.id)) }, order: { id: 'ASC' } });
}

const updateJson = (client: TestClient, params: Record<string, unknown>) =>
  client.rpc('/shop/cart/update_json', params);

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
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'x', custom_value: 'typed' },
          ]),
          no_variant_attribute_values: JSON.stringify([
            { attribute_value_id: ids.engravingInitials, attribute_value_name: 'x' },
          ]),
        },
        'combination_missing',
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
    expect((await linesOf(visitor)).map((l) => [l.productId, l.quantity])).toEqual([[ids.cornerDesk, 1]]);
  });
});

describe('POST /shop/cart/update_json', () => {
  it('sets a quantity and answers quantity, cart_quantity, warning and both HTML blocks', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', { product_id: ids.cornerDesk });
    await postForm(visitor, '/shop/cart/update', { product_id: ids.lamp, add_qty: 2 });
    const [line] = await linesOf(visitor);
    const { body } = await updateJson(visitor, { line_id: line!.id, product_id: ids.cornerDesk, set_qty: 4 });
    const result = body.result as Record<string, unknown>;
    expect(result.quantity).toBe(4);
    expect(result.cart_quantity).toBe(6);
    expect(result.warning).toBe('');
    expect(result['website_sale.cart_lines']).toContain(`data-line-id="${line!.id}"`);
    expect(result['website_sale.cart_lines']).toContain('value="4"');
    expect(result['website_sale.short_cart_summary']).toContain('$2,198.00'); // 4 × 520 + 2 × 59
    expect(result['website_sale.short_cart_summary']).toContain('$0.00'); // no taxes before checkout
  });

  it('adds without line_id (add_qty) and removes a line with set_qty 0', async () => {
    const visitor = new TestClient(server.url);
    const added = await updateJson(visitor, { product_id: ids.cornerDesk, add_qty: 2 });
    expect((added.body.result as { quantity: number }).quantity).toBe(2);
    expect(visitor.cookieHeader).toContain(`${CART_COOKIE}=`);
    const removed = await updateJson(visitor, { product_id: ids.cornerDesk, set_qty: 0 });
    expect(removed.body.result).toMatchObject({ quantity: 0, cart_quantity: 0 });
    expect((removed.body.result as Record<string, string>)['website_sale.cart_lines']).toContain(
      'Your cart is empty!',
    );
    expect(await linesOf(visitor)).toEqual([]);
  });

  it('reduces a quantity over the stock, with the warning', async () => {
    const visitor = new TestClient(server.url);
    await server.dataSource
      .getRepository(ProductVariant)
      .update({ id: ids.standingDesk }, { virtualAvailable: 5 });
    await updateJson(visitor, { product_id: ids.standingDesk, add_qty: 1 });
    const [line] = await linesOf(visitor);
    const { body } = await updateJson(visitor, {
      line_id: line!.id,
      product_id: ids.standingDesk,
      set_qty: 8,
    });
    expect(body.result).toMatchObject({
      quantity: 5,
      cart_quantity: 5,
      warning: 'You ask for 8 products but only 5 is available',
    });
    expect((body.result as Record<string, string>)['website_sale.cart_lines']).toContain('data-max="5"');
    await server.dataSource
      .getRepository(ProductVariant)
      .update({ id: ids.standingDesk }, { virtualAvailable: 0 });
    const gone = await updateJson(visitor, { line_id: line!.id, product_id: ids.standingDesk, set_qty: 2 });
    expect(gone.body.result).toMatchObject({ quantity: 0, cart_quantity: 0 });
    expect((gone.body.result as { warning: string }).warning).toMatch(/became unavailable/);
  });

  it('refuses a foreign line id, a line of another product and bad quantities, changing nothing', async () => {
    const owner = new TestClient(server.url);
    await updateJson(owner, { product_id: ids.cornerDesk, add_qty: 3 });
    const [line] = await linesOf(owner);
    const stranger = new TestClient(server.url);
    await updateJson(stranger, { product_id: ids.lamp, add_qty: 1 });

    const foreign = await updateJson(stranger, { line_id: line!.id, product_id: ids.cornerDesk, set_qty: 0 });
    expect(foreign.body.error?.data).toMatchObject({
      name: 'MissingError',
      message: 'This cart line does not exist.',
    });
    const noCart = await updateJson(new TestClient(server.url), {
      line_id: line!.id,
      product_id: ids.cornerDesk,
      set_qty: 9,
    });
    expect(noCart.body.error?.data.name).toBe('MissingError');
    const wrongProduct = await updateJson(owner, { line_id: line!.id, product_id: ids.lamp, set_qty: 1 });
    expect(wrongProduct.body.error?.data.name).toBe('MissingError');
    for (const params of [
      { line_id: line!.id, product_id: ids.cornerDesk, set_qty: -1 },
      { line_id: line!.id, product_id: ids.cornerDesk, set_qty: 10_001 },
      { line_id: line!.id, product_id: ids.cornerDesk, set_qty: 1.5 },
      { product_id: ids.cornerDesk, add_qty: -4 },
      { product_id: 999_999, add_qty: 1 },
      { product_id: ids.cornerDesk, set_qty: 'two' },
    ]) {
      const { body } = await updateJson(owner, params);
      expect(body.error, JSON.stringify(params)).toBeDefined();
    }
    expect((await linesOf(owner)).map((l) => [l.id, l.quantity])).toEqual([[line!.id, 3]]);
    expect((await linesOf(stranger)).map((l) => [l.productId, l.quantity])).toEqual([[ids.lamp, 1]]);
  });

  it('only takes JSON (a cross-site form cannot call it)', async () => {
    const visitor = new TestClient(server.url);
    const response = await visitor.request('POST', '/shop/cart/update_json', {
      body: 'product_id=1&add_qty=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe('GET /shop/cart?type=popover', () => {
  it("answers the 'My Cart' popover HTML with the lines and the total", async () => {
    const visitor = new TestClient(server.url);
    const empty = await visitor.request('GET', '/shop/cart?type=popover');
    expect(empty.headers.get('content-type')).toMatch(/text\/html/);
    expect(await empty.text()).toContain('Your cart is empty!');
    await updateJson(visitor, { product_id: ids.cornerDesk, add_qty: 2 });
    const html = await (await visitor.request('GET', '/shop/cart?type=popover')).text();
    expect(html).toContain('My Cart');
    expect(html).toContain('Corner Desk');
    expect(html).toContain('× 2');
    expect(html).toContain('$1,040.00');
    expect(html).toContain('href="/shop/cart"');
    const french = await (await visitor.request('GET', '/fr/shop/cart?type=popover')).text();
    expect(french).toContain('href="/fr/shop/cart"');
    expect(french).toMatch(/1\s040,00/);
  });
});

describe('sign-in', () => {
  it("merges the visitor's cart into the account's cart: same product and values add up", async () => {
    const email = 'portal@example.com';
    const before = new TestClient(server.url);
    await before.signIn(email, 'portal-demo-1');
    await updateJson(before, { product_id: ids.cornerDesk, add_qty: 1 });

    const visitor = new TestClient(server.url);
    await updateJson(visitor, { product_id: ids.cornerDesk, add_qty: 2 });
    await updateJson(visitor, { product_id: ids.lamp, add_qty: 1 });
    const anonymousCart = (await linesOf(visitor))[0]!.cartId;
    await visitor.signIn(email, 'portal-demo-1');
    const popover = await visitor.request('GET', '/shop/cart?type=popover');
    expect(await popover.text()).toContain('× 3');
    expect(visitor.cookieHeader).not.toContain(CART_COOKIE);

    const lines = await userLines(email);
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      [ids.cornerDesk, 3],
      [ids.lamp, 1],
    ]);
    expect(await server.dataSource.getRepository(Cart).findOneBy({ id: anonymousCart })).toBeNull();

    // Signed out, the same browser starts a new anonymous cart: the account's cart stays private.
    const signedOut = new TestClient(server.url);
    const html = await (await signedOut.request('GET', '/shop/cart?type=popover')).text();
    expect(html).toContain('Your cart is empty!');
  });

  it("gives a first cart to an account that had none, and counts it in the configurator's cart_qty", async () => {
    const visitor = new TestClient(server.url);
    await updateJson(visitor, { product_id: ids.standingDesk, add_qty: 2 });
    await visitor.signIn('publisher@example.com', 'publisher-demo-1');
    const { body } = await updateJson(visitor, { product_id: ids.standingDesk, add_qty: 1 });
    expect(body.result).toMatchObject({ quantity: 3, cart_quantity: 3 });
    expect((await userLines('publisher@example.com')).map((l) => l.quantity)).toEqual([3]);
    const { template } = await variantOf('Standing Desk');
    const info = await visitor.rpc('/product_configurator/get_combination_info_website', {
      product_template_id: template.id,
      product_id: ids.standingDesk,
      combination: [],
      add_qty: 1,
    });
    expect(info.body.result).toMatchObject({ product_id: ids.standingDesk, cart_qty: 3 });
  });
});

describe('CartService.view (what /shop/cart shows)', () => {
  it('lists lines with their values, stock limit, totals without taxes and accessory suggestions', async () => {
    const visitor = new TestClient(server.url);
    await postForm(visitor, '/shop/cart/update', {
      product_id: ids.desk,
      add_qty: 2,
      no_variant_attribute_values: JSON.stringify([
        { attribute_value_id: ids.engravingCustom, attribute_value_name: 'Other' },
      ]),
      product_custom_attribute_values: JSON.stringify([
        { attribute_value_id: ids.engravingCustom, attribute_value_name: 'Other', custom_value: 'ACME' },
      ]),
    });
    await updateJson(visitor, { product_id: ids.standingDesk, add_qty: 3 });
    const token = /vitrine_cart=([^;]+)/.exec(visitor.cookieHeader)![1]!;
    const carts = new CartService(
      cartCatalogOf(
        new CatalogService({
          dialect: server.config.databaseUrl ? 'postgres' : 'sqlite',
          renderers: catalogRenderers,
        }),
        server.app.services.accounts,
      ),
    );
    const em = server.dataSource.manager;
    const cart = await carts.peek(em, { userId: null, token });
    const view = await carts.view(em, cart, 'en_US');
    const [desk, standing] = view.lines;
    expect(desk!.description).toBe('Engraving: ACME');
    expect(desk!.maxQuantity).toBeNull(); // the desk is not limited by stock
    expect(desk!.url).toMatch(/^\/shop\/product\/.+-\d+$/);
    expect(standing!.maxQuantity).toBe(12);
    expect(view.quantity).toBe(5);
    const untaxed = desk!.subtotal.amount + standing!.subtotal.amount;
    expect(view.untaxed.amount).toBeCloseTo(untaxed);
    expect(view.tax.amount).toBe(0);
    expect(view.total.amount).toBeCloseTo(untaxed);
    expect(view.suggested.map((card) => card.name)).toEqual(
      expect.arrayContaining(['Desk Lamp LED', 'Furniture Assembly']),
    );
    expect(view.suggested.map((card) => card.templateId)).not.toContain(ids.deskTemplate);
    expect(await carts.view(em, null, 'fr_FR')).toMatchObject({ lines: [], quantity: 0, suggested: [] });
  });
});
