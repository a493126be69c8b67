// The public site on a phone (issue 26, item 1): at 390 × 844 with mobile emulation, every public page
// (home, blog, shop, product and its options dialog, cart, address, checkout, payment, confirmation,
// the portal's pages, the link tracker) fits the device's width with nothing past its right edge, the
// boxes a shopper reads do not overlap, and the header folds its menu behind a button. The shop, a
// product and the cart are checked at 360 and 414 px too. Screenshots are attached to the report.
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';
import { expectApart, expectFits, expectWithin, phone } from './phone-fit';
import { checkoutAndPay } from './portal-steps';

/** The page fits, and its header does not run into its main heading. */
async function checkPage(page: Page, testInfo: TestInfo, name: string, width: number) {
  await hydrated(page);
  await expectApart(`${name}: header and heading`, [
    page.locator('header.site-header'),
    page.locator('main h1').first(),
  ]);
  await expectFits(page, testInfo, name, width);
}

test('every public page fits a 390 px phone, with a menu button and a folding filter panel', async ({
  browser,
  baseURL,
  siteLogin,
}, testInfo) => {
  const width = 390;
  const { context, page } = await phone(browser, baseURL, width);
  try {
    await test.step('home: the header folds its menu behind a button', async () => {
      await page.goto('/');
      await checkPage(page, testInfo, 'home', width);
      const header = page.locator('header.site-header');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
      // The cart stays in the bar.
      await expectWithin(page.locator('.site-menu__cart'), width);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
      await expectFits(page, testInfo, 'home-menu-open', width);
      await menu.getByRole('link', { name: 'Home' }).click();
      await expect(menu.getByRole('link', { name: 'Home' })).toBeHidden();
    });

    await test.step('blog and a post', async () => {
      await page.goto('/blog');
      await checkPage(page, testInfo, 'blog', width);
      await page.locator('main article a').first().click();
      await expect(page).toHaveURL(/\/post\//);
      await checkPage(page, testInfo, 'blog-post', width);
    });

    await test.step('shop: the filters fold into a panel', async () => {
      await page.goto('/shop');
      await checkPage(page, testInfo, 'shop', width);
      const filters = page.locator('.shop__filters');
      await expect(filters.getByRole('checkbox').first()).toBeHidden();
      await filters.getByText('Categories and filters').click();
      await expect(filters.getByRole('checkbox').first()).toBeVisible();
      await expectFits(page, testInfo, 'shop-filters-open', width);
      const cards = page.locator('.shop-card');
      await expectApart('shop cards', [cards.nth(0), cards.nth(1), cards.nth(2)]);
    });

    await test.step('product page and its options dialog', async () => {
      await page.getByRole('link', { name: 'Customizable Desk' }).click();
      await expect(page).toHaveURL(/\/shop\/product\//);
      await checkPage(page, testInfo, 'product', width);
      await expectWithin(page.getByRole('heading', { level: 1, name: 'Customizable Desk' }), width);
      await expectApart('product: gallery and details', [
        page.locator('.shop-product__gallery'),
        page.locator('.shop-product__details'),
      ]);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to cart' });
      await expect(dialog.locator('[data-optional-product]', { hasText: 'Cable Tray' })).toBeVisible();
      await expectFits(page, testInfo, 'options-dialog', width);
      for (const add of await dialog.getByRole('button', { name: 'Add', exact: true }).all())
        await expectWithin(add, width);
      await expectWithin(dialog.getByRole('button', { name: 'Proceed to Checkout' }), width);
      await expectWithin(dialog.getByRole('button', { name: 'Continue Shopping' }), width);
      await dialog.locator('[data-optional-product]', { hasText: 'Cable Tray' }).getByRole('button').click();
      await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/shop\/cart$/);
    });

    await test.step('cart: the totals stack under the lines', async () => {
      await checkPage(page, testInfo, 'cart', width);
      const lines = page.locator('.shop-cart-line');
      await expect(lines).toHaveCount(2);
      await expectApart('cart lines and totals', [
        lines.nth(0),
        lines.nth(1),
        page.locator('.shop-cart__summary'),
      ]);
      for (const remove of await page.getByRole('button', { name: /^Remove/ }).all())
        await expectWithin(remove, width);
    });

    await test.step('signed in: address, checkout, payment, confirmation', async () => {
      await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
      await expect(page).not.toHaveURL(/\/web\/login/);
      await checkoutAndPay(page, (name) => checkPage(page, testInfo, name, width));
    });

    await test.step('portal pages', async () => {
      for (const [name, path] of [
        ['my', '/my'],
        ['my-orders', '/my/orders'],
        ['my-invoices', '/my/invoices'],
        ['my-account', '/my/account'],
        ['my-quotes', '/my/quotes'],
        ['my-projects', '/my/projects'],
        ['my-instances', '/my/instances'],
        ['my-payment-methods', '/my/payment_method'],
      ] as const) {
        await page.goto(path);
        await checkPage(page, testInfo, name, width);
      }
      await page.goto('/my/orders');
      await page.locator('main table a').first().click();
      await expect(page).toHaveURL(/\/my\/orders\/\d+/);
      await checkPage(page, testInfo, 'my-order', width);
      await page.goto('/my/invoices');
      await page.locator('main table a').first().click();
      await expect(page).toHaveURL(/\/my\/invoices\/\d+/);
      await checkPage(page, testInfo, 'my-invoice', width);
    });

    await test.step('the link tracker', async () => {
      await page.goto('/r');
      await checkPage(page, testInfo, 'link-tracker', width);
    });
  } finally {
    await context.close();
  }
});

for (const width of [360, 414]) {
  test(`the shop, a product and the cart fit a ${width} px phone`, async ({ browser, baseURL }, testInfo) => {
    const { context, page } = await phone(browser, baseURL, width);
    try {
      await page.goto('/shop');
      await checkPage(page, testInfo, 'shop', width);
      await page.getByRole('link', { name: 'Customizable Desk' }).click();
      await expect(page).toHaveURL(/\/shop\/product\//);
      await checkPage(page, testInfo, 'product', width);
      await expectWithin(page.getByRole('heading', { level: 1 }), width);
      await page.goto('/shop?search=lamp');
      await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
      await hydrated(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/shop\/cart$/);
      await checkPage(page, testInfo, 'cart', width);
      await expectApart('cart line and totals', [
        page.locator('.shop-cart-line').first(),
        page.locator('.shop-cart__summary'),
      ]);
      await expectWithin(page.getByRole('button', { name: /^Remove/ }).first(), width);
    } finally {
      await context.close();
    }
  });
}
