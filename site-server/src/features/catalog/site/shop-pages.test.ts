/**
 * The shop's pages over HTTP, as a browser without JavaScript sees them (SPEC §2): the real server with
 * the demo catalogue, the site rendered through its Vite dev server. e2e/shop.e2e.ts covers the
 * behaviours in a real browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { shopMessages } from '@shared/catalog/contract';
import { t } from '@shared/i18n';
import { TEST_ADMIN, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startSiteTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const shopper = () => new TestClient(server.url);
const decode = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
const productNames = (html: string) =>
  [...html.matchAll(/class="shop-card__name">([^<]+)</g)].map((match) => decode(match[1]!));
const productLink = (html: string, name: string) =>
  new RegExp(`href="(/shop/product/[^"]+)"[^>]*>(?:(?!</a>).)*${name}`).exec(html)?.[1];

describe('/shop', () => {
  it('lists the published products with the category tree, filters, sort and search form', async () => {
    const { status, html } = await shopper().page('/shop');
    expect(status).toBe(200);
    expect(html).toContain('<title>Shop | ');
    expect(productNames(html)).toContain('Customizable Desk');
    expect(html).toMatch(/data-product-count="(\d+)"/);
    // The tree: a branch with children has a <details> (expands and collapses without JavaScript); its
    // link sits beside the summary, which has a name of its own (a link in a summary is unreachable).
    expect(html).toMatch(
      /<div class="shop-categories__branch"><a [^>]*href="\/shop\/category\/furniture"[^>]*>Furniture<\/a><details><summary aria-label="Subcategories of Furniture"><\/summary>/,
    );
    expect(html).toContain('href="/shop/category/desks"');
    // The sort dropdown, with the five orders.
    for (const order of ['featured', 'newest', 'name', 'price_asc', 'price_desc'])
      expect(html).toContain(`<option value="${order}"`);
    // The search form goes to the page's own address.
    expect(html).toMatch(/<form role="search"[^>]* action="\/shop" method="get">/);
    expect(html).toMatch(/name="attrib" value="\d+-\d+"/);
  });

  it('searches, sorts and pages through the URL', async () => {
    const search = await shopper().page('/shop?search=desk');
    expect(search.status).toBe(200);
    const found = productNames(search.html);
    expect(found).toContain('Customizable Desk');
    expect(found).not.toContain('Bar Stool');
    expect(decode(search.html)).toContain(t('en_US', 'shop.searchResults', 'desk'));

    const byName = productNames((await shopper().page('/shop?order=name')).html);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const cheapFirst = await shopper().page('/shop?order=price_asc');
    const prices = [...cheapFirst.html.matchAll(/<span class="shop-price">[^\d]*([\d,.]+)</g)].map((match) =>
      Number(match[1]!.replace(/,/g, '')),
    );
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const nothing = await shopper().page('/shop?search=zzzznotaproduct');
    expect(productNames(nothing.html)).toEqual([]);
    expect(nothing.html).toContain(t('en_US', 'shop.noProducts'));
  });

  it('keeps the other parameters in the links of the pager and the search action', async () => {
    const { html } = await shopper().page('/shop?order=name&attrib=1-1');
    expect(decode(html)).toMatch(
      /<form role="search"[^>]* action="\/shop\?attrib=1-1&order=name" method="get">/,
    );
  });

  it('filters by attribute value', async () => {
    const { html } = await shopper().page('/shop');
    const colour =
      /name="attrib" value="(\d+-\d+)"[^>]*\/?>(?:<span class="shop-swatch"[^>]*><\/span>)?<span>Walnut</.exec(
        html,
      );
    expect(colour, 'a Walnut filter').toBeTruthy();
    const filtered = await shopper().page(`/shop?attrib=${colour![1]}`);
    const names = productNames(filtered.html);
    expect(names).toContain('Customizable Desk');
    expect(names).not.toContain('Bar Stool');
    expect(filtered.html).toContain(`checked="" value="${colour![1]}"`);
  });

  it('filters by a price range, in whole units, keeping it with the other filters', async () => {
    const priceOf = (html: string) =>
      [...html.matchAll(/<span class="shop-price">[^\d]*([\d,.]+)</g)].map((match) =>
        Number(match[1]!.replace(/,/g, '')),
      );
    const all = await shopper().page('/shop?order=price_asc');
    const prices = priceOf(all.html);
    const html = decode(all.html);
    // The slider spans the shop's prices in whole units.
    const [, low, high] = /type="range" min="(\d+)" max="(\d+)"[^>]*name="min_price"/.exec(html)!.map(Number);
    expect(low).toBeLessThanOrEqual(prices[0]!);
    expect(high).toBeGreaterThanOrEqual(low!);
    const cap = Math.ceil(prices[Math.floor(prices.length / 2)]!);
    const capped = await shopper().page(`/shop?order=price_asc&max_price=${cap}`);
    const shown = priceOf(capped.html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((price) => price <= cap)).toBe(true);
    expect(shown.length).toBeLessThan(prices.length + 1);
    const floor = await shopper().page(`/shop?min_price=${cap}`);
    expect(priceOf(floor.html).every((price) => price >= cap - 1)).toBe(true);
    // Kept in the other filters' forms, and refused quietly when not a price.
    expect(decode(capped.html)).toContain(`name="max_price" value="${cap}"`);
    expect((await shopper().page('/shop?max_price=abc&min_price=-5')).status).toBe(200);
  });

  it('shows a category with its products, and 404 for an unknown one', async () => {
    const chairs = await shopper().page('/shop/category/chairs');
    expect(chairs.status).toBe(200);
    expect(chairs.html).toContain('<h1>Chairs</h1>');
    expect(productNames(chairs.html)).toContain('Conference Chair');
    expect(productNames(chairs.html)).not.toContain('Customizable Desk');
    // The current category's branch is open.
    expect(chairs.html).toMatch(
      /<div class="shop-categories__branch"><a [^>]*href="\/shop\/category\/furniture"[^>]*>Furniture<\/a><details open=""><summary /,
    );
    expect((await shopper().page('/shop/category/no-such-category')).status).toBe(404);
  });

  it('speaks the visitor language under a prefix', async () => {
    const { status, html } = await shopper().page('/fr/shop');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-FR"');
    expect(decode(html)).toContain(`>${t('fr_FR', 'shop.title')}</h1>`);
    expect(html).toContain('href="/fr/shop/product/');
  });
});

describe('product page', () => {
  it('renders the configurable desk: variants by display type, price with list price, carousel, form', async () => {
    const listing = await shopper().page('/shop?search=desk');
    const url = productLink(listing.html, 'Customizable Desk');
    expect(url).toMatch(/^\/shop\/product\/[a-z0-9-]+-\d+$/);
    const { status, html } = await shopper().page(url!);
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="shop-product__name">Customizable Desk</h1>');
    expect(html).toContain('<title>Customizable Desk | ');
    // Legs (radio), colour swatches, engraving pills with its custom value.
    expect(html).toMatch(
      /class="shop-variant shop-variant--\w+" data-attribute-line-id="\d+" data-create-variant="always"/,
    );
    expect(html).toContain('data-create-variant="dynamic"');
    expect(html).toContain('class="shop-variant shop-variant--color"');
    expect(html).toContain('class="shop-variant shop-variant--pills"');
    expect(html).toContain('data-create-variant="no_variant"');
    expect(decode(html)).toContain('Other, please specify');
    // $750.00 with the list price $800.00 struck through (list − price ≥ 0.01).
    expect(html).toMatch(
      /<del class="shop-price__list"[^>]*>\$800\.00<\/del> <span class="shop-price">\$750\.00<\/span>/,
    );
    expect(html).toContain('data-product-carousel=""');
    expect(html).toContain('data-zoom-image="/web/image/');
    // The add form posts straight to the cart, with the JSON fields (SPEC §7).
    expect(html).toContain('<form class="shop-add" action="/shop/cart/update" method="post">');
    expect(html).toContain('name="product_custom_attribute_values" value="[]"');
    expect(html).toMatch(/name="no_variant_attribute_values" value="\[\{/);
    expect(html).toMatch(/name="csrf_token" value="[^"]+"/);
    expect(html).toMatch(/<button type="submit" id="add_to_cart" class="button shop-add__button">/);
    expect(html).not.toContain(shopMessages.combinationMissing);
  });

  it('lists the variants with their prices when the product asks for the list view, and adds the one chosen', async () => {
    const listing = await shopper().page('/shop?search=chair');
    const url = productLink(listing.html, 'Conference Chair')!;
    const templateId = Number(/-(\d+)$/.exec(url)![1]);
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const product = await (await admin.request('GET', `/api/admin/products/${templateId}`)).json();
    expect(product.variantStyle).toBe('attributes');
    await server.dataSource.query(
      `UPDATE "product_template" SET "variantStyle" = 'list' WHERE "id" = ${templateId}`,
    );
    expect(
      (await (await admin.request('GET', `/api/admin/products/${templateId}`)).json()).variantStyle,
    ).toBe('list');

    const visitor = shopper();
    const { html } = await visitor.page(url);
    const rows = [
      ...html.matchAll(
        /<tr data-variant-id="(\d+)">.*?<label[^>]*>([^<]+)<\/label>.*?shop-variant-list__price">([^<]+)</gs,
      ),
    ];
    const variants = product.variants.filter((variant: { active: boolean }) => variant.active);
    expect(rows.map((row) => Number(row[1]))).toEqual(variants.map((variant: { id: number }) => variant.id));
    expect(rows.every((row) => /^\$\d/.test(row[3]!))).toBe(true);
    // The lines that make variants are in the list, not as selectors; the add form has no hidden product_id.
    expect(html).not.toContain('data-create-variant="always"');
    expect(html).not.toMatch(/type="hidden" name="product_id"/);

    // Without JavaScript: the radio of the second row posts its product_id.
    const chosen = rows[1]!;
    const added = await visitor.request('POST', '/shop/cart/update', {
      body: new URLSearchParams({
        csrf_token: /name="csrf_token" value="([^"]+)"/.exec(html)![1]!,
        product_id: chosen[1]!,
        add_qty: '1',
        product_custom_attribute_values: '[]',
        no_variant_attribute_values: '[]',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(added.status).toBe(303);
    const cart = decode((await visitor.page('/shop/cart')).html);
    expect(cart).toContain(decode(chosen[2]!).split(' / ')[0]!);
    await server.dataSource.query(
      `UPDATE "product_template" SET "variantStyle" = 'attributes' WHERE "id" = ${templateId}`,
    );
  });

  it('carries the schema.org Product JSON-LD and the meta tags', async () => {
    const url = productLink((await shopper().page('/shop?search=chair')).html, 'Conference Chair')!;
    const { html } = await shopper().page(url);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(data['@context']).toContain('schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Conference Chair');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:title" content="Conference Chair"/>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${url}"`));
  });

  it('answers 404 for an unknown or malformed product, and sends an old slug to the right address', async () => {
    expect((await shopper().page('/shop/product/no-such-product-999999')).status).toBe(404);
    expect((await shopper().page('/shop/product/not-a-number')).status).toBe(404);
    const url = productLink((await shopper().page('/shop?search=desk')).html, 'Customizable Desk')!;
    const id = /-(\d+)$/.exec(url)![1];
    const moved = await shopper().page(`/shop/product/old-name-${id}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(url);
  });

  it('hides an unpublished product from visitors, not from shop managers', async () => {
    const url = productLink((await shopper().page('/shop?search=lamp')).html, 'Floor Lamp')!;
    const id = Number(/-(\d+)$/.exec(url)![1]);
    const admin = shopper();
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const toggled = await admin.rpc('/website/publish', { id, object: 'product.template' });
    expect(toggled.body.result).toBe(false);
    try {
      expect((await shopper().page(url)).status).toBe(404);
      expect(productNames((await shopper().page('/shop?search=lamp')).html)).not.toContain('Floor Lamp');
      const seen = await admin.page(url);
      expect(seen.status).toBe(200);
      expect(seen.html).toContain(t('en_US', 'shop.product.unpublished'));
    } finally {
      await admin.rpc('/website/publish', { id, object: 'product.template' });
    }
  });
});

describe('/shop/cart', () => {
  it('shows an empty cart, then the lines and totals after a plain add', async () => {
    const visitor = shopper();
    const empty = await visitor.page('/shop/cart');
    expect(empty.status).toBe(200);
    expect(decode(empty.html)).toContain(t('en_US', 'shop.cart.empty'));

    const url = productLink((await visitor.page('/shop?search=lamp')).html, 'Desk Lamp LED')!;
    const product = await visitor.page(url);
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(product.html)![1]!;
    const productId = /name="product_id" value="(\d+)"/.exec(product.html)![1]!;
    const added = await visitor.request('POST', '/shop/cart/update', {
      body: new URLSearchParams({
        csrf_token: csrfToken,
        product_id: productId,
        add_qty: '2',
        product_custom_attribute_values: '[]',
        no_variant_attribute_values: '[]',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(added.status).toBe(303);

    const cart = await visitor.page('/shop/cart');
    expect(cart.html).toContain('class="shop-cart-line"');
    expect(cart.html).toContain('Desk Lamp LED');
    expect(cart.html).toMatch(/name="set_qty" value="2"/);
    expect(cart.html).toContain('data-amount="total"');
    expect(cart.html).toMatch(/<span class="badge">2<\/span>/);
  });
});
