import pg from 'pg';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import {
  linkDetailSchema,
  linkMessages,
  linkPageSchema,
  linkNewResult,
  trackedLinkSchema,
  utmValueListSchema,
  type TrackedLink,
} from '../../../../shared/links/contract';
import { sqliteFile } from '../../core/config';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { redirectCode } from './';
import { redirectLocation } from './link-url';

const PUBLISHER = ['publisher@example.com', 'publisher-demo-1'] as const;
const PORTAL = ['portal@example.com', 'portal-demo-1'] as const;
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let server: TestServer;
let admin: TestClient;
let publisher: TestClient;
let portal: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  // The site's pages (the 404 page, /aboutus) render through Vite: no build needed.
  server = await startSiteTestServer();
  // Vite compiles the site on first use: warm it so the loopback 404 check meets its time-out.
  for (const warm of ['/aboutus', '/no-such-page-warm-up']) await (await fetch(server.url + warm)).text();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  publisher = new TestClient(server.url);
  await publisher.signIn(...PUBLISHER);
  portal = new TestClient(server.url);
  await portal.signIn(...PORTAL);
  anonymous = new TestClient(server.url);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Follows a short URL as a browser would (Node's own user agent counts as a bot). */
function follow(
  base: string,
  code: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}/r/${code}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA, ...init.headers },
  });
}

async function callKw(client: TestClient, model: string, method: string, args: unknown[], kwargs = {}) {
  return client.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });
}

async function newLink(client: TestClient, params: Record<string, unknown>) {
  const { body } = await client.rpc('/website_links/new', params);
  if (body.error) throw new Error(`new failed: ${body.error.data.message}`);
  return linkNewResult.parse(body.result);
}

async function createLink(client: TestClient, params: Record<string, unknown>): Promise<TrackedLink> {
  const result = await newLink(client, params);
  if ('error' in result) throw new Error(`new answered ${result.error}`);
  return result;
}

async function utmId(model: string, name: string) {
  const { body } = await callKw(admin, model, 'create', [{ name }]);
  return body.result as number;
}

