// The shop's load scenarios (issue 4 item 12). Run them on the `shop` dataset and at 10 connections,
// where the budgets hold: each page p99 under 50 ms, each JSON-RPC call p99 under 20 ms:
//   npm run bench -- --dataset shop --connections 10 --scenario shop --scenario shop-search \
//     --scenario product --scenario combination-info --scenario cart-update
// Without the dataset they run on the demo catalogue.
import { signIn } from './links-bench.mjs';
import { queryOne } from './bench-database.mjs';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const rpcBody = (params) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });

/**
 * A published, active template with one variant-making value per line: the last one made (a bench
 * product when the dataset ran). `consumable` asks for one whose stock never runs out (the cart's
 * scenarios), made of variants or not: the demo's consumables have none. Read from the server's
 * database (SQLite or PostgreSQL).
 */
export async function sampleProduct(server, { consumable = false } = {}) {
  const variants = consumable ? '' : `AND p."combinationKey" != ''`;
  const template = await queryOne(
    server,
    `SELECT t.id, t.slug FROM product_template t
     WHERE t.published = TRUE AND t.active = TRUE ${consumable ? "AND t.type != 'product'" : ''}
       AND EXISTS (SELECT 1 FROM product_product p WHERE p."templateId" = t.id AND p.active = TRUE ${variants})
     ORDER BY t.id DESC LIMIT 1`,
  );
  if (!template) throw new Error('no published product with variants: is the catalog module seeded?');
  const variant = await queryOne(
    server,
    `SELECT id, "combinationKey" FROM product_product p WHERE "templateId" = $1 AND active = TRUE ${variants}
     ORDER BY id LIMIT 1`,
    [template.id],
  );
  return {
    templateId: template.id,
    path: `/shop/product/${template.slug}-${template.id}`,
    variantId: variant.id,
    combination: variant.combinationKey ? variant.combinationKey.split(',').map(Number) : [],
  };
}

/** Throws unless `response` is a JSON-RPC answer with a result. */
async function expectRpcResult(response, what) {
  const payload = await response.json().catch(() => null);
  if (response.status !== 200 || !payload || 'error' in payload || !('result' in payload)) {
    throw new Error(`${what} answers ${response.status} ${JSON.stringify(payload).slice(0, 300)}`);
  }
  return payload.result;
}

