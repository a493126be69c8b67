// Issue 26, items 5 and 12, in a real browser: a signed-in customer's address starts from their
// account; the Pay button says why it waits (a hint tied to it) and the terms link to the Terms page;
// a bank transfer is placed ("Place order"), and its status page says once that the order waits for it
// and where its details were mailed. Staff then read "Waiting for bank transfer" and the payment column
// in the Orders list, whole at 1280 px.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

/** Texts on the page that lost part of themselves to an ellipsis or a clip. */
async function truncated(page: Page) {
  return page.locator('body *').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips =
          style.textOverflow === 'ellipsis' || style.overflow === 'hidden' || style.overflowX === 'hidden';
        return clips && element.children.length === 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent),
  );
}

test('a signed-in customer places a bank-transfer order with the terms in view; staff see it waits for the transfer', async ({
  page,
  browser,
  login,
  siteLogin,
}) => {
  const { publisher, admin } = DEMO_ACCOUNTS;
  await siteLogin(page, publisher.email, publisher.password);
  await expect(page).not.toHaveURL(/\/web\/login/);
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.goto('/shop/address');

  // The account's name and e-mail are already there.
  const billing = page.locator('.checkout-address__billing');
  await expect(billing.getByLabel('Name')).toHaveValue('Paula Publisher');
  await expect(billing.getByLabel('E-mail')).toHaveValue(publisher.email);
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  await expect(billing.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
  await billing.getByLabel('Street and number').fill('8 quai Voltaire');
  await billing.getByLabel('Postal code').fill('75007');
  await billing.getByLabel('City').fill('Paris');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;

  // The button waits for the terms, and says so.
  const terms = page.getByLabel('I agree to the terms and conditions');
  const pay = page.getByRole('button', { name: /^Pay now/ });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(
    'Tick the box above to accept the terms and conditions: the button then lets you go on.',
  );
  // The terms open beside the order.
  const link = page.getByRole('link', { name: 'terms and conditions' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [termsPage] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(termsPage).toHaveURL(/\/terms$/);
  await expect(termsPage.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await termsPage.close();

  // A transfer is placed, not paid.
  await page.getByLabel('Bank transfer').check();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await terms.check();
  await expect(place).toBeEnabled();
  await expect(page.getByText('Tick the box above')).toHaveCount(0);
  await place.click();
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  const waiting = page.locator('[data-transfer]');
  await expect(waiting).toContainText('Your order is registered and waits for your bank transfer.');
  await expect(waiting).toContainText(`We sent these payment details to ${publisher.email}:`);
  await expect(waiting).toContainText(`with the reference ${orderName}-1`);
  expect(((await waiting.textContent()) ?? '').match(/ships once/g)).toHaveLength(1);

  // Staff, on a 1280 px screen: the order waits for its transfer, in the list and on its page.
  const staff = await browser.newPage({
    baseURL: page.url().replace(/\/shop\/.*$/, ''),
    viewport: { width: 1280, height: 800 },
  });
  try {
    await login(staff, admin.email, admin.password);
    await expect(staff.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await staff.goto('/admin/orders');
    await staff.getByRole('textbox', { name: 'Search orders' }).fill(orderName);
    const table = staff.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ hasText: orderName });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: 'Payment' })).toBeVisible();
    await expect(row).toContainText('Transfer awaited');
    await expect(row).toContainText('Waiting for bank transfer');
    await expect(row).not.toContainText('Quotation');
    expect(await truncated(staff)).toEqual([]);
    const list = table.locator('xpath=ancestor::div[1]');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await row.getByRole('link', { name: orderName }).click();
    await expect(staff.getByRole('heading', { name: orderName })).toBeVisible();
    await expect(staff.getByText('Waiting for bank transfer', { exact: true })).toBeVisible();
    await expect(staff.locator('[aria-label="Quotation"]')).toHaveCount(0);
    await expect(staff.getByText('payment not asked')).toHaveCount(0);
    await expect(staff.getByRole('table', { name: 'Payments' })).toContainText(`${orderName}-1`);
    expect(await truncated(staff)).toEqual([]);
  } finally {
    await staff.close();
  }
});
