import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_DEMO_PASSWORD, TestClient, type TestServer } from '../../../testing/test-server';
import { Customer } from '../../customers/customer.entity';
import { SaleOrder } from '../../orders/sale-order.entity';
import { CountryState } from '../../countries/country-state.entity';
import { CustomerAddress } from '../../customers/customer-address.entity';
import { Checkout } from '../checkout.entity';
import { consumableProduct, countryId, postForm, shopper as newShopper } from './checkout-test-support';

let server: TestServer;
let productId: number;
const country = { us: 0, fr: 0, california: 0 };

beforeAll(async () => {
  // Shared pages on: a visitor must never get another one's checkout from the page cache.
  server = await startSiteTestServer({ env: { PAGE_CACHE_MS: '60000' } });
  productId = (await consumableProduct(server)).id;
  country.us = await countryId(server, 'US');
  country.fr = await countryId(server, 'FR');
  country.california = (
    await server.dataSource.getRepository(CountryState).findOneByOrFail({ countryId: country.us, code: 'CA' })
  ).id;
}, 60_000);
afterAll(() => server?.close());

/** A visitor whose cart holds one item. */
const shopper = () => newShopper(server, productId);

const postAddress = (visitor: TestClient, fields: Record<string, string | number>) =>
  postForm(server, visitor, '/shop/address', fields);

const usAddress = {
  name: 'Ada Buyer',
  email: 'ada@example.org',
  phone: '+1 555 0100',
  country_id: 0,
  street: '1 Market Street',
  city: 'San Francisco',
  state_id: 0,
  zip: '94105',
};

