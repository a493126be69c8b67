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
