// The public site passes axe-core's WCAG 2.2 AA checks (issue 26, item 16): every page a visitor and
// a customer see, from the home page to the portal's invoice, in light and dark colour schemes. The
// visitor walks the shop for real (a product, its options dialog, the cart, the address, the order,
// the payment and its confirmation) so each page is checked with what it shows at that step.
import type { Page } from '@playwright/test';
import { colorSchemes, sentQuotation, violationReport } from './accessibility-steps';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';

/** An address of its own per context: the sign-in limit counts per address. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/** Opens `path`, waits for its behaviours, and checks it. */
async function visit(page: Page, report: ReturnType<typeof violationReport>, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await hydrated(page);
  await report.check(url);
}

for (const colorScheme of colorSchemes) {
  test(`every public page passes axe-core's WCAG 2.2 AA checks (${colorScheme} scheme)`, async ({
    browser,
    baseURL,
    server,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, colorScheme, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    const report = violationReport(page);

    await test.step('the website, the blog and the marketing pages', async () => {
      for (const path of ['/', '/aboutus', '/services', '/blog']) await visit(page, report, path);
      await page.getByRole('link', { name: 'Five habits for a healthy back' }).first().click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Five habits for a healthy back' }),
      ).toBeVisible();
      await report.check('a blog post');
      for (const path of [
        '/contactus',
        '/request-a-demo',
        '/pricing',
        '/billing',
        '/case-studies',
        '/thank-you',
      ])
        await visit(page, report, path);
    });

    await test.step('the link tracker and a link statistics page', async () => {
      await visit(page, report, '/r');
      await page
        .getByLabel('URL', { exact: true })
        .fill(`${baseURL}/aboutus?a11y=${colorScheme}${Date.now()}`);
      await page.getByRole('button', { name: 'Get tracked link' }).click();
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
      await report.check('/r with a new link');
      const shortUrl = await page.getByLabel('URL', { exact: true }).inputValue();
      await visit(page, report, `${new URL(shortUrl).pathname}+`);
    });

    await test.step('signing in, up and the password reset', async () => {
      for (const path of ['/web/signup', '/web/reset_password', '/web/login'])
        await visit(page, report, path);
      await page.locator('input[name="login"]').fill(DEMO_ACCOUNTS.portal.email);
      await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.portal.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/web\/login/);
    });

    let orderName = '';
    await test.step('the shop: a product, its options dialog, the cart, the checkout and the payment', async () => {
      await visit(page, report, '/shop');
      await page.getByRole('link', { name: 'Customizable Desk' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Customizable Desk' })).toBeVisible();
      await hydrated(page);
      await report.check('a product');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to cart' });
      await expect(dialog).toBeVisible();
      await report.check('the options dialog');
      await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/shop\/cart$/);
      await hydrated(page);
      await report.check('/shop/cart with a line');

      await visit(page, report, '/shop/address');
      const billing = page.locator('.checkout-address__billing');
      await billing.getByLabel('Country').selectOption({ label: 'France' });
      await billing.getByLabel('Name').fill('Carl Customer');
      await billing.getByLabel('E-mail').fill(DEMO_ACCOUNTS.portal.email);
      await billing.getByLabel('Street and number').fill('5 rue de la Paix');
      await billing.getByLabel('City').fill('Paris');
      await billing.getByLabel('Postal code').fill('75002');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/shop\/checkout$/);
      await hydrated(page);
      await report.check('/shop/checkout');
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect(page).toHaveURL(/\/shop\/payment$/);
      await hydrated(page);
      orderName = (await page.locator('.checkout-payment__order').textContent())!.trim();
      await report.check('/shop/payment');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('I agree to the terms and conditions').check();
      await page.getByRole('button', { name: /^Pay now/ }).click();
      await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
      await report.check('/shop/confirmation');
    });

    await test.step('the portal: orders, an order and its messages, invoices, an invoice, a quotation', async () => {
      for (const path of [
        '/my',
        '/my/orders',
        '/my/quotes',
        '/my/account',
        '/my/payment_method',
        '/my/projects',
      ])
        await visit(page, report, path);
      await visit(page, report, '/my/orders');
      await page.getByRole('link', { name: orderName }).click();
      await page.getByLabel('Your message').fill(`Accessible, ${colorScheme}?`);
      await page.getByRole('button', { name: 'Post' }).click();
      await expect(page.locator('.chatter__messages')).toContainText(`Accessible, ${colorScheme}?`);
      await report.check('an order with its messages');
      // The invoice is made after the payment's commit.
      await expect(async () => {
        await page.goto('/my/invoices');
        await expect(page.locator('.portal-table')).toContainText(orderName, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await hydrated(page);
      await report.check('/my/invoices');
      await page.locator('.portal-table tr', { hasText: orderName }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
      await hydrated(page);
      await report.check('an invoice');
      await visit(page, report, (await sentQuotation(server)).link);
    });

    await context.close();
    expect(report.found).toEqual([]);
  });
}
