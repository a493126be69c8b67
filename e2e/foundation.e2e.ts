// Platform-level checks of the public site and the JSON-RPC layer against the production build.
// (The back office's own browser tests live beside this file, in the admin slice's files.)
import type { Page } from '@playwright/test';
import { t } from '../shared/i18n';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';

const header = (page: Page) => page.locator('header').first();
const footer = (page: Page) => page.locator('footer').first();

test.describe('public site shell', () => {
  test('the home page is rendered on the server with its header and footer', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();

    const headerHtml = html.match(/<header[\s>][\s\S]*?<\/header>/)?.[0] ?? '';
    for (const key of ['site.home', 'site.aboutUs', 'site.signIn'] as const) {
      expect(headerHtml, `header contains "${t('en_US', key)}"`).toContain(t('en_US', key));
    }
    const footerHtml = html.match(/<footer[\s>][\s\S]*?<\/footer>/)?.[0] ?? '';
    const footerText = footerHtml
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(footerText).toContain(`Copyright © ${new Date().getFullYear()}`);
    // The data the client needs to hydrate is in the page itself.
    expect(html).toContain('__reactRouterContext');
  });

  test('the home page hydrates and a header link loads the next page, hydrated in turn', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(new URL(request.url()).pathname);
    });

    // The demo menu puts About us over a sub-menu (with Services): open it, then follow its link.
    const aboutUs = header(page).locator('summary', { hasText: t('en_US', 'site.aboutUs') });
    await aboutUs.click();
    await header(page)
      .getByRole('link', { name: t('en_US', 'site.aboutUs'), exact: true })
      .click();

    // The browser's own navigation (client-runtime/index.ts): the server sends the next page.
    await expect(page).toHaveURL(/\/aboutus$/);
    expect(documentRequests).toEqual(['/aboutus']);
    await hydrated(page);
    await expect(aboutUs.locator('xpath=..')).not.toHaveAttribute('open', /.*/);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(header(page).locator('a[href="/aboutus"]')).toHaveAttribute('aria-current', 'page');
  });

  test('hydrating keeps what the server sent in the head, and a navigation brings the next page’s', async ({
    page,
    request,
  }) => {
    // The browser runs Preact on React's server HTML (vite.config.ts): nothing of the head may be lost.
    const headOf = (html: string) =>
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<(?:link|meta|title)\b[^>]*>/g)]
        .map(([tag]) =>
          tag
            .replace(/\s+nonce="[^"]*"/, '')
            .replace(/\/>$/, '>')
            .toLowerCase(),
        )
        .filter((tag) => !/modulepreload|charSet/i.test(tag));
    const servedHtml = await (await request.get('/shop')).text();
    const served = headOf(servedHtml);
    // The page's stylesheets come in its head (core/site/inline-stylesheets.server.ts).
    expect(servedHtml).toMatch(
      /<head>.*<style data-href="\/assets\/shop-[^"]+\.css">[^<]+<\/style>.*<\/head>/s,
    );
    await page.goto('/shop');
    await hydrated(page);
    const live = await page.evaluate(() =>
      [...document.head.querySelectorAll('link, meta, title')].map((element) => element.outerHTML),
    );
    const liveHead = headOf(`${live.join('')}</head>`);
    expect(new Set(liveHead)).toEqual(new Set(served));
    await expect(page).toHaveTitle('Shop | Vitrine Demo Shop');

    await page.goto('/blog');
    await hydrated(page);
    await expect(page).toHaveTitle('Blog | Vitrine Demo Shop');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    await expect(page.locator('head style[data-href^="/assets/blog-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
      'href',
      /\/fr\/blog$/,
    );
  });

  test('hydrating leaves the head and the body’s elements as served, on pages and error pages', async ({
    page,
    request,
  }) => {
    // The browser runtime hands the server's head and scripts back to Preact (client-runtime/document.tsx):
    // an element hydration finds no match for would be removed.
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    for (const path of ['/', '/shop', '/blog', '/no-such-page-for-hydration']) {
      const served = await (await request.get(path)).text();
      await page.goto(path);
      await hydrated(page);
      const { before, after } = await page.evaluate((html) => {
        const outline = (root: Document) =>
          [...root.head.children, ...root.body.children].map(
            (element) =>
              `${element.parentElement!.localName}>${element.localName}` +
              ['rel', 'name', 'property', 'type', 'class']
                .map((name) => element.getAttribute(name) ?? '')
                .join('|'),
          );
        return {
          before: outline(new DOMParser().parseFromString(html, 'text/html')),
          after: outline(document),
        };
      }, served);
      expect(after, path).toEqual(before);
      expect(after.filter((tag) => tag.startsWith('body>script')).length, path).toBeGreaterThan(2);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(thrown).toEqual([]);
  });

  test('a page reached in the browser from a French page shows its strings in French', async ({ page }) => {
    // The browser gets the English strings of the page's features and the page's language on its own (catalogs.browser.ts).
    await page.goto('/fr/blog');
    await hydrated(page);
    await header(page).getByRole('link', { name: 'Boutique', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/shop$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(page.locator('header').first().getByRole('link', { name: 'Accueil' })).toBeVisible();
  });

  test('the language switch keeps the page, and "default" goes back to the default language', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const french = header(page).getByRole('link', { name: 'Français', exact: true });
    await expect(french).toHaveAttribute('href', /^\/website\/lang\/fr_FR\?r=(\/|%2F)aboutus/);
    await french.click();
    await expect(page).toHaveURL(/\/fr\/aboutus$/);
    await expect(header(page).locator('summary', { hasText: t('fr_FR', 'site.aboutUs') })).toBeVisible();

    const english = header(page).getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('href', /^\/website\/lang\/default\?r=/);
    await english.click();
    await expect(page).toHaveURL(/\/aboutus$/);
    expect(new URL(page.url()).pathname).toBe('/aboutus');
    await expect(header(page).locator('summary', { hasText: t('en_US', 'site.aboutUs') })).toBeVisible();
  });

  test('an unknown page answers 404 with the site layout', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t('en_US', 'error.notFoundTitle') })).toBeVisible();
    await expect(
      header(page).getByRole('link', { name: t('en_US', 'site.home'), exact: true }),
    ).toBeVisible();
    await expect(footer(page)).toContainText('Copyright ©');
  });
});

