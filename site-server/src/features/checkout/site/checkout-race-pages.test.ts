import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TestClient, type TestServer } from '../../../testing/test-server';
import { ProductTemplate } from '../../catalog/product-template.entity';
import { ProductVariant } from '../../catalog/product-variant.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { countryId, parisAddress, postForm, shopper } from './checkout-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startSiteTestServer();
}, 60_000);
afterAll(() => server?.close());

const post = (visitor: TestClient, path: string, fields: Record<string, string | number> = {}) =>
  postForm(server, visitor, path, fields);

it('sells the last 10 units to exactly 10 of 50 shoppers paying at once; the others are told and charged nothing', async () => {
  // The Standing Desk: a stockable product sold only while in stock ('always').
  const template = await server.dataSource
    .getRepository(ProductTemplate)
    .findOneByOrFail({ sortName: 'standing desk' });
  expect([template.type, template.inventoryAvailability]).toEqual(['product', 'always']);
  const variant = await server.dataSource
    .getRepository(ProductVariant)
    .findOneByOrFail({ templateId: template.id });
  await server.dataSource
    .getRepository(ProductVariant)
    .update({ id: variant.id }, { virtualAvailable: 10, qtyAvailable: 10 });
  const france = await countryId(server, 'FR');
  // What the demo data holds already (its orders and payments): the race's are counted on top.
  const orders = server.dataSource.getRepository(SaleOrder);
  const transactions = server.dataSource.getRepository(PaymentTransaction);
  const before = {
    sold: await orders.countBy({ state: 'sale' }),
    paid: await transactions.countBy({ state: 'done' }),
    all: await transactions.count(),
  };

  const shoppers: TestClient[] = [];
  for (let n = 0; n < 50; n++) {
    const buyer = await shopper(server, variant.id);
    await post(buyer, '/shop/address', parisAddress(france, `Shopper ${n}`, `s${n}@example.org`));
    expect((await post(buyer, '/shop/confirm_order')).headers.get('location')).toBe('/shop/payment');
    shoppers.push(buyer);
  }

  const answers = await Promise.all(
    shoppers.map((shopper) =>
      post(shopper, '/shop/payment', { provider: 'demo', accept_terms: '1', cc_number: '4242424242424242' }),
    ),
  );
  const sold = answers.filter((answer) => answer.status === 302);
  const refused = answers.filter((answer) => answer.status === 400);
  expect(sold).toHaveLength(10);
  expect(refused).toHaveLength(40);
  for (const answer of refused) {
    const page = decodeHtml(await answer.text());
    // SPEC §8: with a method selected, the refusal is a red alert in that method's form (no dialog).
    expect(page).toMatch(
      /data-provider="demo">(?:(?!data-provider=)[\s\S])*<div class="alert alert--error" role="alert" data-payment-error="">Sorry, Standing Desk is no longer available in the quantity you ordered\. Nothing was charged\.<\/div>/,
    );
    expect(page).not.toContain('role="dialog"');
  }

  expect(await orders.countBy({ state: 'sale' })).toBe(before.sold + 10);
  expect(await transactions.countBy({ state: 'done' })).toBe(before.paid + 10);
  // The refused ones keep no transaction at all: nothing was charged.
  expect(await transactions.count()).toBe(before.all + 10);
  const left = await server.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: variant.id });
  expect(left.virtualAvailable).toBe(0);
}, 60_000);
