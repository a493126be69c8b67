import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import { WebsitePage } from '../../features/website/website-page.entity';
import { TestClient, TEST_ADMIN, type TestServer } from '../../testing/test-server';

describe('shared pages for visitors without a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSiteTestServer({ env: { PAGE_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  /** The csrf tokens of a page: in its forms, and in its data for the scripts. */
  const tokensOf = (html: string) =>
    [...html.matchAll(/(?:name="csrf_token" value="|csrfToken\\",\\")([\w.-]+)/g)].map((m) => m[1]!);

  it('renders a page once and serves it again with the nonce its scripts carry', async () => {
    const first = await fetch(`${server.url}/aboutus?cache-test=1`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const second = await fetch(`${server.url}/aboutus?cache-test=1`);
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    // The same page, but for its visitor's csrf token (the next test).
    const [firstToken] = tokensOf(firstHtml);
    const secondHtml = await second.text();
    expect(secondHtml.replaceAll(tokensOf(secondHtml)[0]!, firstToken!)).toBe(firstHtml);
    expect(nonceOf(second)).toBe(nonceOf(first));
    expect(firstHtml).toContain(`nonce="${nonceOf(first)}"`);
  });

  it('gives each visitor their own csrf token, bound to their browser, in the page it shares', async () => {
    const [first, second] = [new TestClient(server.url), new TestClient(server.url)];
    const firstPage = await first.request('GET', '/web/login?cache-test=7');
    const secondPage = await second.request('GET', '/web/login?cache-test=7');
    expect([firstPage.headers.get('x-page-cache'), secondPage.headers.get('x-page-cache')]).toEqual([
      'MISS',
      'HIT',
    ]);
    const [firstHtml, secondHtml] = [await firstPage.text(), await secondPage.text()];
    // In the form and in the page's data for the scripts alike.
    const [firstToken, secondToken] = [tokensOf(firstHtml)[0]!, tokensOf(secondHtml)[0]!];
    expect(firstToken).not.toBe(secondToken);
    for (const [html, token] of [
      [firstHtml, firstToken],
      [secondHtml, secondToken],
    ] as const) {
      expect(html).not.toContain('shared-form-token');
      expect(html.split(token).length - 1).toBeGreaterThanOrEqual(2);
    }
    // Compressed answers carry their visitor's token too.
    const third = new TestClient(server.url);
    const gzipped = await third.request('GET', '/web/login?cache-test=7', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('x-page-cache')).toBe('HIT');
    const thirdToken = tokensOf(await gzipped.text())[0]!;
    expect([firstToken, secondToken]).not.toContain(thirdToken);
    const signIn = (client: TestClient, token: string) =>
      client.request('POST', '/web/login', {
        body: new URLSearchParams({
          login: 'portal@example.com',
          password: 'demo-password-1',
          csrf_token: token,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      });
    // One visitor's token is worth nothing in the other's browser; their own works (signing in empties
    // the cache: the compressed answer was checked first).
    expect((await signIn(second, firstToken)).status).toBe(403);
    expect((await signIn(second, secondToken)).status).toBe(302);
    expect((await signIn(third, thirdToken)).status).toBe(302);
  });

  it('is dropped by any committed change', async () => {
    await fetch(`${server.url}/aboutus?cache-test=2`);
    expect((await fetch(`${server.url}/aboutus?cache-test=2`)).headers.get('x-page-cache')).toBe('HIT');
    await server.app.transaction((em) =>
      em.getRepository(WebsitePage).update({ url: '/aboutus' }, { title: { en_US: 'About the shop' } }),
    );
    const fresh = await fetch(`${server.url}/aboutus?cache-test=2`);
    expect(fresh.headers.get('x-page-cache')).toBe('MISS');
    expect(await fresh.text()).toContain('About the shop');
  });

  it('never shares the page of a signed-in user, nor a 404', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const mine = await admin.request('GET', '/aboutus?cache-test=3');
    expect(mine.headers.get('x-page-cache')).toBeNull();
    expect(await mine.text()).toContain('My account');
    const anonymous = await fetch(`${server.url}/aboutus?cache-test=3`);
    expect(await anonymous.text()).not.toContain('My account');
    await fetch(`${server.url}/no-such-page`);
    expect((await fetch(`${server.url}/no-such-page`)).headers.get('x-page-cache')).toBe('MISS');
  });

  it('renders once for concurrent visitors', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${server.url}/aboutus?cache-test=4`)),
    );
    const states = answers.map((answer) => answer.headers.get('x-page-cache'));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(7);
  });
});

describe('shared pages for visitors with a cart', () => {
  let server: TestServer;
  let productId: number;
  beforeAll(async () => {
    server = await startSiteTestServer({ env: { PAGE_CACHE_MS: '60000' } });
    const [row] = (await server.dataSource.query(
      `SELECT p."id" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
       WHERE t."published" = ${server.dataSource.options.type === 'postgres' ? 'true' : '1'} AND p."active" = ${server.dataSource.options.type === 'postgres' ? 'true' : '1'}
       ORDER BY p."id" LIMIT 1`,
    )) as Array<{ id: number }>;
    productId = row!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A visitor whose cart holds `quantity` units. */
  async function visitorWithCart(quantity: number) {
    const visitor = new TestClient(server.url);
    const { body } = await visitor.rpc('/shop/cart/update_json', {
      product_id: productId,
      add_qty: quantity,
    });
    expect(body.result).toMatchObject({ cart_quantity: quantity });
    return visitor;
  }
  /** The cart's count in the header (the wishlist's link beside it has a badge too). */
  const badge = (html: string) => /site-header__cart"[\s\S]*?class="badge">(\d+)</.exec(html)?.[1];

  it('shares a page among visitors whose carts hold as many items, never across counts', async () => {
    const [a, b, c] = [await visitorWithCart(2), await visitorWithCart(2), await visitorWithCart(3)];
    const first = await a.request('GET', '/shop?cache-test=5');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(badge(await first.text())).toBe('2');
    const second = await b.request('GET', '/shop?cache-test=5');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(badge(await second.text())).toBe('2');
    const other = await c.request('GET', '/shop?cache-test=5');
    expect(other.headers.get('x-page-cache')).toBe('MISS');
    expect(badge(await other.text())).toBe('3');
    // A visitor without a cart gets the anonymous page, with an empty badge.
    expect(badge(await (await fetch(`${server.url}/shop?cache-test=5`)).text())).toBe('0');
  });

  it("keeps the shared pages when a shopper's cart changes (no other visitor's page shows it)", async () => {
    await fetch(`${server.url}/shop?cache-test=8`);
    expect((await fetch(`${server.url}/shop?cache-test=8`)).headers.get('x-page-cache')).toBe('HIT');
    const shopper = await visitorWithCart(1);
    await shopper.rpc('/shop/cart/update_json', { product_id: productId, add_qty: 1 });
    expect((await fetch(`${server.url}/shop?cache-test=8`)).headers.get('x-page-cache')).toBe('HIT');
    // The shopper's own pages follow their cart: its count is in the key.
    const own = await shopper.request('GET', '/shop?cache-test=8');
    expect(badge(await own.text())).toBe('2');
  });

  it("reads the visitor's cart and its count once for a page (the cache's key and the badge)", async () => {
    const visitor = await visitorWithCart(4);
    // Counts the statements TypeORM sends (its logger hears each one).
    const logger = server.dataSource.logger;
    const cartReads: string[] = [];
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, ...rest) => {
      if (/FROM "cart(_line)?"/.test(query)) cartReads.push(query);
      return logQuery(query, ...rest);
    };
    try {
      const page = await visitor.request('GET', '/shop?cache-test=7');
      expect(page.headers.get('x-page-cache')).toBe('MISS');
      expect(badge(await page.text())).toBe('4');
    } finally {
      logger.logQuery = logQuery;
    }
    // The cart found by its cookie, then its units: not once for the key and again for the page.
    expect(cartReads).toHaveLength(2);
  });

  it('never shares the cart page, which shows the lines', async () => {
    const [a, b] = [await visitorWithCart(1), await visitorWithCart(1)];
    await a.request('GET', '/shop/cart?cache-test=6');
    const again = await b.request('GET', '/shop/cart?cache-test=6');
    expect(again.headers.get('x-page-cache')).toBe('MISS');
    expect(await again.text()).toContain('data-line-id=');
  });
});
