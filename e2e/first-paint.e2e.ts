// What a public page needs before its first paint comes with its HTML (issue 28, item 3: Lighthouse 100 on
// the home page, the shop, a product page and the blog under a simulated slow 4G, where each request on
// that path costs a round trip). docs/benchmarks.md, "Lighthouse", has the measures.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** A product page of the demo, read from the shop's first card. */
async function productPath(page: Page): Promise<string> {
  await page.goto('/shop');
  const href = await page.locator('.shop-card a[href*="/shop/product/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test('the pages bring their styles in their HTML: the browser asks for no stylesheet, before or after hydrating', async ({
  page,
}) => {
  const paths = ['/', '/shop', await productPath(page), '/blog'];
  const sheetsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheetsAsked.push(request.url());
  });
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    // The site's sheet applies (the skip link waits off-screen until focused), and so do the page's own.
    await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
    const inline = await page.evaluate(() =>
      [...document.head.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')),
    );
    expect(inline.length, path).toBeGreaterThan(1);
    expect(inline, path).toContainEqual(expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/));
    expect(await page.locator('head link[rel="stylesheet"]').count(), path).toBe(0);
  }
  await expect(page.locator('.skip-link')).toHaveCSS('left', '-999px');
  expect(sheetsAsked).toEqual([]);
});

test('the largest image of the shop, a product page and the blog is fetched first; the home page does not shift as its images arrive', async ({
  page,
}) => {
  const product = await productPath(page);
  await page.goto('/shop');
  const firstCard = page.locator('.shop-card img').first();
  await expect(firstCard).toHaveAttribute('fetchpriority', 'high');
  await expect(firstCard).not.toHaveAttribute('loading', 'lazy');
  await expect(page.locator('.shop-card img').last()).toHaveAttribute('loading', 'lazy');
  await page.goto(product);
  await expect(page.locator('.shop-carousel__image').first()).toHaveAttribute('fetchpriority', 'high');
  await page.goto('/blog');
  await expect(page.locator('.blog-card__cover img').first()).toHaveAttribute('fetchpriority', 'high');

  // The demo's home page shows cards with images below its banner: their boxes are kept before the
  // images arrive (held here until the page has painted), so nothing moves when they do.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/web/image/website.image/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Read in the page: the fixture's locators wait for hydration, which waits for these images.
  const cardImage = () =>
    page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('.card img')!;
      const { width, height } = img.getBoundingClientRect();
      return { width, height, loaded: img.naturalWidth > 0 };
    });
  const before = await cardImage();
  expect(before.loaded).toBe(false);
  expect(before.height).toBeGreaterThan(0);
  release();
  await expect.poll(async () => (await cardImage()).loaded).toBe(true);
  expect(await cardImage()).toEqual({ ...before, loaded: true });
});
