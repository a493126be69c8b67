// Pages rendered on every request (issue 28 items 1 and 5): each request carries a query the page
// ignores and no earlier request sent (`?fresh=N`), or a search word never searched before, so the
// page micro-cache (keyed by the URL, docs/decisions/0004-page-micro-cache.md) never answers it: the
// figures are a render's whole cost, as with PAGE_CACHE_MS=0, in the same run as the cached scenarios.
//   npm run build && npm run bench -- --connections 10 --no-write --scenario shop-fresh \
//     --scenario shop-search-fresh --scenario product-fresh --scenario blog-fresh --scenario home-fresh
import { sampleProduct } from './shop-scenarios.mjs';

/** A request path that differs on every call: `base` + a counter the page ignores. */
function freshPaths(base) {
  let next = 0;
  const separator = base.includes('?') ? '&' : '?';
  return () => ({ path: `${base}${separator}fresh=${(next++).toString(36)}` });
}

/** Throws unless `path` answers 200 with a page that contains `expected`. */
async function expectPage(server, path, expected) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  if (response.status !== 200 || !expected.test(html))
    throw new Error(`${path} answers ${response.status} without ${expected}`);
}

/** @type {import('./types').Scenario[]} */
export const renderedScenarios = [
  {
    name: 'shop-fresh',
    description: 'shop listing, page 1, rendered on every request (never from the page cache)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup() {
      return { perRequest: freshPaths('/shop') };
    },
    check: (server) => expectPage(server, '/shop?fresh=check', /class="[^"]*product/),
  },
  {
    name: 'shop-search-fresh',
    description: '/shop searched by a word never searched before, each request (never cached)',
    method: 'GET',
    path: '/shop?search=walnut',
    expectedStatus: 200,
    connections: 10,
    async setup() {
      let next = 0;
      return { perRequest: () => ({ path: `/shop?search=w${(next++).toString(36)}` }) };
    },
  },
  {
    name: 'product-fresh',
    description: 'a product page with its variants, rendered on every request (never cached)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      const { path } = await sampleProduct(server);
      return { path, perRequest: freshPaths(path) };
    },
  },
  {
    name: 'blog-fresh',
    description: "the blog's posts, /blog, rendered on every request (never cached)",
    method: 'GET',
    path: '/blog',
    expectedStatus: 200,
    connections: 10,
    async setup() {
      return { perRequest: freshPaths('/blog') };
    },
  },
  {
    name: 'home-fresh',
    description: 'home page, rendered on every request (never cached)',
    method: 'GET',
    path: '/',
    expectedStatus: 200,
    connections: 10,
    async setup() {
      return { perRequest: freshPaths('/') };
    },
  },
];