test.describe('JSON-RPC envelope', () => {
  test('a malformed body answers a parse error in the envelope, without a stack trace', async ({
    request,
  }) => {
    const response = await request.post('/web/session/authenticate', {
      headers: { 'Content-Type': 'application/json' },
      // A Buffer goes out byte for byte (a string with a JSON content type would be JSON-encoded first).
      data: Buffer.from('{bad'),
    });
    expect(response.status()).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|SyntaxError/);
    const body = JSON.parse(text) as {
      jsonrpc?: string;
      error?: { code?: number; data?: { name?: string } };
    };
    expect(body.jsonrpc).toBe('2.0');
    expect(body.error?.code).toBe(-32700);
    expect(body.error?.data?.name).toBe('ValidationError');
  });

  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
    test(`a ${contentType} body is refused with 415 in the envelope`, async ({ request }) => {
      const response = await request.post('/web/session/authenticate', {
        headers: { 'Content-Type': contentType },
        data: Buffer.from(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'call',
            params: { login: DEMO_ACCOUNTS.portal.email, password: DEMO_ACCOUNTS.portal.password },
            id: 7,
          }),
        ),
      });
      expect(response.status()).toBe(415);
      expect(response.headers()['set-cookie'] ?? '').not.toContain('vitrine_session=');
      const body = (await response.json()) as {
        jsonrpc?: string;
        result?: unknown;
        error?: { code?: number; message?: string; data?: { name?: string; message?: string } };
      };
      expect(body.jsonrpc).toBe('2.0');
      expect(body.result).toBeUndefined();
      expect(typeof body.error?.code).toBe('number');
      expect(body.error?.data?.name).toEqual(expect.any(String));
      expect(body.error?.data?.message).toEqual(expect.any(String));
    });
  }
});

