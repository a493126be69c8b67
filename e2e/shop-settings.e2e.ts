// The back office's Taxes and Shipping screens (issue 12 items 10 and 18) in a real browser, as the
// administrator. The worker's server is shared: the test adds its own tax and method, then deletes them.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('staff set a tax with a country rate and a shipping method free from an amount', async ({
  page,
  login,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(navbar(page)).toBeVisible();

  // Taxes: the demo's sales tax is the default; a new one gets France's rate.
  await openFromMenu(page, 'Shop', 'Taxes');
  const taxes = page.getByRole('table', { name: 'Taxes' });
  await expect(taxes.getByRole('row').filter({ hasText: 'Sales tax' })).toContainText('Default');
  await page.getByRole('button', { name: 'New tax' }).click();
  const taxDialog = page.getByRole('dialog');
  await taxDialog.getByRole('textbox', { name: /^Name/ }).fill(`Reduced VAT ${run}`);
  await taxDialog.getByRole('textbox', { name: 'Rate (%)' }).first().fill('5.5');
  await taxDialog.getByRole('button', { name: 'Add a country' }).click();
  await taxDialog.getByRole('combobox', { name: 'Country' }).fill('Fran');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await taxDialog.getByRole('textbox', { name: 'Rate (%)' }).nth(1).fill('10');
  await taxDialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, `Reduced VAT ${run} is saved.`)).toBeVisible();
  const taxRow = taxes.getByRole('row').filter({ hasText: `Reduced VAT ${run}` });
  await expect(taxRow).toContainText('5.5 %');
  await expect(taxRow).toContainText('Included');
  await expect(taxRow.getByRole('cell').nth(3)).toHaveText('1');
  // A tax needs a name: the server's words show on the field, and nothing is saved.
  await taxRow.getByRole('button', { name: `Edit Reduced VAT ${run}` }).click();
  await taxDialog.getByRole('textbox', { name: /^Name/ }).fill(' ');
  await taxDialog.getByRole('button', { name: 'Save' }).click();
  await expect(taxDialog).toContainText('This field is required.');
  await taxDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(taxRow).toBeVisible();
  await taxRow.getByRole('button', { name: `Delete Reduced VAT ${run}` }).click();
  await expect(taxRow).toHaveCount(0);

  // Shipping: a courier at 9.90, free from 50 (in the shop's currency, which other spec files may change).
  await openFromMenu(page, 'Shop', 'Shipping');
  const methods = page.getByRole('table', { name: 'Shipping methods' });
  await expect(methods.getByRole('row').filter({ hasText: 'Standard delivery' })).toContainText(/100\.00/);
  await page.getByRole('button', { name: 'New method' }).click();
  const methodDialog = page.getByRole('dialog');
  await methodDialog.getByRole('textbox', { name: /^Name/ }).fill(`Courier ${run}`);
  await methodDialog.getByRole('textbox', { name: /^Price/ }).fill('9.90');
  await methodDialog.getByRole('textbox', { name: /^Free from/ }).fill('50');
  await methodDialog.getByRole('textbox', { name: 'Sequence' }).fill('90');
  await methodDialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, `Courier ${run} is saved.`)).toBeVisible();
  const courier = methods.getByRole('row').filter({ hasText: `Courier ${run}` });
  await expect(courier).toContainText(/9\.90/);
  await expect(courier).toContainText(/50\.00/);
  await courier.getByRole('button', { name: `Delete Courier ${run}` }).click();
  await expect(courier).toHaveCount(0);
});

