/** What the checkout's page tests share: a sold product, country ids, shoppers and form posts. */
import { expect } from 'vitest';
import { applyTax } from '../../../../../shared/taxes/contract';
import { postForm, TestClient, type TestServer } from '../../../testing/test-server';
import { Country } from '../../countries/country.entity';

/** A consumable product of the demo catalogue (no stock limit): its variant id and unit price. */
export async function consumableProduct(server: TestServer): Promise<{ id: number; price: number }> {
  const yes = server.dataSource.options.type === 'postgres' ? 'true' : '1';
  const [row] = (await server.dataSource.query(
    `SELECT p."id", t."price" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
     WHERE t."type" = 'consu' AND p."active" = ${yes} ORDER BY p."id" LIMIT 1`,
  )) as Array<{ id: number; price: number | string }>;
  return { id: row!.id, price: Number(row!.price) };
}

/** The demo's sales tax: 7.25 %, added to the catalogue's prices (taxes feature's seedDemo). */
export const DEMO_SALES_TAX = 725;
/** The demo's first shipping method, chosen for every new order: $5.00, free from $100 of goods. */
export const DEMO_SHIPPING = { price: 500, freeAbove: 10_000 };

/** What an order of the demo shop comes to for `untaxed` worth of products: the tax added, the shipping. */
export function demoOrderTotal(untaxed: number) {
  const goods = applyTax(untaxed, DEMO_SALES_TAX, false).total;
  const shipping = goods >= DEMO_SHIPPING.freeAbove ? 0 : DEMO_SHIPPING.price;
  return goods + applyTax(shipping, DEMO_SALES_TAX, false).total;
}

export const countryId = async (server: TestServer, code: string) =>
  (await server.dataSource.getRepository(Country).findOneByOrFail({ code })).id;

/** A visitor whose cart holds `quantity` units of `productId`. */
export async function shopper(server: TestServer, productId: number, quantity = 1) {
  const visitor = new TestClient(server.url);
  const { body } = await visitor.rpc('/shop/cart/update_json', { product_id: productId, add_qty: quantity });
  expect(body.result).toMatchObject({ cart_quantity: quantity });
  return visitor;
}

export { postForm };

/** A French billing address, shipped to the same place. */
export const parisAddress = (france: number, name: string, email: string) => ({
  use_same: '1',
  name,
  email,
  country_id: france,
  street: '5 rue de la Paix',
  zip: '75002',
  city: 'Paris',
});

/** The order a visitor's browser holds (its vitrine_order cookie: "id.token"). */
export const orderOf = (visitor: TestClient) =>
  Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);

/** A visitor with `quantity` units of `productId` in the cart and a French billing address. */
export async function readyToOrder(server: TestServer, productId: number, france: number, quantity = 2) {
  const visitor = await shopper(server, productId, quantity);
  const saved = await postForm(
    server,
    visitor,
    '/shop/address',
    parisAddress(france, 'Olga Order', 'olga@example.org'),
  );
  expect(saved.status).toBe(302);
  return visitor;
}
