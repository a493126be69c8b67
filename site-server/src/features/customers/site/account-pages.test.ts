/**
 * /my/account (issue 14, item 1): the customer's details and address, checked as the checkout
 * checks an address; the state select only for countries with states; nothing saved until all is right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TEST_DEMO_PASSWORD, TestClient, type TestServer } from '../../../testing/test-server';
import { countryId, postForm } from '../../checkout/site/checkout-test-support';
import { CountryState } from '../../countries/country-state.entity';
import { CustomerAddress } from '../customer-address.entity';
import { Customer } from '../customer.entity';

let server: TestServer;
let customer: TestClient;
const country = { us: 0, fr: 0, california: 0 };

beforeAll(async () => {
  server = await startSiteTestServer();
  customer = new TestClient(server.url);
  await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
  country.us = await countryId(server, 'US');
  country.fr = await countryId(server, 'FR');
  country.california = (
    await server.dataSource.getRepository(CountryState).findOneByOrFail({ countryId: country.us, code: 'CA' })
  ).id;
}, 60_000);
afterAll(() => server?.close());

const details = {
  name: 'Paula Portal',
  email: 'paula@example.org',
  phone: '+1 555 0199',
  company: 'Acme Inc.',
  street: '1 Market Street',
  city: 'San Francisco',
  zip: '94105',
};

describe('/my/account', () => {
  it('asks visitors who are not signed in to sign in', async () => {
    const page = await new TestClient(server.url).page('/my/account');
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/web/login?redirect=${encodeURIComponent('/my/account')}`);
  });

  it('starts from the account’s name and e-mail', async () => {
    const html = decodeHtml((await customer.page('/my/account')).html);
    expect(html).toContain('name="company"');
    expect(html).toContain('value="portal@example.com"');
  });

  it('refuses every problem at once and saves nothing', async () => {
    const refused = await postForm(server, customer, '/my/account', {
      ...details,
      email: 'not-an-address',
      street: '',
      country_id: country.us,
      state_id: '',
      company: 'x'.repeat(201),
    });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    expect(html).toContain('Enter a valid e-mail address.');
    expect(html).toContain('This field is required.');
    expect(html).toMatch(/too long/i);
    // What was typed stays.
    expect(html).toContain('value="not-an-address"');
    const account = await server.dataSource.getRepository(Customer).findOneBy({ email: 'paula@example.org' });
    expect(account).toBeNull();
  });

  it('saves the details and the address, then shows them; France has no state field', async () => {
    const saved = await postForm(server, customer, '/my/account', {
      ...details,
      country_id: country.us,
      state_id: country.california,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/my/account?saved=1');
    const page = decodeHtml((await customer.page('/my/account?saved=1')).html);
    expect(page).toContain('Your details are saved.');
    expect(page).toContain('value="Acme Inc."');
    expect(page).toMatch(/data-country-fields="[^"]*state_id/);
    const stored = await server.dataSource
      .getRepository(Customer)
      .findOneByOrFail({ email: 'paula@example.org' });
    expect(stored).toMatchObject({ name: 'Paula Portal', phone: '+1 555 0199', company: 'Acme Inc.' });
    const address = await server.dataSource
      .getRepository(CustomerAddress)
      .findOneByOrFail({ customerId: stored.id, kind: 'billing' });
    expect(address).toMatchObject({ street: '1 Market Street', stateId: country.california });

    // A French address: its state is dropped, and the page draws no state select.
    await postForm(server, customer, '/my/account', {
      ...details,
      country_id: country.fr,
      state_id: country.california,
      zip: '75002',
      city: 'Paris',
      street: '5 rue de la Paix',
    });
    const french = decodeHtml((await customer.page('/my/account')).html);
    expect(french).not.toContain('name="state_id"');
    expect(await server.dataSource.getRepository(CustomerAddress).countBy({ customerId: stored.id })).toBe(1);
  });
});
