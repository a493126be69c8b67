/**
 * /sitemap.xml and /robots.txt over HTTP on the real server (demo data, SQLite through the
 * migrations), the sitemap checked against the sitemaps.org 0.9 schema with xmllint.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureXmllint } from '../../../../scripts/ensure-xmllint.mjs';
import { SitemapRegistry, type SitemapEntry } from '../../core/records';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { ProductTemplate } from '../catalog/product-template.entity';
import { sitemapParts, urlsetXml, w3cDatetime, xmlEscape } from './sitemap-xml';
import { SitemapService, type SitemapDocuments } from './sitemap.service';
import { Company } from '../accounts/company.entity';
import { sitemapProducts } from '../catalog/catalog-sitemap';

const PUBLIC_URL = 'https://shop.example.com';
const fixtures = path.join(import.meta.dirname, 'fixtures');

let xmllint: string | null = null;
try {
  xmllint = ensureXmllint();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // CI must validate: `npm test` installs xmllint there (scripts/test.mjs), so missing it is a failure.
  if (process.env.CI) throw new Error(`xmllint is required on CI: ${message}`);
  console.warn(`\n*** SITEMAP SCHEMA VALIDATION SKIPPED: ${message} ***\n`);
}

/** xmllint's complaints about `xml` against a schema of fixtures/, or '' when it validates. */
function schemaErrors(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): string {
  const run = spawnSync(xmllint!, ['--noout', '--schema', path.join(fixtures, schema), '-'], {
    input: xml,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run.status === 0 ? '' : `${run.stderr}${run.error ? String(run.error) : ''}` || `exit ${run.status}`;
}

let server: TestServer;
let admin: TestClient;
const visitor = () => new TestClient(server.url);

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => server?.close());

async function sitemap() {
  const response = await visitor().request('GET', '/sitemap.xml');
  expect(response.status).toBe(200);
  return { response, xml: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Published, active products as the database has them: the sitemap's products must be exactly these. */
async function publishedProductPaths(): Promise<string[]> {
  const rows = await server.dataSource
    .getRepository(ProductTemplate)
    .find({ where: { published: true, active: true }, order: { id: 'ASC' } });
  return rows.map((row) => `/shop/product/${row.slug}-${row.id}`);
}

async function togglePublished(id: number) {
  const { body } = await admin.rpc('/website/publish', { id, object: 'product.template' });
  expect(body.error).toBeUndefined();
  return body.result as boolean;
}

describe('/sitemap.xml', () => {
  it('lists the home page, the shop and every published product, in each language, on PUBLIC_URL', async () => {
    const { response, xml } = await sitemap();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    const products = await publishedProductPaths();
    expect(products.length).toBeGreaterThan(5);
    const languageUrls = (pathname: string) =>
      pathname === '/'
        ? [`${PUBLIC_URL}/`, `${PUBLIC_URL}/fr`, `${PUBLIC_URL}/es`]
        : [`${PUBLIC_URL}${pathname}`, `${PUBLIC_URL}/fr${pathname}`, `${PUBLIC_URL}/es${pathname}`];
    const urls = locs(xml);
    expect(urls.slice(0, 3)).toEqual(languageUrls('/'));
    expect(urls).toEqual(expect.arrayContaining(languageUrls('/shop')));
    // The products are exactly the published, active ones; each URL once.
    expect(urls.filter((url) => url.includes('/shop/product/')).sort()).toEqual(
      products.flatMap(languageUrls).sort(),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives each URL its hreflang alternates (x-default too) and a W3C lastmod for products', async () => {
    const { xml } = await sitemap();
    const [product] = await publishedProductPaths();
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const french = entries.find((entry) => entry.includes(`<loc>${PUBLIC_URL}/fr${product}</loc>`))!;
    expect(french).toBeTruthy();
    expect(french).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    for (const [hreflang, href] of [
      ['en-US', `${PUBLIC_URL}${product}`],
      ['fr-FR', `${PUBLIC_URL}/fr${product}`],
      ['es-ES', `${PUBLIC_URL}/es${product}`],
      ['x-default', `${PUBLIC_URL}${product}`],
    ])
      expect(french).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  // Skipped only on a machine where xmllint is missing and cannot be installed (not root, no apt):
  // the warning above says so, and on CI (where `npm test` installs it) that case fails instead.
  it.skipIf(!xmllint)('is valid against the sitemaps.org 0.9 schema', async () => {
    const { xml } = await sitemap();
    expect(schemaErrors(xml, 'sitemap.xsd')).toBe('');
  });

  it('drops an unpublished product and an archived one at once, and lists them again when published', async () => {
    const [first, second] = await publishedProductPaths();
    const idOf = (pathname: string) => Number(/-(\d+)$/.exec(pathname)![1]);
    expect(locs((await sitemap()).xml)).toContain(`${PUBLIC_URL}${first}`);

    expect(await togglePublished(idOf(first!))).toBe(false);
    const csrf = ((await (await admin.request('GET', '/api/admin/session')).json()) as { csrfToken: string })
      .csrfToken;
    const archived = await admin.request('DELETE', `/api/admin/products/${idOf(second!)}`, {
      headers: { 'x-csrf-token': csrf },
    });
    expect(archived.status).toBe(204);
    try {
      const urls = locs((await sitemap()).xml);
      for (const gone of [first!, second!]) {
        expect(urls).not.toContain(`${PUBLIC_URL}${gone}`);
        expect(urls).not.toContain(`${PUBLIC_URL}/fr${gone}`);
      }
      expect(urls).toContain(`${PUBLIC_URL}/shop`);
    } finally {
      expect(await togglePublished(idOf(first!))).toBe(true);
    }
    expect(locs((await sitemap()).xml)).toContain(`${PUBLIC_URL}/es${first}`);
  });

  it('lists published blogs and posts; leaves out an unpublished blog or post and a post scheduled later', async () => {
    const csrf = ((await (await admin.request('GET', '/api/admin/session')).json()) as { csrfToken: string })
      .csrfToken;
    const save = async <T>(path: string, json: unknown): Promise<T> => {
      const response = await admin.request('POST', `/api/admin${path}`, {
        json,
        headers: { 'x-csrf-token': csrf },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const blog = await save<{ id: number; url: string }>('/blog/blogs', { name: { en_US: 'Sitemap news' } });
    const hidden = await save<{ url: string }>('/blog/blogs', {
      name: { en_US: 'Sitemap drafts' },
      published: false,
    });
    const day = 24 * 3600 * 1000;
    const post = (title: string, published: boolean, postDate: Date) =>
      save<{ id: number; url: string }>('/blog/posts', {
        blogId: blog.id,
        title: { en_US: title },
        postDate: postDate.toISOString(),
        published,
      });
    const visible = await post('Out today', true, new Date(Date.now() - day));
    const draft = await post('Not yet written', false, new Date(Date.now() - day));
    const scheduled = await post('Out next week', true, new Date(Date.now() + 7 * day));

    const urls = locs((await sitemap()).xml);
    for (const listed of ['/blog', blog.url, visible.url]) {
      expect(urls).toContain(`${PUBLIC_URL}${listed}`);
      expect(urls).toContain(`${PUBLIC_URL}/fr${listed}`);
    }
    for (const absent of [hidden.url, draft.url, scheduled.url])
      expect(urls.filter((url) => url.endsWith(absent))).toEqual([]);

    // Publishing the draft from the page (an UPDATE through the query builder) reaches the kept sitemap.
    const { body } = await admin.rpc('/website/publish', { id: draft.id, object: 'blog.post' });
    expect(body.result).toBe(true);
    expect(locs((await sitemap()).xml)).toContain(`${PUBLIC_URL}${draft.url}`);
  });

  it('lists published website pages and leaves out an unpublished one', async () => {
    const csrf = ((await (await admin.request('GET', '/api/admin/session')).json()) as { csrfToken: string })
      .csrfToken;
    const page = async (url: string, published: boolean) => {
      const response = await admin.request('POST', '/api/admin/website/pages', {
        json: {
          url,
          title: { en_US: url },
          metaTitle: {},
          metaDescription: {},
          blocks: { en_US: [] },
          published,
        },
        headers: { 'x-csrf-token': csrf },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await page('/sitemap-services', true);
    await page('/sitemap-secret', false);
    const urls = locs((await sitemap()).xml);
    expect(urls).toContain(`${PUBLIC_URL}/sitemap-services`);
    expect(urls).toContain(`${PUBLIC_URL}/es/sitemap-services`);
    expect(urls.filter((url) => url.endsWith('/sitemap-secret'))).toEqual([]);
  });

  it('is sent gzipped to clients that accept it, and not again to one that has it (ETag)', async () => {
    const plain = await visitor().request('GET', '/sitemap.xml', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const xml = await plain.text();
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // fetch asks for gzip and unpacks it.
    const zipped = await visitor().request('GET', '/sitemap.xml');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(xml);
    const again = await visitor().request('GET', '/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for sitemap parts when the site fits in one file', async () => {
    expect((await visitor().request('GET', '/sitemap-1.xml')).status).toBe(404);
    expect((await visitor().request('GET', '/sitemap-0.xml')).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps private paths out in every language, and points to the sitemap', async () => {
    const response = await visitor().request('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const rule of [
      'Disallow: /admin$',
      'Disallow: /admin/',
      'Disallow: /web/',
      'Disallow: /my$',
      'Disallow: /my/',
      'Disallow: /shop/cart',
      'Disallow: /shop/checkout',
      'Disallow: /api/',
      'Disallow: /fr/web/',
      'Disallow: /fr/my$',
      'Disallow: /es/shop/cart',
      'Disallow: /es/shop/checkout',
      // Product pictures stay crawlable for link previews.
      'Allow: /web/image/',
    ])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

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

describe('sitemap XML', () => {
  const site = {
    publicUrl: PUBLIC_URL,
    languages: [{ code: 'en_US' as const }],
    defaultLang: 'en_US' as const,
  };

  it('escapes what XML would read as markup', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ path: '/shop?search=a&order=name', lastmod: null }], site);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/shop?search=a&amp;order=name</loc>`);
    if (xmllint) expect(schemaErrors(xml, 'sitemap.xsd')).toBe('');
  });

  it('writes lastmod as a W3C datetime in UTC', () => {
    expect(w3cDatetime(new Date('2024-03-05T06:07:08.123+02:00'))).toBe('2024-03-05T04:07:08Z');
  });

  it('keeps 50,000 URLs a file at most', () => {
    const three = {
      ...site,
      languages: [{ code: 'en_US' as const }, { code: 'fr_FR' as const }, { code: 'es_ES' as const }],
    };
    const entries = Array.from({ length: 20_000 }, (_, index) => ({ path: `/p${index}`, lastmod: null }));
    const parts = sitemapParts(entries, three);
    expect(parts.map((part) => part.length)).toEqual([16_666, 3_334]);
  });
});