test('staff write a promo code a shopper then uses, and find a customer with their orders', async ({
  page,
  browser,
  login,
  server,
}) => {
  // A guest orders (to the payment page) under a name of this run.
  const buyer = `Cora ${run}`;
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.site-menu__cart .badge')).not.toHaveText('0');

  const staff = await browser.newPage({ baseURL: server.url });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(staff, 'Shop', 'Promo codes');
  await staff.getByRole('button', { name: 'New promo code' }).click();
  const dialog = staff.getByRole('dialog');
  const code = `E2E${run}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(staff, `${code} is saved.`)).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Promo codes' }).getByRole('row').filter({ hasText: code }),
  ).toContainText('15 %');

  // The shopper applies it on the cart, then checks out.
  await page.goto('/shop/cart');
  await page.getByText('I have a promo code').click();
  await page.getByLabel('Promo code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your promo code is applied.')).toBeVisible();
  await page.goto('/shop/checkout');
  const billing = page.locator('.checkout-address__billing');
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  // France's fields, in its order, once the page has them (the country select asks the server).
  await expect(billing.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
  await billing.getByLabel('Name').fill(buyer);
  await billing.getByLabel('E-mail').fill(`cora-${run}@example.org`);
  await billing.getByLabel('Street and number').fill('5 rue de la Paix');
  await billing.getByLabel('Postal code').fill('75002');
  await billing.getByLabel('City').fill('Paris');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  await expect(page.locator('.checkout-summary')).toContainText(`${code} (−15 %)`);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;

  // Staff find the customer and open their orders.
  await openFromMenu(staff, 'Sales', 'Customers');
  await staff.getByRole('textbox', { name: 'Search customers' }).fill(buyer);
  const row = staff.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: buyer });
  await expect(row).toContainText('Guest');
  await row.click();
  await expect(staff).toHaveURL(/\/orders\?customer=\d+/);
  const orders = staff.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders).toContainText(orderName);

  // Staff confirm the quotation by hand (paid outside the shop), resend its mail, then cancel it.
  await orders.getByRole('row').filter({ hasText: orderName }).click();
  await expect(staff.getByRole('heading', { name: orderName })).toBeVisible();
  await expect(staff.getByText(`came from`)).toHaveCount(0);
  await staff.getByRole('button', { name: 'Confirm' }).click();
  await expect(notification(staff, `${orderName} is confirmed.`)).toBeVisible();
  await expect(staff.getByText('Sales order', { exact: true })).toBeVisible();
  await staff.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(notification(staff, `The confirmation of ${orderName} is sent again.`)).toBeVisible();
  await expect(staff.getByRole('table', { name: 'E-mails' }).getByRole('row')).toHaveCount(2);
  staff.once('dialog', (dialog) => void dialog.accept());
  await staff.getByRole('button', { name: 'Cancel order' }).click();
  await expect(notification(staff, `${orderName} is cancelled.`)).toBeVisible();
  await expect(staff.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await staff.close();
});

test('a shop manager shows a product’s variants as a list; a shopper picks one by its price and adds it', async ({
  page,
  browser,
  login,
  server,
}) => {
  const staff = await browser.newPage({ baseURL: server.url });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const setStyle = async (label: string) => {
    await openFromMenu(staff, 'Shop', 'Products');
    await staff.getByRole('textbox', { name: 'Search products' }).fill('Conference Chair');
    await expect(staff).toHaveURL(/[?&]search=/);
    await staff
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: 'Conference Chair', exact: true })
      .click();
    await staff.getByRole('combobox', { name: 'Variant selection' }).click();
    await staff.getByRole('option', { name: label }).click();
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(staff, 'Conference Chair is saved.').last()).toBeVisible();
  };
  try {
    await setStyle('A list of the variants with their prices');
    await page.goto('/shop?search=chair');
    await page.getByRole('link', { name: 'Conference Chair' }).click();
    const list = page.locator('.shop-variant-list');
    const rows = list.locator('tr');
    await expect(rows).toHaveCount(3);
    // Each row's price is the one the page then shows (asked of the server); the third is sold out.
    const pick = async (index: number) => {
      const row = rows.nth(index);
      const rowPrice = (await row.locator('.shop-variant-list__price').textContent())!;
      await row.getByRole('radio').check();
      await expect(page.locator('.shop-product__price .shop-price')).toHaveText(rowPrice);
      return (await row.locator('label').textContent())!;
    };
    await pick(2);
    const addButton = page.getByRole('button', { name: 'Add to cart' });
    await expect(addButton).toBeDisabled();
    const rowName = await pick(1);
    await expect(addButton).toBeEnabled();
    await addButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.locator('.shop-cart-line', { hasText: 'Conference Chair' })).toContainText(rowName);
  } finally {
    await setStyle('By attribute (radio, select, colour)');
    await staff.close();
  }
});
