/**
 * SitemapService on the real server's database and events: one build for many readers, rebuilt
 * after the commits that change what it lists (and only those), served stale within its ages, split
 * into parts on a large site. The HTTP side is seo.test.ts.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitemapRegistry, type SitemapEntry } from '../../core/records';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';
import { sitemapProducts } from '../catalog/catalog-sitemap';
import { Company } from '../accounts/company.entity';
import { SitemapService, type SitemapDocuments } from './sitemap.service';
import {
  locs,
  PUBLIC_URL,
  publishedProductPaths as publishedProductPathsOf,
  schemaErrors,
  togglePublished as togglePublishedAs,
  xmllint,
} from './seo-test-support';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  // No job worker: the tests count builds, and a background job's write would make them stale.
  server = await startTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/`, JOBS_POLL_MS: '0' } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const publishedProductPaths = () => publishedProductPathsOf(server);
const togglePublished = (id: number) => togglePublishedAs(admin, id);

describe('SitemapService', () => {
  const site = async () => ({
    languages: [{ code: 'en_US' as const }, { code: 'fr_FR' as const }],
    defaultLang: 'en_US' as const,
  });

  it('builds once for many readers, and again after a commit', async () => {
    const registry = new SitemapRegistry();
    let builds = 0;
    registry.register(async () => {
      builds += 1;
      return [{ path: '/about', lastmod: null }];
    });
    // A source that declares nothing it reads: any commit may change it.
    const service = new SitemapService({
      registry,
      dataSource: server.dataSource,
      events: server.app.events,
      site,
      minAgeMs: 0,
    });
    const [a, b] = await Promise.all([service.documents(PUBLIC_URL), service.documents(PUBLIC_URL)]);
    expect(a).toBe(b);
    await service.documents(PUBLIC_URL);
    expect(builds).toBe(1);
    await server.app.transaction(async (em) => {
      await em.query('SELECT 1');
    });
    await service.documents(PUBLIC_URL);
    expect(builds).toBe(2);
    // Another address of the same site has its own copy (its URLs differ).
    expect((await service.documents('http://127.0.0.1:1')).main.xml.toString()).toContain(
      '<loc>http://127.0.0.1:1/about</loc>',
    );
    expect(builds).toBe(3);
  });

  /** A service over the real product source, on a clock the test moves; counts its builds. */
  function productSitemap(options: { minAgeMs?: number; maxAgeMs?: number } = {}) {
    const registry = new SitemapRegistry();
    const counts = { builds: 0 };
    registry.register(
      async (em) => {
        counts.builds += 1;
        return sitemapProducts(em);
      },
      { reads: [ProductTemplate] },
    );
    const clock = { now: 1_000_000 };
    const service = new SitemapService({
      registry,
      dataSource: server.dataSource,
      events: server.app.events,
      site,
      now: () => clock.now,
      ...options,
    });
    return { service, counts, clock };
  }
  const xmlOf = (documents: SitemapDocuments) => documents.main.xml.toString();

  it('keeps the sitemap through commits that write nothing it lists (sign-ins, company, a bare transaction)', async () => {
    const { service, counts } = productSitemap({ minAgeMs: 0 });
    const first = await service.documents(PUBLIC_URL);
    await new TestClient(server.url).signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await server.app.transaction(async (em) => {
      const company = await em.getRepository(Company).findOneByOrFail({});
      await em.getRepository(Company).update({ id: company.id }, { phone: company.phone });
    });
    await server.app.transaction((em) => em.query('SELECT 1'));
    expect(await service.documents(PUBLIC_URL)).toBe(first);
    expect(counts.builds).toBe(1);
  });

  it('goes stale when a product is unpublished through the catalog, and rebuilds before answering at min age 0', async () => {
    const { service, counts } = productSitemap({ minAgeMs: 0 });
    const [first] = await publishedProductPaths();
    const id = Number(/-(\d+)$/.exec(first!)![1]);
    expect(xmlOf(await service.documents(PUBLIC_URL))).toContain(`${PUBLIC_URL}${first}<`);
    expect(await togglePublished(id)).toBe(false);
    try {
      expect(xmlOf(await service.documents(PUBLIC_URL))).not.toContain(`${PUBLIC_URL}${first}<`);
      expect(counts.builds).toBe(2);
    } finally {
      expect(await togglePublished(id)).toBe(true);
    }
    expect(xmlOf(await service.documents(PUBLIC_URL))).toContain(`${PUBLIC_URL}${first}<`);
  });

  it('serves a stale sitemap until it is minAgeMs old, then once more while one background build replaces it', async () => {
    const { service, counts, clock } = productSitemap({ minAgeMs: 60_000 });
    const [first] = await publishedProductPaths();
    const id = Number(/-(\d+)$/.exec(first!)![1]);
    const kept = await service.documents(PUBLIC_URL);
    expect(await togglePublished(id)).toBe(false);
    try {
      // Changed, but younger than a minute: served as it is, nothing rebuilt.
      clock.now += 59_000;
      expect(await service.documents(PUBLIC_URL)).toBe(kept);
      await service.settled();
      expect(counts.builds).toBe(1);
      // A minute old: a crawl of many requests gets the kept copy at once and starts one build.
      clock.now += 1_000;
      const answers = await Promise.all(Array.from({ length: 5 }, () => service.documents(PUBLIC_URL)));
      expect(answers.every((answer) => answer === kept)).toBe(true);
      await service.settled();
      expect(counts.builds).toBe(2);
      const rebuilt = await service.documents(PUBLIC_URL);
      expect(rebuilt).not.toBe(kept);
      expect(xmlOf(rebuilt)).not.toContain(`${PUBLIC_URL}${first}<`);
      expect(counts.builds).toBe(2);
    } finally {
      expect(await togglePublished(id)).toBe(true);
    }
  });

  it('rebuilds in the background a sitemap older than maxAgeMs even without a change (scheduled posts)', async () => {
    const { service, counts, clock } = productSitemap({ minAgeMs: 60_000, maxAgeMs: 600_000 });
    const kept = await service.documents(PUBLIC_URL);
    clock.now += 599_000;
    expect(await service.documents(PUBLIC_URL)).toBe(kept);
    await service.settled();
    expect(counts.builds).toBe(1);
    clock.now += 1_000;
    expect(await service.documents(PUBLIC_URL)).toBe(kept);
    await service.settled();
    expect(counts.builds).toBe(2);
    expect(await service.documents(PUBLIC_URL)).not.toBe(kept);
  });

  it('reads each published product once with its update time (plain SQL, same rows as the entities)', async () => {
    const entries = await sitemapProducts(server.dataSource.manager);
    expect(entries.map((entry) => entry.path)).toEqual(await publishedProductPaths());
    const rows = await server.dataSource
      .getRepository(ProductTemplate)
      .find({ where: { published: true, active: true }, order: { id: 'ASC' } });
    expect(entries.map((entry) => entry.lastmod?.getTime())).toEqual(
      rows.map((row) => row.updated.getTime()),
    );
  });

  it('splits a large site into an index of parts, each page keeping its languages together', async () => {
    const registry = new SitemapRegistry();
    const entries: SitemapEntry[] = Array.from({ length: 7 }, (_, index) => ({
      path: `/p${index}`,
      lastmod: new Date(Date.UTC(2024, 0, index + 1, 12)),
    }));
    registry.register(async () => entries);
    // 8 pages (the home page first) × 2 languages, at most 5 URLs a file: 2 pages (4 URLs) a part.
    const service = new SitemapService({
      registry,
      dataSource: server.dataSource,
      events: server.app.events,
      site,
      maxUrlsPerFile: 5,
    });
    const documents = await service.documents(PUBLIC_URL);
    const main = documents.main.xml.toString();
    const parts = documents.parts.map((part) => part.xml.toString());
    expect(parts).toHaveLength(4);
    expect(gunzipSync(documents.parts[3]!.gzip).toString()).toBe(parts[3]);
    expect(locs(main)).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    expect(main).toContain('<lastmod>2024-01-07T12:00:00Z</lastmod>');
    expect(locs(parts[0]!)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/fr`,
      `${PUBLIC_URL}/p0`,
      `${PUBLIC_URL}/fr/p0`,
    ]);
    if (xmllint) {
      expect(schemaErrors(main, 'siteindex.xsd')).toBe('');
      for (const part of parts) expect(schemaErrors(part, 'sitemap.xsd')).toBe('');
    }
  });
});
