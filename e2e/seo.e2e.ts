/**
 * Search engines in a real browser (issue 5 item 10): what a crawler reads in a page's head (title,
 * canonical URL, hreflang alternates, Open Graph, JSON-LD), how the head follows client-side
 * navigation, and the sitemap listing only published content.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

const head = (page: Page) => ({
  canonical: () => page.locator('head link[rel="canonical"]').getAttribute('href'),
  alternates: () =>
    page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
  meta: (key: string) =>
    page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content'),
  jsonLd: () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>),
      ),
});

async function deskUrl(page: Page): Promise<string> {
  await page.goto('/shop?search=desk');
  const href = await page.getByRole('link', { name: 'Customizable Desk' }).first().getAttribute('href');
  expect(href).toMatch(/^\/shop\/product\/[\w-]+-\d+$/);
  return href!;
}

test('a product page tells search engines its address in each language, its preview and its data', async ({
  page,
  server,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const path = await deskUrl(page);
  await page.goto(`/fr${path}`);
  await expect(page.locator('h1.shop-product__name')).toBeVisible();
  const frenchName = await page.locator('h1.shop-product__name').textContent();
  const { canonical, alternates, meta, jsonLd } = head(page);

  expect(await canonical()).toBe(`${server.url}/fr${path}`);
  expect(await alternates()).toEqual([
    ['en-US', `${server.url}${path}`],
    ['fr-FR', `${server.url}/fr${path}`],
    ['es-ES', `${server.url}/es${path}`],
    ['x-default', `${server.url}${path}`],
  ]);
  await expect(page).toHaveTitle(`${frenchName} | ${await meta('og:site_name')}`);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(await meta('og:type')).toBe('product');
  expect(await meta('og:title')).toBe(frenchName);
  expect(await meta('og:url')).toBe(`${server.url}/fr${path}`);
  expect(await meta('og:locale')).toBe('fr_FR');
  expect(await meta('og:image')).toMatch(new RegExp(`^${server.url}/web/image/`));
  expect(await meta('description')).toBeTruthy();
  expect(await meta('twitter:card')).toBe('summary_large_image');
  const [product] = await jsonLd();
  expect(product).toMatchObject({ '@type': 'Product', name: frenchName });
  // The JSON-LD carries the CSP nonce: no inline-script violation, no hydration complaint.
  expect(errors).toEqual([]);
});

test('the head follows client-side navigation, and private pages are kept out of search engines', async ({
  page,
  server,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  expect(await head(page).canonical()).toBe(`${server.url}/shop`);

  await page.getByRole('link', { name: 'Customizable Desk' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customizable Desk' })).toBeVisible();
  await expect(page).toHaveTitle(/^Customizable Desk \| /);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^${server.url}/shop/product/`),
  );

  // A search is the shop again: indexed only as the plain listing.
  await page.goto('/shop?search=chair');
  expect(await head(page).meta('robots')).toBe('noindex, follow');
  for (const privatePage of ['/shop/cart', '/web/login', '/web/signup']) {
    await page.goto(privatePage);
    expect(await head(page).meta('robots'), privatePage).toBe('noindex, nofollow');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head title')).toHaveCount(1);
  }
});

test('the home page names the organisation behind the site', async ({ page, server }) => {
  await page.goto('/');
  const organization = (await head(page).jsonLd()).find((data) => data['@type'] === 'Organization');
  expect(organization).toMatchObject({ '@context': 'https://schema.org', url: `${server.url}/` });
  expect(typeof organization?.name).toBe('string');
  expect(await head(page).canonical()).toBe(`${server.url}/`);
  expect(await head(page).meta('og:site_name')).toBe(organization?.name);
});

test('the sitemap lists published products only, and robots.txt points to it', async ({
  page,
  server,
  siteLogin,
}) => {
  const path = await deskUrl(page);
  const sitemap = async () => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    return response.text();
  };
  let xml = await sitemap();
  for (const url of [
    `${server.url}/`,
    `${server.url}/shop`,
    `${server.url}${path}`,
    `${server.url}/es${path}`,
  ])
    expect(xml).toContain(`<loc>${url}</loc>`);

  // A shop manager unpublishes the desk: the next sitemap leaves it out, in every language.
  await siteLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.waitForURL(/\/admin\//);
  const id = Number(/-(\d+)$/.exec(path)![1]);
  const toggle = async () => {
    const response = await page.request.post('/website/publish', {
      data: { jsonrpc: '2.0', method: 'call', params: { id, object: 'product.template' } },
    });
    return ((await response.json()) as { result: boolean }).result;
  };
  expect(await toggle()).toBe(false);
  try {
    xml = await sitemap();
    expect(xml).not.toContain(path);
    expect(xml).toContain(`<loc>${server.url}/shop</loc>`);
  } finally {
    expect(await toggle()).toBe(true);
  }
  expect(await sitemap()).toContain(`<loc>${server.url}${path}</loc>`);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /shop/cart');
  expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
});

test('pages without their own meta (reset password, sign out, 404) have one title and stay out of search results', async ({
  page,
  siteLogin,
}) => {
  const robots = () => page.locator('head meta[name="robots"]').getAttribute('content');
  const titles = page.locator('title');

  await page.goto('/web/reset_password');
  await expect(page).toHaveTitle(/^Reset password \| .+/);
  await expect(titles).toHaveCount(1);
  expect(await robots()).toBe('noindex, nofollow');
  // As a crawler reads it, without JavaScript.
  const html = await (await page.request.get('/fr/web/reset_password')).text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<title>Réinitialiser le mot de passe \| [^<]+<\/title>/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

  const missing = await page.goto('/no-such-page-here');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(titles).toHaveCount(1);
  expect(await robots()).toBe('noindex, nofollow');

  await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/web/session/logout');
  await expect(page).toHaveURL(/\/web\/session\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign out \| .+/);
  await expect(titles).toHaveCount(1);
  expect(await robots()).toBe('noindex, nofollow');
});
