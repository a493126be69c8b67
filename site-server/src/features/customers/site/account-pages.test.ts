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
import { OutboxMail } from '../../../core/mail';

let server: TestServer;
let customer: TestClient;
let portalUserId = 0;
const country = { us: 0, fr: 0, california: 0 };

beforeAll(async () => {
  server = await startSiteTestServer();
  customer = new TestClient(server.url);
  portalUserId = (await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD)).uid;
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
    // The new e-mail waits for its address's confirmation (the next test).
    expect(saved.headers.get('location')).toBe('/my/account?saved=1&email=pending');
    const page = decodeHtml((await customer.page('/my/account?saved=1')).html);
    expect(page).toContain('Your details are saved.');
    expect(page).toContain('value="Acme Inc."');
    expect(page).toMatch(/data-country-fields="[^"]*state_id/);
    const stored = await server.dataSource.getRepository(Customer).findOneByOrFail({ userId: portalUserId });
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

  it('changes the e-mail only once the new address confirms it, and tells the old address', async () => {
    const customers = server.dataSource.getRepository(Customer);
    const before = await customers.findOneByOrFail({ userId: portalUserId });
    const address = {
      ...details,
      country_id: country.fr,
      zip: '75002',
      city: 'Paris',
      street: '5 rue de la Paix',
    };
    const saved = await postForm(server, customer, '/my/account', {
      ...address,
      email: 'paula.new@example.org',
    });
    expect(saved.headers.get('location')).toBe('/my/account?saved=1&email=pending');
    const pending = decodeHtml((await customer.page('/my/account?saved=1&email=pending')).html);
    expect(pending).toContain('We sent a link to your new e-mail address');
    // Nothing changed yet: the page and the records keep the old address.
    expect(pending).toContain(`value="${before.email}"`);
    expect((await customers.findOneByOrFail({ userId: portalUserId })).email).toBe(before.email);
    const billing = () =>
      server.dataSource
        .getRepository(CustomerAddress)
        .findOneOrFail({ where: { customerId: before.id, kind: 'billing' }, order: { id: 'DESC' } });
    expect((await billing()).email).toBe(before.email);

    const mails = server.dataSource.getRepository(OutboxMail);
    const confirmation = await mails.findOneOrFail({
      where: { to: 'paula.new@example.org' },
      order: { id: 'DESC' },
    });
    expect(confirmation.subject).toMatch(/^Confirm your new e-mail address at /);
    const link = new URL(/https?:\/\/\S+\/my\/account\/email\?\S+/.exec(confirmation.text)![0]);
    const path = `${link.pathname}${link.search}`;

    // A link whose address was changed is worth nothing.
    const forged = new URL(link);
    forged.searchParams.set('email', 'attacker@example.org');
    const refused = await new TestClient(server.url).request('GET', `${forged.pathname}${forged.search}`);
    expect(refused.headers.get('location')).toBe('/my/account?email=invalid');
    expect((await customers.findOneByOrFail({ userId: portalUserId })).email).toBe(before.email);

    // Followed from the new mailbox (signed in or not): the change is made, the old address told.
    const followed = await new TestClient(server.url).request('GET', path);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/my/account?email=confirmed');
    expect((await customers.findOneByOrFail({ userId: portalUserId })).email).toBe('paula.new@example.org');
    expect((await billing()).email).toBe('paula.new@example.org');
    const notice = await mails.findOneOrFail({ where: { to: before.email }, order: { id: 'DESC' } });
    expect(notice.subject).toMatch(/^Your e-mail address at .* has changed$/);
    expect(notice.text).toContain('is now paula.new@example.org');
    const confirmed = decodeHtml((await customer.page('/my/account?email=confirmed')).html);
    expect(confirmed).toContain('Your new e-mail address is confirmed.');
    expect(confirmed).toContain('value="paula.new@example.org"');
    // The link works once; the sign-in e-mail is the account's own and stays.
    expect((await new TestClient(server.url).request('GET', path)).headers.get('location')).toBe(
      '/my/account?email=invalid',
    );
    expect((await new TestClient(server.url).signIn('portal@example.com', TEST_DEMO_PASSWORD)).uid).toBe(
      portalUserId,
    );
  });
});
