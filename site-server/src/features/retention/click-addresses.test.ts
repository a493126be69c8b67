import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS, type RetentionSettings } from '../../../../shared/retention/contract';
import { LinkClick } from '../links/link-click.entity';
import {
  portalCustomer,
  startTestServer,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  // The visitor's address comes from X-Forwarded-For, as behind a proxy on this machine.
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

async function newLink(target: string) {
  const { body } = await admin.rpc('/website_links/new', { url: target });
  return body.result as { id: number; code: string };
}

/** A browser's click from `address`; the redirect answers once the click is stored. */
async function clickFrom(code: string, address: string) {
  const response = await fetch(`${server.url}/r/${code}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, 'x-forwarded-for': address },
  });
  expect(response.status).toBe(302);
}

const storedAddresses = async (linkId: number) =>
  (await server.dataSource.getRepository(LinkClick).find({ where: { linkId }, order: { id: 'ASC' } })).map(
    (click) => click.address,
  );

const setSettings = (client: TestClient, changes: Partial<RetentionSettings>) =>
  client.request('PUT', '/api/admin/retention/settings', { json: { ...RETENTION_DEFAULTS, ...changes } });

describe('click addresses', () => {
  it('are stored anonymised by default: IPv4 last octet, IPv6 past /48, IPv4-mapped as IPv4', async () => {
    const link = await newLink('https://example.com/privacy-default');
    await clickFrom(link.code, '203.0.113.77');
    await clickFrom(link.code, '2001:db8:abcd:12:1:2:3:4');
    await clickFrom(link.code, '::ffff:198.51.100.9');
    expect(await storedAddresses(link.id)).toEqual(['203.0.113.0', '2001:db8:abcd::', '198.51.100.0']);
  });

  it('are kept whole once an administrator turns on "keep full click addresses"', async () => {
    const settings = await admin.request('GET', '/api/admin/retention/settings');
    expect(await settings.json()).toEqual(RETENTION_DEFAULTS);
    const saved = await setSettings(admin, { keepFullClickAddresses: true });
    expect(saved.status).toBe(200);
    const link = await newLink('https://example.com/privacy-kept');
    await clickFrom(link.code, '203.0.113.77');
    await clickFrom(link.code, '2001:db8:abcd:12:1:2:3:4');
    expect(await storedAddresses(link.id)).toEqual(['203.0.113.77', '2001:db8:abcd:12:1:2:3:4']);

    expect((await setSettings(admin, { keepFullClickAddresses: false })).status).toBe(200);
    await clickFrom(link.code, '203.0.113.78');
    expect((await storedAddresses(link.id)).at(-1)).toBe('203.0.113.0');
  });

  it('the settings are an administrator’s; a bad period is refused in words', async () => {
    const { client: customer } = await portalCustomer(server, admin);
    expect((await customer.request('GET', '/api/admin/retention/settings')).status).toBe(403);
    expect((await setSettings(customer, { keepFullClickAddresses: true })).status).toBe(403);
    const bad = await setSettings(admin, { clicksMonths: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(
      'A period in months must be a whole number from 1 to 120.',
    );
    expect(
      (await (await admin.request('GET', '/api/admin/retention/settings')).json()).keepFullClickAddresses,
    ).toBe(false);
  });
});
