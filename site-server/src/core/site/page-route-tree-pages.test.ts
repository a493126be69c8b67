/**
 * Pages rendered with only their own routes (page-route-tree.ts) are byte for byte those React Router
 * renders with the whole route tree (VITRINE_WHOLE_ROUTE_TREE=1): the real server, the demo data, the
 * site through its Vite dev server; one visitor, so the CSRF token is the same in both.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import { TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startSiteTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  delete process.env.VITRINE_WHOLE_ROUTE_TREE;
});

// Each answer has its own CSP nonce and masks the visitor's CSRF token afresh (core/http/csrf.ts);
// nothing else may differ.
const withoutNonces = (html: string) =>
  html.replaceAll(/nonce="[^"]*"/g, 'nonce=""').replaceAll(/[a-z0-9]+\.[\w-]{8,}\.[\w-]{20,}/g, 'csrf-token');

async function bothRenders(client: TestClient, pathname: string) {
  delete process.env.VITRINE_WHOLE_ROUTE_TREE;
  const pageRoutes = await client.page(pathname);
  process.env.VITRINE_WHOLE_ROUTE_TREE = '1';
  const wholeTree = await client.page(pathname);
  delete process.env.VITRINE_WHOLE_ROUTE_TREE;
  return { pageRoutes, wholeTree };
}

const firstLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('a page rendered with its own routes only', () => {
  it('is the page React Router renders with the whole route tree, for a visitor', async () => {
    const visitor = new TestClient(server.url);
    const shop = await visitor.page('/shop');
    const blog = await visitor.page('/blog');
    const product = firstLink(shop.html, /href="(\/shop\/product\/[^"]+)"/);
    const post = firstLink(blog.html, /href="(\/blog\/[^"/]+\/post\/[^"]+)"/);
    expect(product).toBeDefined();
    expect(post).toBeDefined();
    const pages = [
      '/',
      '/fr',
      '/es/',
      '/shop',
      '/fr/shop?search=desk',
      '/shop/category/desks',
      product!,
      `/es${product!}`,
      '/blog',
      post!,
      '/contactus',
      '/fr/aboutus',
      '/FR/aboutus', // React Router matches without case: the French page
      '/es/no/such/page',
      '/shop/cart',
      '/web/login',
      '/de/aboutus', // not a language: the website's 404
      '/no/such/page',
    ];
    for (const pathname of pages) {
      const { pageRoutes, wholeTree } = await bothRenders(visitor, pathname);
      expect(pageRoutes.status, pathname).toBe(wholeTree.status);
      // The partial manifest of lazy route discovery is in the page: it must list the same routes.
      expect(pageRoutes.html, pathname).toContain('window.__reactRouterManifest');
      expect(withoutNonces(pageRoutes.html), pathname).toBe(withoutNonces(wholeTree.html));
    }
  });

  it('is the page React Router renders with the whole route tree, for a signed-in customer', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    for (const pathname of ['/my', '/my/orders', '/fr/my/quotes']) {
      const { pageRoutes, wholeTree } = await bothRenders(admin, pathname);
      expect(pageRoutes.status, pathname).toBe(wholeTree.status);
      expect(withoutNonces(pageRoutes.html), pathname).toBe(withoutNonces(wholeTree.html));
    }
  });
});
