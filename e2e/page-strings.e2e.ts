/**
 * The UI strings a page's browser code carries (issue 28, item 3): English is cut into parts by feature
 * when the site is built (vite.config.ts, shared/i18n/page-strings.ts), and a page loads the parts its
 * own modules name. Pages still show every text of theirs, after a client-side navigation too.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';

/** The text of every script the page loads from the site, collected as they arrive. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (/\/assets\/[^?]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(await response.text());
  });
  return scripts;
}

test("the shop loads its own strings, not the portal's, the checkout's or the link tracker's", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/shop');
  await hydrated(page);
  await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', 'Search…');
  await expect.poll(() => scripts.some((text) => text.includes('"shop.searchPlaceholder"'))).toBe(true);
  for (const key of ['portal.invoices.title', 'checkout.title', 'links.getTrackedLink', 'linkStats.qrCode'])
    expect(scripts.filter((text) => text.includes(`"${key}"`)).length, key).toBe(0);
});

test('a page reached by a client-side navigation shows its strings, not their keys', async ({ page }) => {
  await page.goto('/shop?search=desk');
  await hydrated(page);
  await page.getByRole('link', { name: 'Customizable Desk' }).first().click();
  await expect(page).toHaveURL(/\/shop\/product\//);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\bshop\.(product|cart|stock)\.\w+/);
});

test("the portal's home names its sections, whose titles are keys the server sends", async ({
  browser,
  baseURL,
  siteLogin,
}) => {
  // From an address of its own: other specs' failed sign-ins of this account throttle 127.0.0.1.
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const customer = await context.newPage();
  try {
    await siteLogin(customer, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(customer).not.toHaveURL(/\/web\/login/);
    await customer.goto('/my');
    await hydrated(customer);
    await expect(customer.locator('[data-portal-section="invoices"]')).toContainText('Invoices');
    await expect(customer.locator('.portal-sections')).not.toContainText(/portal\.\w+\.title/);
  } finally {
    await context.close();
  }
});
