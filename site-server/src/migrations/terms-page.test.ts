import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../testing/site-test-server';
import { decodeHtml, TestClient, type TestServer } from '../testing/test-server';

/**
 * The Terms page the payment page links to reaches a site made before it existed: undoing the migration
 * that adds it and running it again on a site without one makes it, and keeps a page the owner already
 * has there. On SQLite in `npm test`, on PostgreSQL in `npm run test:pg`.
 */
describe('the Terms page of an upgraded site', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The site's pages too: the test reads the page a visitor gets.
    server = await startSiteTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  const termsPages = async () =>
    (await server.dataSource.query(`SELECT "title", "published" FROM "website_page" WHERE "url" = '/terms'`)) as Array<{
      title: string;
      published: boolean | number;
    }>;

  /** Back to the version before the Terms page (and the migrations after it), then up again. */
  async function upgrade() {
    const { dataSource } = server;
    const last = async () =>
      ((await dataSource.query(`SELECT "name" FROM "migrations" ORDER BY "id" DESC LIMIT 1`)) as Array<{ name: string }>)[0]!
        .name;
    while (!(await last()).startsWith('TermsPage')) await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    await dataSource.runMigrations();
  }

  it('is made, published, in the three languages, for a site that has none', async () => {
    await server.dataSource.query(`DELETE FROM "website_page" WHERE "url" = '/terms'`);
    expect(await termsPages()).toEqual([]);
    await upgrade();
    const [page, ...others] = await termsPages();
    expect(others).toEqual([]);
    expect(Boolean(page!.published)).toBe(true);
    expect(JSON.parse(page!.title)).toEqual({
      en_US: 'Terms and conditions',
      fr_FR: 'Conditions générales de vente',
      es_ES: 'Términos y condiciones',
    });
    const shown = await new TestClient(server.url).page('/fr/terms');
    expect(shown.status).toBe(200);
    expect(decodeHtml(shown.html)).toContain('Retours');
  }, 60_000);

  it('leaves the page an owner already has there as it is', async () => {
    const edited = JSON.stringify({ en_US: 'Our own terms' });
    await server.dataSource.query(`UPDATE "website_page" SET "title" = '${edited}' WHERE "url" = '/terms'`);
    await upgrade();
    expect((await termsPages()).map((page) => page.title)).toEqual([edited]);
  }, 60_000);
});
