/**
 * Issue 27 item 4's safety net: every cache kept across requests reads the database again within
 * CACHE_SAFETY_EXPIRY_MS (60 s) by itself, even when no event told it of a change (a write made
 * outside the app, a notification missed). Each cache runs on a clock the test moves, on the real
 * database; the changes are written behind the caches' backs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { CatalogCache } from '../../features/catalog/catalog-cache';
import { PricelistBook } from '../../features/pricelists/pricelist-book';
import { Pricelist } from '../../features/pricelists/pricelist.entity';
import { MenuService } from '../../features/website/menu.service';
import { WebsiteMenu } from '../../features/website/website-menu.entity';
import { LinkCodeCache } from '../../features/links/link-cache';
import { SiteCompany, SITE_COMPANY_KEPT_MS } from '../../features/accounts/site-company';
import { Company } from '../../features/accounts/company.entity';
import { Visits } from '../../features/analytics/visits';
import { SiteVisit } from '../../features/analytics/site-visit.entity';
import { SITEMAP_MAX_AGE_MS } from '../../features/seo/sitemap.service';
import { StatsService } from '../stats';
import { CACHE_SAFETY_EXPIRY_MS, EventBus } from '.';

let server: TestServer;
let events: EventBus;
/** The caches' clock: the test moves it. */
const clock = { now: 1_000_000 };
const now = () => clock.now;
const em = () => server.dataSource.manager;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  events = new EventBus({ error: () => undefined }).attach(server.dataSource);
});
afterAll(() => server?.close());

describe('every cache expires by itself within 60 s', () => {
  it('is 60 s at most', () => {
    expect(CACHE_SAFETY_EXPIRY_MS).toBeLessThanOrEqual(60_000);
    expect(SITEMAP_MAX_AGE_MS).toBeLessThanOrEqual(CACHE_SAFETY_EXPIRY_MS);
    expect(SITE_COMPANY_KEPT_MS).toBeLessThanOrEqual(CACHE_SAFETY_EXPIRY_MS);
  });

  it("the catalog's template structures", async () => {
    const cache = new CatalogCache<string>(events, now);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    expect(await cache.get(1, load)).toBe('load 1');
    clock.now += CACHE_SAFETY_EXPIRY_MS - 1;
    expect(await cache.get(1, load)).toBe('load 1');
    clock.now += 1;
    expect(await cache.get(1, load)).toBe('load 2');
  });

  it('the price lists', async () => {
    const book = new PricelistBook(events, async () => 'USD', now);
    const name = `Expiry ${Date.now()}`;
    expect((await book.read(em())).pricelists.some((list) => list.name === name)).toBe(false);
    await server.dataSource.getRepository(Pricelist).insert({ name, currency: 'USD', active: true });
    clock.now += CACHE_SAFETY_EXPIRY_MS - 1;
    expect((await book.read(em())).pricelists.some((list) => list.name === name)).toBe(false);
    clock.now += 1;
    expect((await book.read(em())).pricelists.some((list) => list.name === name)).toBe(true);
  });

  it('the header menu', async () => {
    const menu = new MenuService(events, now);
    const view = async () =>
      (await menu.view(em(), { lang: 'en_US', defaultLang: 'en_US', canSeeUnpublished: false })).map(
        (item) => item.label,
      );
    const label = `Expiry ${Date.now()}`;
    expect(await view()).not.toContain(label);
    await server.dataSource
      .getRepository(WebsiteMenu)
      .insert({ parentId: null, sequence: 1, label: { en_US: label }, url: '/expiry', pageId: null });
    clock.now += CACHE_SAFETY_EXPIRY_MS - 1;
    expect(await view()).not.toContain(label);
    clock.now += 1;
    expect(await view()).toContain(label);
  });

  it("the redirects' link codes", () => {
    const cache = new LinkCodeCache(events, now);
    const link = {
      id: 7,
      location: 'https://example.org/',
      host: 'example.org',
      madeByStaff: true,
      rules: null,
    };
    cache.set('expiry', link);
    clock.now += CACHE_SAFETY_EXPIRY_MS - 1;
    expect(cache.get('expiry')).toEqual(link);
    clock.now += 1;
    // Gone: the redirect reads the link again (links.routes.ts).
    expect(cache.get('expiry')).toBeUndefined();
  });

  it("the site's company (the settings)", async () => {
    const site = new SiteCompany(
      (manager) => manager.getRepository(Company).findOneByOrFail({}),
      events,
      now,
    );
    const company = await site.get(em());
    const phone = `+1 555 ${Date.now() % 10_000}`;
    await server.dataSource.getRepository(Company).update({ id: company.id }, { phone });
    clock.now += SITE_COMPANY_KEPT_MS - 1;
    expect((await site.get(em())).phone).toBe(company.phone);
    clock.now += 1;
    expect((await site.get(em())).phone).toBe(phone);
  });

  it("the visits' past visitor counts", async () => {
    const visits = new Visits(new StatsService(), now);
    const range = { from: '2001-02-03', to: '2001-02-03' };
    const visitors = async () => (await visits.figures(em(), range, '2026-01-01')).visitors;
    expect(await visitors()).toBe(0);
    const at = new Date('2001-02-03T10:00:00Z');
    await server.dataSource.getRepository(SiteVisit).insert({
      visitorKey: 'expiry-visitor-0001',
      day: range.from,
      started: at,
      lastSeen: at,
      landingPath: '/',
      pageViews: 1,
    });
    clock.now += CACHE_SAFETY_EXPIRY_MS - 1;
    expect(await visitors()).toBe(0);
    clock.now += 1;
    expect(await visitors()).toBe(1);
  });
});
