import { describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/test-server';
import { ProductVariant } from '../catalog/product-variant.entity';
import { catalogRenderers } from '../catalog/catalog.render';
import { CatalogService } from '../catalog/catalog.service';
import { listedPrices } from '../catalog';
import { cartCatalogOf } from './cart-catalog.adapter';
import { CART_COOKIE } from './cart-cookie';
import { CartService } from './cart.service';
import { Cart } from './cart.entity';
import {
  server,
  ids,
  variantOf,
  postForm,
  linesOf,
  userLines,
  updateJson,
  useCartTestServer,
} from './cart-test-support';

useCartTestServer();

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
    await before.signIn(email, 'demo-password-1');
    await updateJson(before, { product_id: ids.cornerDesk, add_qty: 1 });

    const visitor = new TestClient(server.url);
    await updateJson(visitor, { product_id: ids.cornerDesk, add_qty: 2 });
    await updateJson(visitor, { product_id: ids.lamp, add_qty: 1 });
    const anonymousCart = (await linesOf(visitor))[0]!.cartId;
    await visitor.signIn(email, 'demo-password-1');
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
    await visitor.signIn('publisher@example.com', 'demo-password-1');
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
        // The catalogue's own prices: the lines here are priced in dollars either way.
        async () => ({ ...listedPrices, currency: 'USD' }),
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
