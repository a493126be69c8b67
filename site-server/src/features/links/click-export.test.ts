import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  portalCustomer,
  startTestServer,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';
import { LinkClick } from './link-click.entity';
import { BROWSER_UA } from './links-test-support';

let server: TestServer;
let admin: TestClient;
let link: { id: number; code: string };

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { TRUST_PROXY: 'loopback' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  link = (await admin.rpc('/website_links/new', { url: 'https://example.com/export' })).body
    .result as typeof link;
  for (const address of ['203.0.113.77', '2001:db8:abcd:12::9'])
    await fetch(`${server.url}/r/${link.code}`, {
      redirect: 'manual',
      headers: {
        'user-agent': BROWSER_UA,
        'x-forwarded-for': address,
        referer: 'https://news.example.org/a',
      },
    });
  // Stored text a spreadsheet would run, or that needs quoting (a referrer is whatever the browser sent).
  await server.dataSource.getRepository(LinkClick).insert([
    {
      linkId: link.id,
      created: new Date(),
      referrerHost: '=HYPERLINK("http://evil.example")',
      device: 'desktop',
      isBot: false,
    },
    { linkId: link.id, created: new Date(), referrerHost: 'a,"b"\nc', device: 'desktop', isBot: false },
  ]);
});
afterAll(() => server?.close());

const download = (client: TestClient, id = link.id) =>
  client.request('GET', `/api/admin/links/${id}/clicks.csv`);

describe("the link's clicks as CSV", () => {
  it('lists each raw click: time in ISO 8601 UTC, country, device, referrer, bot, the stored address', async () => {
    const response = await download(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`clicks-${link.code}.csv`);
    const text = await response.text();
    const rows = parse(text, { record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual(['time', 'country', 'referrer_host', 'device', 'is_bot', 'address']);
    expect(rows.slice(1, 3).map((row) => row.slice(2))).toEqual([
      ['news.example.org', 'desktop', 'false', '203.0.113.0'],
      ['news.example.org', 'desktop', 'false', '2001:db8:abcd::'],
    ]);
    for (const row of rows.slice(1)) expect(row[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // RFC 4180 quoting, and a formula kept as text.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(text).toContain(`,"a,""b""\nc",`);
    expect(rows.slice(3).map((row) => row[2])).toEqual([`'=HYPERLINK("http://evil.example")`, 'a,"b"\nc']);
  });

  it('is staff-only: refused to a portal user and to a visitor; an unknown link is a 404', async () => {
    const { client: customer } = await portalCustomer(server, admin);
    expect((await download(customer)).status).toBe(403);
    expect((await download(new TestClient(server.url))).status).toBe(401);
    expect((await download(admin, 999_999)).status).toBe(404);
  });
});