/** A published consumable variant (no stock to run out), with or without variant values. */
async function consumableVariant(server) {
  const row = await queryOne(
    server,
    `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p."templateId"
     WHERE t.published = TRUE AND t.active = TRUE AND t.type = 'consu' AND p.active = TRUE ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('no published consumable product: is the catalog module seeded?');
  return row.id;
}

/** A new visitor's cart with one unit of `productId` (a consumable by default): its cookie. */
export async function newCartCookie(server, productId) {
  productId ??= await consumableVariant(server);
  const first = await fetch(`${server.url}/shop/cart/update_json`, {
    method: 'POST',
    headers: json,
    body: rpcBody({ product_id: productId, add_qty: 1 }),
  });
  await expectRpcResult(first, 'update_json');
  const cookie = first.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('vitrine_cart='));
  if (!cookie) throw new Error('update_json set no vitrine_cart cookie');
  return cookie;
}

/** The visitor cookie of the cart-update scenario, from its setup to its check. */
let cartCookie = '';

/** An address the offline country database places in France (the bench server trusts one proxy). */
const FRANCE = '90.0.0.1';

/** @type {import('./types').Scenario[]} */
export const shopScenarios = [
  {
    name: 'shop',
    description: 'shop listing, page 1 (budget: p99 < 50 ms at 10 connections)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
  },
  {
    name: 'shop-rendered',
    description:
      'shop listing, page 1, for a visitor whose cart holds an item (shared with carts of as many items; budget: p99 < 50 ms, 400 req/s at 10 connections)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const cookie = await newCartCookie(server);
      return { headers: { cookie } };
    },
    async check(server) {
      const html = await (
        await fetch(`${server.url}/shop`, { headers: { cookie: await newCartCookie(server) } })
      ).text();
      if (!/class="badge">1</.test(html))
        throw new Error('the page of a visitor with one item does not say 1');
    },
  },
  {
    name: 'shop-signed-in',
    description:
      'shop listing, page 1, rendered for a signed-in customer (every page rendered: the cost of a render)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      return { headers: { cookie: await signIn(server) } };
    },
  },
  {
    name: 'shop-search',
    description:
      'shop listing searched by two words, full-text index (budget: p99 < 50 ms at 10 connections)',
    method: 'GET',
    path: '/shop?search=walnut+desk',
    expectedStatus: 200,
    connections: 10,
    async check(server) {
      const html = await (await fetch(`${server.url}/shop?search=walnut+desk`)).text();
      if (!/walnut desk/i.test(html)) throw new Error('the search found no "Walnut Desk" product');
    },
  },
  {
    name: 'product',
    description: 'a product page with its variants (budget: p99 < 50 ms at 10 connections)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      return { path: (await sampleProduct(server)).path };
    },
  },
  {
    name: 'combination-info',
    description: 'JSON-RPC get_combination_info_website of a variant (budget: p99 < 20 ms at 10 connections)',
    method: 'POST',
    path: '/product_configurator/get_combination_info_website',
    headers: json,
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const product = await sampleProduct(server);
      const body = rpcBody({
        product_template_id: product.templateId,
        product_id: false,
        combination: product.combination,
        add_qty: 1,
        pricelist_id: false,
      });
      const result = await expectRpcResult(
        await fetch(`${server.url}/product_configurator/get_combination_info_website`, {
          method: 'POST',
          headers: json,
          body,
        }),
        'get_combination_info_website',
      );
      if (result.product_id !== product.variantId)
        throw new Error(`combination info names variant ${result.product_id}, not ${product.variantId}`);
      return { body };
    },
  },
  {
    name: 'combination-info-eur',
    description:
      'get_combination_info_website for a visitor from France: priced by the Euro list, converted and rounded (issue 13; budget: p99 < 20 ms at 10 connections)',
    method: 'POST',
    path: '/product_configurator/get_combination_info_website',
    headers: { ...json, 'x-forwarded-for': FRANCE },
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const product = await sampleProduct(server);
      const body = rpcBody({
        product_template_id: product.templateId,
        product_id: false,
        combination: product.combination,
        add_qty: 10,
        pricelist_id: false,
      });
      const result = await expectRpcResult(
        await fetch(`${server.url}/product_configurator/get_combination_info_website`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': FRANCE },
          body,
        }),
        'get_combination_info_website',
      );
      if (result.currency !== 'EUR') throw new Error(`a visitor from France is priced in ${result.currency}`);
      return { body };
    },
  },
  {
    name: 'shop-eur',
    description:
      'shop listing, page 1, for visitors from France (the page cache keeps their price list apart; budget: p99 < 50 ms at 10 connections)',
    method: 'GET',
    path: '/shop',
    headers: { 'x-forwarded-for': FRANCE },
    expectedStatus: 200,
    connections: 10,
    async check(server) {
      const html = await (
        await fetch(`${server.url}/shop`, { headers: { 'x-forwarded-for': FRANCE } })
      ).text();
      if (!html.includes('€')) throw new Error('the listing for France shows no euro price');
    },
  },
  {
    name: 'cart-update',
    description: "JSON-RPC update_json of a visitor's cart line (budget: p99 < 20 ms at 10 connections)",
    method: 'POST',
    path: '/shop/cart/update_json',
    headers: json,
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const product = await sampleProduct(server, { consumable: true });
      // The visitor's cart exists with one line; the load then sets its quantity.
      const cookie = await newCartCookie(server, product.variantId);
      cartCookie = cookie;
      return {
        headers: { ...json, Cookie: cookie },
        body: rpcBody({ product_id: product.variantId, set_qty: 2 }),
      };
    },
    async check(server) {
      // The same visitor's cart still holds the one line, at the quantity the load set.
      const response = await fetch(`${server.url}/shop/cart/update_json`, {
        method: 'POST',
        headers: { ...json, Cookie: cartCookie },
        body: rpcBody({
          product_id: (await sampleProduct(server, { consumable: true })).variantId,
          set_qty: 2,
        }),
      });
      const result = await expectRpcResult(response, 'update_json');
      if (result.quantity !== 2 || result.cart_quantity !== 2)
        throw new Error(
          `after the load the cart says quantity ${result.quantity}, cart ${result.cart_quantity}`,
        );
    },
  },
];
