/**
 * Issue 27 items 4 and 9 for the website: two processes on one database, as behind a load balancer
 * (`peerOf`). The header menu saved through one process's back office shows in the other's pages
 * within 3 s (menu.service.ts, a shared event), and the editor's live-preview draft posted to one
 * process is previewed by the other (page-drafts.ts: the drafts are in the database).
 *
 * PostgreSQL only (npm run test:pg): several processes share a PostgreSQL database only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  startTestServer,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';

const PUBLISHER = 'publisher@example.com';

describe.runIf(process.env.TEST_DATABASE_URL)('the website across processes', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer();
    // The process that renders the pages (the site through Vite's dev server, as the other page tests).
    b = await startSiteTestServer({ peerOf: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("shows a menu saved in one process's back office in the other's pages within 3 s", async () => {
    const publisher = new TestClient(a.url);
    await publisher.signIn(PUBLISHER, TEST_DEMO_PASSWORD);
    const visitor = new TestClient(b.url);
    const label = `Across ${Date.now()}`;
    // The other process shows the menu now (and keeps it).
    expect((await visitor.page('/')).html).not.toContain(label);
    const rows = (await (await publisher.request('GET', '/api/admin/website/menu')).json()) as Array<{
      id: number;
      parentId: number | null;
      label: Record<string, string>;
      url: string | null;
      pageId: number | null;
    }>;
    const items = rows.map((row) => ({
      key: String(row.id),
      parentKey: row.parentId === null ? null : String(row.parentId),
      label: row.label,
      url: row.url,
      pageId: row.pageId,
    }));
    items.push({ key: 'across', parentKey: null, label: { en_US: label }, url: '/across', pageId: null });
    const saved = await publisher.request('PUT', '/api/admin/website/menu', { json: { items } });
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => (await visitor.page('/')).html, { timeout: 3_000, interval: 50 })
      .toContain(label);
  });

  it("previews in one process the editor's draft posted to the other", async () => {
    const publisherOnA = new TestClient(a.url);
    await publisherOnA.signIn(PUBLISHER, TEST_DEMO_PASSWORD);
    const posted = await publisherOnA.request('POST', '/api/admin/website/preview', {
      json: {
        id: null,
        url: '/across-draft',
        title: { en_US: 'Unsaved' },
        metaTitle: {},
        metaDescription: {},
        published: false,
        blocks: { en_US: [{ id: 'p', type: 'text', text: 'Words of a draft from the other process' }] },
      },
    });
    expect(posted.status).toBe(200);
    const { url } = (await posted.json()) as { url: string };
    // The same person's session (one database), the frame's request answered by the other process.
    const publisherOnB = new TestClient(b.url);
    publisherOnB.setCookie('vitrine_session', publisherOnA.cookie('vitrine_session')!);
    const shown = await publisherOnB.page(url);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Words of a draft from the other process');
    // Still only for its author.
    expect((await new TestClient(b.url).page(url)).status).toBe(404);
  });
});