test.describe('with JavaScript off', () => {
  test('the portal user signs in on /web/login and sees "My account"', async ({
    browser,
    server,
    siteLogin,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    try {
      const page = await context.newPage();
      await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
      await expect(
        header(page).getByRole('link', { name: t('en_US', 'site.myAccount'), exact: true }),
      ).toBeVisible();
      await expect(
        header(page).getByRole('link', { name: t('en_US', 'site.signIn'), exact: true }),
      ).toHaveCount(0);
      const cookies = await context.cookies(server.url);
      expect(cookies.find((cookie) => cookie.name === 'vitrine_session')?.httpOnly).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a wrong password is refused on /web/login', async ({ browser, server, siteLogin }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    try {
      const page = await context.newPage();
      await siteLogin(page, DEMO_ACCOUNTS.portal.email, 'not-the-password');
      await expect(page.getByText(t('en_US', 'auth.wrongLogin'))).toBeVisible();
      await expect(
        header(page).getByRole('link', { name: t('en_US', 'site.myAccount'), exact: true }),
      ).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test('text assets are sent pre-compressed to browsers that accept it (brotli, then gzip)', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asked = async (encoding: string) => {
    const answer = await request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(answer.status()).toBe(200);
    return answer.headers();
  };
  const brotli = await asked('gzip, deflate, br');
  expect(brotli['content-encoding']).toBe('br');
  expect(brotli['vary']).toMatch(/accept-encoding/i);
  expect(brotli['cache-control']).toMatch(/immutable/);
  expect((await asked('gzip'))['content-encoding']).toBe('gzip');
  expect((await asked('identity'))['content-encoding']).toBeUndefined();
});

test('static files answer other methods than GET and HEAD with 405, never 500', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const sheet = /<style data-href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script && sheet).toBeTruthy();
  const adminHtml = await (await request.get('/admin/')).text();
  const adminScript = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(adminHtml)?.[1];
  expect(adminScript).toBeTruthy();
  // Files with pre-compressed copies (their Content-Encoding was set before the method was looked at),
  // and a missing asset.
  for (const path of [script!, sheet!, adminScript!, '/assets/missing-file.js'])
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE'])
      for (const encoding of ['gzip', 'br', 'identity']) {
        const answer = await request.fetch(path, { method, headers: { 'accept-encoding': encoding } });
        expect(answer.status(), `${method} ${path} (${encoding})`).toBe(405);
        expect(answer.headers()['allow']).toBe('GET, HEAD');
        expect(answer.headers()['content-encoding']).toBeUndefined();
      }
  // GET still sends the pre-compressed copy.
  const gzipped = await request.get(sheet!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.status()).toBe(200);
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toContain('{');
});

test('pages and their data are sent compressed to browsers that accept it, cached or not', async ({
  request,
  baseURL,
}) => {
  const { get } = await import('node:http');
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  // node:http, not the fixture's request: it would decompress the body and hide what was sent.
  const fetchRaw = (path: string, encoding: string, cookie = '') =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
      get(`${baseURL}${path}`, { headers: { 'accept-encoding': encoding, cookie } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject),
    );
  const plain = (await fetchRaw('/blog', 'identity')).body.toString();
  expect(plain).toContain('</html>');
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    // Twice: the page as rendered, then from the page cache.
    for (let time = 0; time < 2; time++) {
      const sent = await fetchRaw('/blog', `${encoding}`);
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sent.headers.vary).toMatch(/accept-encoding/i);
      expect(sent.body.length).toBeLessThan(plain.length / 2);
      expect(decode(sent.body).toString()).toMatch(/<title>Blog \| [^<]+<\/title>[\s\S]*<\/html>$/);
    }
  }
  // A visitor with a session gets a page rendered for them: streamed through the compressor.
  const session = (await request.get('/web/login')).headers()['set-cookie'] ?? '';
  const personal = await fetchRaw('/web/login', 'br', session.split(';')[0]);
  expect(personal.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(personal.body).toString()).toContain('name="password"');
  // The route data of a client-side navigation too.
  const data = await fetchRaw('/shop.data', 'gzip');
  expect(data.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(data.body).length).toBeGreaterThan(data.body.length);
  expect((await fetchRaw('/blog', 'identity')).headers['content-encoding']).toBeUndefined();
});
