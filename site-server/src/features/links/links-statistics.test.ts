import { beforeAll, describe, expect, it } from 'vitest';
import { type TrackedLink } from '../../../../shared/links/contract';
import { linkDetailSchema, linkPageSchema } from '../../../../shared/links/admin-contract';
import { TestClient } from '../../testing/test-server';
import { LinkCodeCache } from './link-cache';
import { LinkService } from './link.service';
import { LinkSql } from './sql';
import {
  PUBLISHER,
  BOT_UA,
  PHONE_UA,
  server,
  admin,
  follow,
  callKw,
  createLink,
  waitFor,
  clicksOf,
  useLinksTestServer,
} from './links-test-support';

useLinksTestServer();

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

    // read_group by country names each country as the pair (id, name) of its country record.
    const byCountry = await callKw(
      admin,
      'link.tracker.click',
      'read_group',
      [[['link_id', '=', busiest!.id]], ['country_id']],
      { groupby: ['country_id'] },
    );
    const groups = byCountry.body.result as Array<{
      country_id: [number, string] | false;
      country_id_count: number;
    }>;
    expect(groups.length).toBe(detail.statistics.periods.all.byCountry.length);
    const france = (await server.dataSource.query(`SELECT id FROM country WHERE code = 'FR'`)) as Array<{
      id: number;
    }>;
    const french = groups.find((group) => group.country_id && group.country_id[1] === 'France');
    expect(french?.country_id).toEqual([france[0]!.id, 'France']);
    expect(
      groups.every((group) => group.country_id === false || typeof group.country_id[0] === 'number'),
    ).toBe(true);
  });

  it('GET /api/admin/links/:id/clicks.csv lists every click, bots flagged', async () => {
    const response = await admin.request('GET', `/api/admin/links/${link.id}/clicks.csv`);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time,country,referrer_host,device,is_bot,address');
    expect(lines).toHaveLength(1 + humans + bots);
    expect(lines.filter((line) => line.includes(',bot,true,'))).toHaveLength(bots);
  });

  it('reads the clicks for the CSV page by page, each once, oldest first', async () => {
    const links = new LinkService(new LinkCodeCache(), new LinkSql(server.dataSource));
    const read = async (pageSize: number) => {
      const rows = [];
      for await (const click of links.clicksOf(server.dataSource.manager, link.id, pageSize))
        rows.push(click);
      return rows;
    };
    const whole = await read(1000);
    expect(whole).toHaveLength(humans + bots);
    // Pages of 4 cut through clicks stored in the same millisecond: the (created, id) key keeps them apart.
    expect((await read(4)).map((click) => click.id)).toEqual(whole.map((click) => click.id));
    const times = whole.map((click) => new Date(click.created).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
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