/** Waits (bounded) until the click writer has stored what the test expects. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const clicksOf = async (code: string) => {
  const { body } = await admin.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
  const links = body.result as TrackedLink[];
  return links.find((link) => link.code === code)?.clicks ?? -1;
};

describe('redirect helpers', () => {
  it('merges utm values, keeping the query and the fragment', () => {
    expect(
      redirectLocation('https://example.com/p?a=1&utm_source=old&b=x%20y#frag', {
        campaign: 'Spring sale',
        medium: 'Email',
        source: 'News',
      }),
    ).toBe(
      'https://example.com/p?a=1&b=x%20y&utm_campaign=Spring%20sale&utm_medium=Email&utm_source=News#frag',
    );
    expect(
      redirectLocation('https://example.com/?utm_source=kept', {
        campaign: null,
        medium: null,
        source: null,
      }),
    ).toBe('https://example.com/?utm_source=kept');
    expect(redirectLocation('https://exämple.com/ü', { campaign: 'c', medium: null, source: null })).toBe(
      'https://xn--exmple-cua.com/%C3%BC?utm_campaign=c',
    );
  });

  it('recognises exactly one segment of code characters', () => {
    expect(redirectCode('/r/abc_D-9')).toBe('abc_D-9');
    expect(redirectCode('/r/abc?x=1')).toBe('abc');
    expect(redirectCode('/r/abc+')).toBeNull();
    expect(redirectCode('/r/abc/def')).toBeNull();
    expect(redirectCode('/r/')).toBeNull();
    expect(redirectCode('/r')).toBeNull();
    expect(redirectCode(`/r/${'a'.repeat(65)}`)).toBeNull();
    expect(redirectCode(`/r/${'a'.repeat(64)}`)).toBe('a'.repeat(64));
    expect(redirectCode('/rx/abc')).toBeNull();
  });
});

describe('access to the spec calls', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['/website_links/new', { url: 'https://example.com/access' }],
    ['/website_links/add_code', { init_code: 'nope', new_code: 'nope2' }],
    ['/website_links/recent_links', { filter: 'newest', limit: 20 }],
  ];
  for (const [path, params] of calls) {
    it(`${path}: anonymous visitors and portal users are refused`, async () => {
      const anon = await anonymous.rpc(path, params);
      expect(anon.body.error?.data.name).toBe('AuthError');
      const user = await portal.rpc(path, params);
      expect(user.body.error?.data.name).toBe('AccessError');
    });
  }

  it('staff (a publisher) may create and list links', async () => {
    const link = await createLink(publisher, { url: 'https://example.com/publisher' });
    const { body } = await publisher.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
    expect((body.result as TrackedLink[]).map((row) => row.code)).toContain(link.code);
  });

  it('the model calls are staff only too', async () => {
    expect((await callKw(anonymous, 'utm.campaign', 'search_read', [[]])).body.error?.data.name).toBe(
      'AuthError',
    );
    expect((await callKw(portal, 'utm.source', 'create', [{ name: 'x' }])).body.error?.data.name).toBe(
      'AccessError',
    );
    expect(
      (await callKw(portal, 'link.tracker.click', 'search_count', [[['link_id', '=', 1]]])).body.error?.data
        .name,
    ).toBe('AccessError');
    expect((await callKw(publisher, 'utm.medium', 'search_read', [[]])).body.result).toBeInstanceOf(Array);
  });
});

describe('POST /website_links/new', () => {
  it('answers the link with its short URL and UTM values', async () => {
    const campaign = await utmId('utm.campaign', 'Links test campaign');
    const medium = await utmId('utm.medium', 'Links test medium');
    const source = await utmId('utm.source', 'Links test source');
    const link = await createLink(admin, {
      url: 'https://example.com/page?x=1#top',
      campaign_id: campaign,
      medium_id: String(medium),
      source_id: source,
    });
    expect(trackedLinkSchema.parse(link)).toBeTruthy();
    expect(link.code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(link.short_url).toBe(`${server.url}/r/${link.code}`);
    expect(link.url).toBe('https://example.com/page?x=1#top');
    expect(link.campaign_id).toEqual([campaign, 'Links test campaign']);
    expect(link.medium_id).toEqual([medium, 'Links test medium']);
    expect(link.source_id).toEqual([source, 'Links test source']);
    expect(link.clicks).toBe(0);
    expect(link.redirected_url).toBe(
      'https://example.com/page?x=1&utm_campaign=Links%20test%20campaign&utm_medium=Links%20test%20medium&utm_source=Links%20test%20source#top',
    );
  });

  it('gives the same link for the same target and values, a new one otherwise', async () => {
    const first = await createLink(admin, { url: 'https://example.com/same' });
    const again = await createLink(admin, { url: 'https://example.com/same', campaign_id: false });
    expect(again.code).toBe(first.code);
    const other = await createLink(admin, {
      url: 'https://example.com/same',
      medium_id: await utmId('utm.medium', 'M2'),
    });
    expect(other.code).not.toBe(first.code);
  });

  it('adds https:// to an address without a scheme', async () => {
    const link = await createLink(admin, { url: 'example.com/no-scheme' });
    expect(link.url).toBe('https://example.com/no-scheme');
  });

  it('empty_url for an empty or blank URL (SPEC §8)', async () => {
    for (const url of ['', '   ', undefined]) {
      const result = await newLink(admin, url === undefined ? {} : { url });
      expect(result).toEqual({ error: 'empty_url', message: linkMessages.emptyUrl });
    }
  });

  it('url_not_found for a page of this site that answers 404 (SPEC §8)', async () => {
    const result = await newLink(admin, { url: `${server.url}/no-such-page-here` });
    expect(result).toMatchObject({ error: 'url_not_found' });
    const found = await createLink(admin, { url: `${server.url}/aboutus` });
    expect(found.url).toBe(`${server.url}/aboutus`);
  });

  it('refuses javascript:, data: and other schemes with a clear message', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'http://',
    ]) {
      const result = await newLink(admin, { url });
      expect(result, url).toEqual({ error: 'invalid_url', message: linkMessages.invalidUrl });
    }
  });

  it('refuses a URL longer than 2048 characters', async () => {
    const url = `https://example.com/${'a'.repeat(2049 - 20)}`;
    expect(url.length).toBe(2049);
    expect(await newLink(admin, { url })).toEqual({
      error: 'url_too_long',
      message: linkMessages.urlTooLong,
    });
    const longest = `https://example.com/${'b'.repeat(2048 - 20)}`;
    expect((await createLink(admin, { url: longest })).url).toBe(longest);
  });

  it('refuses an unknown UTM id', async () => {
    const { body } = await admin.rpc('/website_links/new', {
      url: 'https://example.com/x',
      campaign_id: 999999,
    });
    expect(body.error?.data.name).toBe('ValidationError');
  });
});

describe('utm model calls', () => {
  it('create returns the existing record for a name that exists case-insensitively', async () => {
    const id = await utmId('utm.campaign', 'Black Friday');
    expect(await utmId('utm.campaign', 'black friday')).toBe(id);
    expect(await utmId('utm.campaign', '  BLACK FRIDAY ')).toBe(id);
    // The three vocabularies are separate.
    expect(await utmId('utm.source', 'Black Friday')).toBeGreaterThan(0);
    const { body } = await callKw(admin, 'utm.campaign', 'search_read', [], {
      domain: [['name', 'ilike', 'friday']],
      fields: ['id', 'name'],
      limit: 10,
    });
    expect(body.result).toEqual([{ id, name: 'Black Friday' }]);
  });

  it('create with an empty name is refused', async () => {
    const { body } = await callKw(admin, 'utm.medium', 'create', [{ name: '  ' }]);
    expect(body.error?.data.name).toBe('ValidationError');
  });

  it('search_read honours limit and args-style domains', async () => {
    const { body } = await callKw(admin, 'utm.medium', 'search_read', [[], ['name']], { limit: 2 });
    expect((body.result as unknown[]).length).toBe(2);
    const none = await callKw(admin, 'utm.medium', 'search_read', [[['name', 'ilike', 'zzz-none']]]);
    expect(none.body.result).toEqual([]);
  });
});

describe('POST /website_links/add_code and the redirect', () => {
  let link: TrackedLink;
  beforeAll(async () => {
    link = await createLink(admin, {
      url: 'https://example.com/shop?cat=2&utm_source=theirs#list',
      campaign_id: await utmId('utm.campaign', 'Rename campaign'),
      source_id: await utmId('utm.source', 'Rename source'),
    });
  });

  it('redirects with 302, utm values merged, no-store', async () => {
    const response = await follow(server.url, `${link.code}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'https://example.com/shop?cat=2&utm_campaign=Rename%20campaign&utm_source=Rename%20source#list',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD the same way', async () => {
    const response = await follow(server.url, link.code, { method: 'HEAD' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('utm_campaign=Rename%20campaign');
  });

  it('an unknown code shows the 404 page', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await follow(server.url, `NoSuchCode1`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('renames the code: the new one redirects at once, the old one no longer does', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: 'spring-2025_A',
    });
    const [renamed] = body.result as TrackedLink[];
    expect(renamed?.code).toBe('spring-2025_A');
    expect(renamed?.short_url).toBe(`${server.url}/r/spring-2025_A`);
    expect((await follow(server.url, `spring-2025_A`)).status).toBe(302);
    expect((await follow(server.url, `${link.code}`)).status).toBe(404);
    link = renamed!;
  });

  it('a code visited before it existed redirects once it is given', async () => {
    expect((await follow(server.url, `later-code`)).status).toBe(404);
    await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: 'later-code' });
    expect((await follow(server.url, `later-code`)).status).toBe(302);
    link = { ...link, code: 'later-code' };
  });

  it('refuses an empty code (SPEC §5)', async () => {
    const { body } = await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: '  ' });
    expect(body.error?.data).toMatchObject({ name: 'ValidationError', message: linkMessages.codeEmpty });
  });

  it('refuses a taken code (SPEC §8)', async () => {
    const other = await createLink(admin, { url: 'https://example.com/other-for-taken' });
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: other.code,
    });
    expect(body.error?.data).toMatchObject({ name: 'UserError', message: linkMessages.codeTaken });
  });

  it('refuses codes with characters that are not URL-safe', async () => {
    for (const code of ['a b', 'a/b', 'é', 'a+', 'x'.repeat(65), '<script>']) {
      const { body } = await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: code });
      expect(body.error?.data, code).toMatchObject({
        name: 'ValidationError',
        message: linkMessages.codeInvalid,
      });
    }
  });

  it('an unknown init_code is MissingError', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: 'no-such-code',
      new_code: 'whatever',
    });
    expect(body.error?.data.name).toBe('MissingError');
  });

  it('renaming to the same code answers the link unchanged', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: link.code,
    });
    expect((body.result as TrackedLink[])[0]?.code).toBe(link.code);
  });
});

describe('clicks and statistics', () => {
  let link: TrackedLink;
  const humans = 12;
  const bots = 3;

  beforeAll(async () => {
    link = await createLink(admin, { url: 'https://example.com/stats-target' });
    const requests = [];
    for (let i = 0; i < humans; i++)
      requests.push(
        follow(server.url, link.code, {
          headers: i % 3 === 0 ? { 'user-agent': PHONE_UA, referer: 'https://www.facebook.com/post/1' } : {},
        }),
      );
    for (let i = 0; i < bots; i++)
      requests.push(
        fetch(`${server.url}/r/${link.code}`, { redirect: 'manual', headers: { 'user-agent': BOT_UA } }),
      );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.every((status) => status === 302)).toBe(true);
    await waitFor(
      () => clicksOf(link.code),
      (clicks) => clicks === humans,
    );
  });

  it('counts human clicks on the link (bots left out)', async () => {
    expect(await clicksOf(link.code)).toBe(humans);
  });

  it('search_count and read_group on link.tracker.click leave bots out', async () => {
    const count = await callKw(admin, 'link.tracker.click', 'search_count', [[['link_id', '=', link.id]]]);
    expect(count.body.result).toBe(humans);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await callKw(
      admin,
      'link.tracker.click',
      'read_group',
      [[['link_id', '=', link.id]], ['create_date']],
      {
        groupby: 'create_date:day',
      },
    );
    expect(byDay.body.result).toEqual([{ 'create_date:day': today, create_date_count: humans }]);
    const byCountry = await callKw(
      admin,
      'link.tracker.click',
      'read_group',
      [
        [
          ['link_id', '=', link.id],
          ['create_date', '>', '2000-01-01 00:00:00'],
        ],
        ['country_id'],
      ],
      { groupby: ['country_id'] },
    );
    // Every test click comes from 127.0.0.1: no country.
    expect(byCountry.body.result).toEqual([{ country_id: false, country_id_count: humans }]);
    const future = await callKw(admin, 'link.tracker.click', 'search_count', [
      [
        ['link_id', '=', link.id],
        ['create_date', '>=', '2999-01-01 00:00:00'],
      ],
    ]);
    expect(future.body.result).toBe(0);
    const bad = await callKw(admin, 'link.tracker.click', 'read_group', [[['link_id', '=', link.id]]], {
      groupby: 'referrer',
    });
    expect(bad.body.error?.data.name).toBe('ValidationError');
  });

  it('GET /api/admin/links/:id answers the statistics of the three periods', async () => {
    const response = await admin.request('GET', `/api/admin/links/${link.id}`);
    expect(response.status).toBe(200);
    const detail = linkDetailSchema.parse(await response.json());
    const { statistics } = detail;
    expect(statistics.total).toBe(humans);
    expect(statistics.periods.month.byDay).toHaveLength(30);
    expect(statistics.periods.week.byDay).toHaveLength(7);
    expect(statistics.periods.all.byDay.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      clicks: humans,
    });
    for (const period of ['all', 'month', 'week'] as const) {
      expect(statistics.periods[period].total).toBe(humans);
      expect(statistics.periods[period].byCountry).toEqual([
        { countryCode: null, country: 'Unknown', clicks: humans },
      ]);
    }
    expect(statistics.devices).toEqual([
      { device: 'desktop', clicks: humans - humans / 3 },
      { device: 'mobile', clicks: humans / 3 },
    ]);
    expect(statistics.referrers).toEqual([
      { host: null, clicks: humans - humans / 3 },
      { host: 'www.facebook.com', clicks: humans / 3 },
    ]);
  });

  it('the demo links have clicks from several countries', async () => {
    const response = await admin.request('GET', '/api/admin/links?sort=clicks&q=demo');
    const page = linkPageSchema.parse(await response.json());
    const busiest = page.items.find((row) => row.code.startsWith('demo'));
    expect(busiest?.clicks).toBeGreaterThan(20);
    const detail = linkDetailSchema.parse(
      await (await admin.request('GET', `/api/admin/links/${busiest!.id}`)).json(),
    );
    expect(detail.statistics.periods.all.byCountry.length).toBeGreaterThan(3);
    expect(detail.statistics.periods.all.byDay.length).toBeGreaterThanOrEqual(60);
    expect(detail.statistics.devices.some((row) => row.device === 'bot')).toBe(false);
  });

  it('GET /api/admin/links/:id/clicks.csv lists every click, bots flagged', async () => {
    const response = await admin.request('GET', `/api/admin/links/${link.id}/clicks.csv`);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time,country,referrer_host,device,is_bot');
    expect(lines).toHaveLength(1 + humans + bots);
    expect(lines.filter((line) => line.endsWith(',bot,true'))).toHaveLength(bots);
  });
});

describe('recent links', () => {
  it('filters newest, most-clicked and recently-used; limit 20', async () => {
    const writer = new TestClient(server.url);
    await writer.signIn(...PUBLISHER);
    const a = await createLink(writer, { url: 'https://example.com/recent-a' });
    const b = await createLink(writer, { url: 'https://example.com/recent-b' });
    for (let i = 0; i < 3; i++) await follow(server.url, `${a.code}`);
    await follow(server.url, `${b.code}`);
    const read = async (filter: string) =>
      (
        (await writer.rpc('/website_links/recent_links', { filter, limit: 20 })).body.result as TrackedLink[]
      ).map((link) => link.code);
    await waitFor(
      () => read('recently-used'),
      (codes) => codes[0] === b.code,
    );
    expect((await read('newest')).slice(0, 2)).toEqual([b.code, a.code]);
    expect((await read('most-clicked')).slice(0, 2)).toEqual([a.code, b.code]);
    expect((await read('recently-used')).slice(0, 2)).toEqual([b.code, a.code]);
    const tooMany = await writer.rpc('/website_links/recent_links', { filter: 'newest', limit: 21 });
    expect(tooMany.body.error?.data.name).toBe('ValidationError');
    const badFilter = await writer.rpc('/website_links/recent_links', { filter: 'oldest' });
    expect(badFilter.body.error?.data.name).toBe('ValidationError');
  });

  it('a user without links gets an empty list', async () => {
    const writer = new TestClient(server.url);
    await admin.request('POST', '/api/admin/users', {
      json: {
        email: 'links-empty@example.com',
        name: 'No links',
        role: 'sales',
        password: 'links-pass-1',
        companyIds: [1],
      },
    });
    await writer.signIn('links-empty@example.com', 'links-pass-1');
    expect((await writer.rpc('/website_links/recent_links', { filter: 'newest' })).body.result).toEqual([]);
  });
});

describe('QR codes', () => {
  it('SVG and PNG of the short URL, for anyone', async () => {
    const link = await createLink(admin, { url: 'https://example.com/qr' });
    const svg = await fetch(`${server.url}/website_links/qr/${link.code}.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    const png = await fetch(`${server.url}/website_links/qr/${link.code}.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(`${server.url}/website_links/qr/NoSuchCode9.svg`)).status).toBe(404);
  });
});

describe('back office', () => {
  it('is staff only', async () => {
    expect((await anonymous.request('GET', '/api/admin/links')).status).toBe(401);
    expect((await portal.request('GET', '/api/admin/links')).status).toBe(403);
    expect((await portal.request('GET', '/api/admin/utm/campaign')).status).toBe(403);
    expect((await publisher.request('GET', '/api/admin/links')).status).toBe(200);
  });

  it('lists with search, filters, sort and archive', async () => {
    const campaign = await utmId('utm.campaign', 'Admin filter campaign');
    const created = await admin.request('POST', '/api/admin/links', {
      json: { url: 'https://example.com/admin-list', title: 'Findable title', campaignId: campaign },
    });
    expect(created.status).toBe(200);
    const row = (await created.json()) as { id: number; code: string };
    const list = async (query: string) =>
      linkPageSchema.parse(await (await admin.request('GET', `/api/admin/links?${query}`)).json());
    expect((await list('q=findable')).items.map((item) => item.id)).toEqual([row.id]);
    expect((await list(`campaignId=${campaign}`)).items.map((item) => item.id)).toEqual([row.id]);
    expect((await list(`q=${row.code}`)).total).toBe(1);
    const archived = await admin.request('POST', `/api/admin/links/${row.id}/archive`, { json: {} });
    expect(((await archived.json()) as { archived: boolean }).archived).toBe(true);
    expect((await list('q=findable')).total).toBe(0);
    expect((await list('q=findable&archived=true')).total).toBe(1);
    // Archived links keep redirecting (as with Bitly and Dub).
    expect((await follow(server.url, `${row.code}`)).status).toBe(302);
    await admin.request('POST', `/api/admin/links/${row.id}/unarchive`, { json: {} });
    expect((await list('q=findable')).total).toBe(1);
    const bad = await admin.request('POST', '/api/admin/links', { json: { url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.invalidUrl,
    );
  });

  it('renames a code', async () => {
    const link = await createLink(admin, { url: 'https://example.com/admin-rename' });
    const response = await admin.request('PUT', `/api/admin/links/${link.id}/code`, {
      json: { code: 'admin-renamed' },
    });
    expect(((await response.json()) as { code: string }).code).toBe('admin-renamed');
    expect((await follow(server.url, `admin-renamed`)).status).toBe(302);
    const other = await createLink(admin, { url: 'https://example.com/admin-rename-other' });
    const taken = await admin.request('PUT', `/api/admin/links/${link.id}/code`, {
      json: { code: other.code },
    });
    expect(taken.status).toBe(409);
    const empty = await admin.request('PUT', `/api/admin/links/${link.id}/code`, { json: { code: '' } });
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.codeEmpty,
    );
  });

  it('exports links as CSV with the same filters', async () => {
    const response = await admin.request('GET', '/api/admin/links.csv?q=findable');
    expect(response.headers.get('content-disposition')).toContain('links.csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,code,short_url,url,title,campaign,medium,source,clicks,last_click,archived,created',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Findable title');
  });

  it('manages campaigns, media and sources; refuses deleting one in use', async () => {
    const created = await admin.request('POST', '/api/admin/utm/source', { json: { name: 'Podcast' } });
    const source = (await created.json()) as { id: number };
    expect((await admin.request('POST', '/api/admin/utm/source', { json: { name: 'podcast' } })).status).toBe(
      409,
    );
    const renamed = await admin.request('PUT', `/api/admin/utm/source/${source.id}`, {
      json: { name: 'Podcasts' },
    });
    expect(((await renamed.json()) as { name: string }).name).toBe('Podcasts');
    const link = await createLink(admin, { url: 'https://example.com/podcast', source_id: source.id });
    // The redirect carries the new name at once.
    await admin.request('PUT', `/api/admin/utm/source/${source.id}`, { json: { name: 'Podcast FM' } });
    const redirect = await follow(server.url, `${link.code}`);
    expect(redirect.headers.get('location')).toBe('https://example.com/podcast?utm_source=Podcast%20FM');
    const list = utmValueListSchema.parse(await (await admin.request('GET', '/api/admin/utm/source')).json());
    expect(list.find((row) => row.id === source.id)?.linkCount).toBe(1);
    const refused = await admin.request('DELETE', `/api/admin/utm/source/${source.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      linkMessages.utmInUse,
    );
    const unused = (await (
      await admin.request('POST', '/api/admin/utm/medium', { json: { name: 'Unused' } })
    ).json()) as {
      id: number;
    };
    expect((await admin.request('DELETE', `/api/admin/utm/medium/${unused.id}`)).status).toBe(204);
    expect((await admin.request('GET', '/api/admin/utm/nothing')).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('creating and renaming are limited per user', async () => {
    const writer = new TestClient(server.url);
    await admin.request('POST', '/api/admin/users', {
      json: {
        email: 'links-limit@example.com',
        name: 'Limit',
        role: 'publisher',
        password: 'links-pass-1',
        companyIds: [1],
      },
    });
    await writer.signIn('links-limit@example.com', 'links-pass-1');
    const link = await createLink(writer, { url: 'https://example.com/limit' });
    let refusedAt = 0;
    for (let i = 2; i <= 70 && !refusedAt; i++) {
      const { body } = await writer.rpc('/website_links/add_code', {
        init_code: link.code,
        new_code: link.code,
      });
      if (body.error?.data.name === 'RateLimitError') refusedAt = i;
    }
    expect(refusedAt).toBe(61);
    const create = await writer.rpc('/website_links/new', { url: 'https://example.com/limit-2' });
    expect(create.body.error?.data.name).toBe('RateLimitError');
    // Others are not affected.
    expect(await createLink(admin, { url: 'https://example.com/limit-3' })).toBeTruthy();
  });
});

describe('click writer on shutdown', () => {
  it('stores every queued click when the server closes', async () => {
    const own = await startTestServer({ seedDemo: false });
    const client = new TestClient(own.url);
    await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const link = await createLink(client, { url: 'https://example.com/shutdown' });
    const count = 200;
    const requests = [];
    for (let i = 0; i < count; i++) requests.push(follow(own.url, `${link.code}`));
    for (const response of await Promise.all(requests)) expect(response.status).toBe(302);
    await own.app.close();
    try {
      // Read back through a connection of our own: the app's is closed.
      const [clicks, stored] = await readAfterClose(own, [
        ['SELECT COUNT(*) AS n FROM link_click WHERE "linkId" = ?', [link.id]],
        ['SELECT "clickCount" AS n FROM tracked_link WHERE id = ?', [link.id]],
      ]);
      expect(clicks).toBe(count);
      expect(stored).toBe(count);
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe('rate limit of link writes', () => {
  it('also counts the /r page form posts (without JavaScript)', async () => {
    const response = await publisher.request('POST', '/r', {
      body: 'url=https%3A%2F%2Fexample.com%2F&csrf_token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // The limiter runs before the CSRF check: its headers are on the refusal too.
    expect(response.headers.get('ratelimit-policy')).toMatch(/in-1min/);
    expect(response.status).toBe(403);
  });
});

/** Runs single-number queries on the database of a test server whose app is closed. */
async function readAfterClose(own: TestServer, queries: Array<[string, unknown[]]>): Promise<number[]> {
  if (own.config.databaseUrl) {
    const client = new pg.Client({ connectionString: own.config.databaseUrl });
    await client.connect();
    try {
      const answers: number[] = [];
      for (const [sql, params] of queries) {
        let n = 0;
        const result = await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        );
        answers.push(Number(result.rows[0].n));
      }
      return answers;
    } finally {
      await client.end();
    }
  }
  const db = new Database(sqliteFile(own.config), { readonly: true });
  try {
    return queries.map(([sql, params]) => Number((db.prepare(sql).get(...params) as { n: number }).n));
  } finally {
    db.close();
  }
}
