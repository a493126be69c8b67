// Price lists in a real browser (issue 13's done-when): visitors from France and the United
// Kingdom see their currencies, ten units cross a quantity break in the cart, a B2B customer sees
// their list (made on the back office's screen), a sale that ended no longer applies, and an order
// placed in euros stays in euros through the payment. The worker's server is shared: the shop's
// own currency may have been changed by another spec, so amounts are read, not assumed.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const FRANCE_IP = '90.0.0.1';
const UK_IP = '81.2.69.160';

/** A visitor's page whose requests come "from" `ip` through the trusted proxy. */
async function visitorFrom(browser: Browser, baseURL: string, ip: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

/** "€12.00", "£9.48", "$15.00" → 12, 9.48, 15 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.,]/g, '').replace(',', '.'));

test('visitors from France and the United Kingdom see euros and pounds, and may switch', async ({
  browser,
  baseURL,
}) => {
  const french = await visitorFrom(browser, baseURL!, FRANCE_IP);
  await french.goto('/shop?search=cushion');
  const cushion = french.locator('.shop-card').filter({ hasText: 'Chair Cushion' });
  await expect(cushion.locator('.shop-price')).toContainText('€');
  const british = await visitorFrom(browser, baseURL!, UK_IP);
  await british.goto('/shop?search=cushion');
  await expect(
    british.locator('.shop-card').filter({ hasText: 'Chair Cushion' }).locator('.shop-price'),
  ).toContainText('£');
  // The French visitor switches to pounds and back: the cart page follows.
  await french.locator('.shop-pricelist summary').click();
  await french.getByRole('link', { name: /Pound sterling/ }).click();
  await expect(french).toHaveURL(/\/shop\?search=cushion$/);
  await expect(cushion.locator('.shop-price')).toContainText('£');
  await british.context().close();
  await french.context().close();
});

test('ten sets cross the quantity break in the cart, and nine do not', async ({ page }) => {
  await page.goto('/shop?search=floor+protection');
  await page.getByRole('link', { name: 'Chair Floor Protection' }).click();
  const price = page.locator('.shop-product__price .shop-price');
  const single = amountOf(await price.textContent());
  expect(single).toBe(12);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Quantity' }).blur();
  await expect(price).toContainText('10.00');
  await expect(page.locator('.shop-product__price .shop-price__list')).toContainText('12.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.site-menu__cart .badge')).toHaveText('10');
  await page.goto('/shop/cart');
  const line = page.locator('.shop-cart-line').filter({ hasText: 'Chair Floor Protection' });
  await expect(line.locator('.shop-cart-line__unit-price')).toContainText('10.00');
  await line.getByRole('spinbutton').fill('9');
  await line.getByRole('spinbutton').press('Enter');
  await expect(line.locator('.shop-cart-line__unit-price')).toContainText('12.00');
});

test('staff give a B2B customer their price list; a sale that ended no longer applies', async ({
  browser,
  baseURL,
  page,
  login,
  siteLogin,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(page, 'Shop', 'Price lists');
  const lists = page.getByRole('table', { name: 'Price lists' });
  await expect(lists.getByRole('row').filter({ hasText: 'Public' })).toContainText('Default');
  await page.getByRole('button', { name: 'New price list' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`B2B ${run}`);
  await dialog.getByRole('combobox', { name: /^Customer accounts/ }).fill(DEMO_ACCOUNTS.portal.email);
  await dialog.getByRole('combobox', { name: /^Customer accounts/ }).press('Enter');
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('20');
  // A half-price sale on cushions that ended in 2020.
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  const sale = dialog.locator('[data-rule="1"]');
  await sale.getByRole('combobox', { name: 'Applies to' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  await sale.getByRole('combobox', { name: 'Product' }).fill('Cushion');
  await page.getByRole('option', { name: 'Chair Cushion' }).click();
  await sale.getByRole('textbox', { name: 'Percentage off' }).fill('50');
  await sale.getByRole('textbox', { name: 'Ends' }).fill('2020-01-01T00:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = lists.getByRole('row').filter({ hasText: `B2B ${run}` });
  await expect(row).toContainText('1 account');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // The preview: the cushion at the B2B list's 20 % off.
  // The screen may still be reloading its lists after the save (the dropdown then closes): try again.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Product' }).fill('Cushion');
    await page.getByRole('option', { name: 'Chair Cushion' }).click({ timeout: 2000 });
  }).toPass();
  const preview = page.getByRole('table', { name: 'Prices per price list' });
  const publicPrice = amountOf(
    await preview.getByRole('row').filter({ hasText: 'Public' }).getByRole('cell').nth(1).textContent(),
  );
  await expect(preview.getByRole('row').filter({ hasText: `B2B ${run}` })).toContainText(
    (publicPrice * 0.8).toFixed(2),
  );

  // The customer, signed in on the site, sees 20 % off and not the sale that ended.
  // From an address of its own: other specs' failed sign-ins of this account from 127.0.0.1 slow
  // the next ones from there (sign-in throttling per account and client).
  const customer = await visitorFrom(browser, baseURL!, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
  await siteLogin(customer, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(customer).not.toHaveURL(/\/web\/login/);
  await customer.goto('/shop?search=cushion');
  await customer.getByRole('link', { name: 'Chair Cushion' }).first().click();
  await expect(customer.locator('.shop-product__price .shop-price')).toContainText(
    (publicPrice * 0.8).toFixed(2),
  );
  // Anyone else: the public price.
  const anyone = await (await browser.newContext({ baseURL })).newPage();
  await anyone.goto(customer.url());
  await expect(anyone.locator('.shop-product__price .shop-price')).toContainText(publicPrice.toFixed(2));

  await row.getByRole('button', { name: `Delete B2B ${run}` }).click();
  await expect(row).toHaveCount(0);
  await customer.context().close();
  await anyone.context().close();
});

test('an order placed in euros stays in euros through the payment, the portal and the back office', async ({
  browser,
  baseURL,
  login,
}) => {
  const page = await visitorFrom(browser, baseURL!, FRANCE_IP);
  await page.goto('/shop?search=cushion');
  await page.getByRole('link', { name: 'Chair Cushion' }).first().click();
  await expect(page.locator('.shop-product__price .shop-price')).toContainText('€');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.site-menu__cart .badge')).not.toHaveText('0');
  await page.goto('/shop/checkout');
  const billing = page.locator('.checkout-address__billing');
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  // France's fields, in its order, once the page has them (the country select asks the server).
  await expect(billing.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
  await billing.getByLabel('Name').fill(`Élise ${run}`);
  await billing.getByLabel('E-mail').fill(`elise-${run}@example.org`);
  await billing.getByLabel('Street and number').fill('5 rue de la Paix');
  await billing.getByLabel('City').fill('Paris');
  await billing.getByLabel('Postal code').fill('75002');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Each step is a page of its own: wait for it, then act on it.
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;
  const total = (await page.locator('.checkout-summary tfoot strong').textContent())!;
  expect(total).toContain('€');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await expect(page.locator('[data-order-total]')).toHaveText(total);

  // The portal's order page, opened by its link's token (the guest's order cookie holds it).
  const orderCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_order')!;
  const [orderId, accessToken] = orderCookie.value.split('.');
  await page.goto(`/my/orders/${orderId}?access_token=${accessToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderName}`);
  await expect(page.locator('.portal-document__total [data-order-total]')).toHaveText(total);

  const staff = await browser.newPage({ baseURL });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(staff, 'Sales', 'Orders');
  await staff.getByRole('textbox', { name: 'Search orders' }).fill(orderName);
  await staff.getByRole('row').filter({ hasText: orderName }).click();
  await expect(staff.getByTestId('order-total')).toContainText('€');
  await expect(staff.getByRole('table', { name: 'Payments' })).toContainText('€');
  await staff.close();
  await page.context().close();
});