describe('/shop/checkout and /shop/address', () => {
  it('send an empty cart back to the cart, and a cart without an address to /shop/address', async () => {
    const empty = new TestClient(server.url);
    expect((await empty.page('/shop/checkout')).location).toBe('/shop/cart');
    expect((await empty.page('/shop/address')).location).toBe('/shop/cart');
    const visitor = await shopper();
    expect((await visitor.page('/shop/checkout')).location).toBe('/shop/address');
    expect((await visitor.page('/fr/shop/checkout')).location).toBe('/fr/shop/address');
  });

  it('draws the address form with every country and the fields in the country’s order', async () => {
    const visitor = await shopper();
    const { status, html } = await visitor.page('/shop/address');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((html.match(/<option value="\d+"/g) ?? []).length).toBeGreaterThan(249 * 2);
    expect(html).toContain('name="use_same" checked="" value="1"');
    // The demo company is in the United States: street, city, state, then postal code.
    const order = ['street', 'city', 'state_id', 'zip'].map((field) => html.indexOf(`name="${field}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('>California</option>');
  });

  it('checks every field on the server and saves nothing while one is wrong', async () => {
    const visitor = await shopper();
    const refused = await postAddress(visitor, {
      use_same: '1',
      name: '',
      email: 'not-an-address',
      country_id: country.us,
      zip: '123',
    });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    expect(html).toContain('Please check the fields marked below.');
    expect(html).toContain('This field is required.');
    expect(html).toContain('Enter a valid e-mail address.');
    expect(html).toContain('This postal code is not valid for the country.');
    // What was typed stays in the form.
    expect(html).toContain('value="not-an-address"');

    const noState = await postAddress(visitor, {
      ...usAddress,
      use_same: '1',
      country_id: country.us,
      state_id: '',
    });
    expect(decodeHtml(await noState.text())).toContain('This field is required.');
    const otherState = await postAddress(visitor, {
      ...usAddress,
      use_same: '1',
      country_id: country.fr,
      state_id: country.california,
      zip: '75001',
      city: 'Paris',
    });
    // France has no states: a state sent along is dropped, not refused.
    expect(otherState.status).toBe(302);
    expect(await server.dataSource.getRepository(CustomerAddress).countBy({ email: 'not-an-address' })).toBe(
      0,
    );
  });

  it('saves the billing address, shipped to the same place, and shows it on /shop/checkout', async () => {
    const visitor = await shopper();
    const saved = await postAddress(visitor, {
      ...usAddress,
      use_same: '1',
      country_id: country.us,
      state_id: country.california,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/shop/checkout');
    const { status, html } = await visitor.page('/shop/checkout');
    expect(status).toBe(200);
    const text = decodeHtml(html);
    expect(text).toContain('Ada Buyer\n1 Market Street\nSan Francisco, California 94105\nUnited States');
    expect(text).toContain('Same as the billing address');
    expect(html).toContain('data-line-kind="product"');

    // Another shopper with as many items never gets this page from the cache.
    const other = await shopper();
    expect((await other.page('/shop/checkout')).location).toBe('/shop/address');
  });

  it('keeps a separate shipping address, written the way its country writes it, and edits in place', async () => {
    const visitor = await shopper();
    const fields = {
      ...usAddress,
      country_id: country.us,
      state_id: country.california,
      shipping_name: 'Ada at work',
      shipping_email: 'ada@example.org',
      shipping_country_id: country.fr,
      shipping_street: '10 rue de Rivoli',
      shipping_city: 'Paris',
      shipping_zip: '75001',
    };
    expect((await postAddress(visitor, fields)).status).toBe(302);
    const text = decodeHtml((await visitor.page('/shop/checkout')).html);
    expect(text).toContain('Ada at work\n10 rue de Rivoli\n75001 Paris\nFrance');

    const before = await server.dataSource.getRepository(CustomerAddress).count();
    expect((await postAddress(visitor, { ...fields, shipping_zip: '75002' })).status).toBe(302);
    expect(await server.dataSource.getRepository(CustomerAddress).count()).toBe(before);
    expect(decodeHtml((await visitor.page('/shop/checkout')).html)).toContain('75002 Paris');

    // Ticking 'same address' again drops the shipping address from the checkout.
    expect((await postAddress(visitor, { ...fields, use_same: '1' })).status).toBe(302);
    const checkouts = await server.dataSource.getRepository(Checkout).findBy({});
    expect(checkouts.some((row) => row.shippingAddressId === null)).toBe(true);
    expect(decodeHtml((await visitor.page('/shop/checkout')).html)).toContain('Same as the billing address');
  });
});

describe('the address cards’ shipping form (POST /shop/checkout, xhr=1)', () => {
  it('ships to another of the customer’s addresses, and to no one else’s', async () => {
    const visitor = await shopper();
    const fields = {
      ...usAddress,
      country_id: country.us,
      state_id: country.california,
      shipping_name: 'Ada at home',
      shipping_email: 'ada@example.org',
      shipping_country_id: country.fr,
      shipping_street: '3 quai Voltaire',
      shipping_city: 'Paris',
      shipping_zip: '75007',
    };
    expect((await postAddress(visitor, fields)).status).toBe(302);
    // Back to 'same address': the Paris address becomes one of the customer's other addresses.
    expect((await postAddress(visitor, { ...fields, use_same: '1' })).status).toBe(302);
    const page = decodeHtml((await visitor.page('/shop/checkout')).html);
    expect(page).toContain('Your other addresses');
    const paris = await server.dataSource
      .getRepository(CustomerAddress)
      .findOneByOrFail({ street: '3 quai Voltaire' });
    expect(page).toContain(`data-address-id="${paris.id}"`);

    const chosen = await postForm(server, visitor, '/shop/checkout', { shipping_id: paris.id, xhr: '1' });
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toBe('ok');
    const after = decodeHtml((await visitor.page('/shop/checkout')).html);
    expect(after).toContain('Ada at home\n3 quai Voltaire\n75007 Paris\nFrance');
    expect(after).not.toContain('Same as the billing address');

    // Without JavaScript: a plain post goes back to the page. Someone else's address: refused.
    const billing = await server.dataSource
      .getRepository(Checkout)
      .findOneByOrFail({ shippingAddressId: paris.id });
    const plain = await postForm(server, visitor, '/shop/checkout', {
      shipping_id: billing.billingAddressId,
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/shop/checkout');
    expect(decodeHtml((await visitor.page('/shop/checkout')).html)).toContain('Same as the billing address');
    const stranger = await shopper();
    expect(
      (
        await postAddress(stranger, {
          ...usAddress,
          country_id: country.us,
          state_id: country.california,
          use_same: '1',
        })
      ).status,
    ).toBe(302);
    const refused = await postForm(server, stranger, '/shop/checkout', { shipping_id: paris.id, xhr: '1' });
    expect(refused.status).toBe(404);
    expect(await server.dataSource.getRepository(Checkout).countBy({ shippingAddressId: paris.id })).toBe(0);
    // A post from another site (no csrf_token) changes nothing.
    const forged = await visitor.request('POST', '/shop/checkout', {
      body: new URLSearchParams({ shipping_id: String(paris.id), xhr: '1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect(decodeHtml((await visitor.page('/shop/checkout')).html)).toContain('Same as the billing address');
  });
});

describe('a guest who signs in during the checkout', () => {
  it('keeps the addresses given, now the account’s, and orders as the account', async () => {
    const visitor = await shopper();
    expect(
      (
        await postAddress(visitor, {
          ...usAddress,
          name: 'Gus Guest',
          country_id: country.us,
          state_id: country.california,
          use_same: '1',
        })
      ).status,
    ).toBe(302);
    const given = await server.dataSource
      .getRepository(CustomerAddress)
      .findOneByOrFail({ name: 'Gus Guest' });
    await visitor.signIn('portal@example.com', TEST_DEMO_PASSWORD);
    const page = decodeHtml((await visitor.page('/shop/checkout')).html);
    expect(page).toContain('Gus Guest\n1 Market Street');
    const confirmed = await postForm(server, visitor, '/shop/confirm_order');
    expect(confirmed.headers.get('location')).toBe('/shop/payment');
    const orderId = Number(/vitrine_order=(\d+)\./.exec(visitor.cookieHeader)?.[1]);
    const order = await server.dataSource.getRepository(SaleOrder).findOneByOrFail({ id: orderId });
    const account = await server.dataSource.getRepository(Customer).findOneByOrFail({ id: order.customerId });
    expect(account.userId).toBe(order.userId);
    expect(account.userId).not.toBeNull();
    const billing = await server.dataSource.getRepository(CustomerAddress).findOneByOrFail({ id: given.id });
    expect(billing.customerId).toBe(account.id);
  });
});
