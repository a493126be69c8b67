// The checkout in a real browser: from the cart to /shop/address, where the country select reloads the
// states and the field order, to /shop/checkout with the address cards, then the order and its payment
// with the demo provider (declined, then paid).
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, openFromMenu, test, unhydratedSitePage } from './fixtures';

/** Puts the Desk Lamp LED in the cart from its product page. */
async function addLampToCart(page: Page) {
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

/** Fills an address block of /shop/address, the country first (its field order follows it). */
async function fillAddress(
  block: Locator,
  address: {
    country: string;
    fields: string;
    name: string;
    email: string;
    street: string;
    city: string;
    zip: string;
  },
) {
  await block.getByLabel('Country').selectOption({ label: address.country });
  await expect(block.locator('[data-country-fields]')).toHaveAttribute('data-country-fields', address.fields);
  await block.getByLabel('Name').fill(address.name);
  await block.getByLabel('E-mail').fill(address.email);
  await block.getByLabel('Street and number').fill(address.street);
  await block.getByLabel('City').fill(address.city);
  await block.getByLabel('Postal code').fill(address.zip);
}

/** On /shop/payment: the method, the card number if any, the terms, and the pay button ("Place order" for a transfer). */
async function pay(page: Page, method: 'Bank transfer' | { card: string }) {
  if (method === 'Bank transfer') await page.getByLabel('Bank transfer').check();
  else await page.getByLabel('Card number').fill(method.card);
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: method === 'Bank transfer' ? 'Place order' : /^Pay now/ }).click();
}

test('a guest gives a billing address and a shipping address abroad, orders and pays with the demo provider', async ({
  page,
  browser,
  login,
}) => {
  // The configurable desk: aluminium legs, a black top (a variant made on demand), an engraving.
  await page.goto('/shop?search=desk');
  await page.getByRole('link', { name: 'Customizable Desk' }).click();
  const option = (line: string, value: string) =>
    page.locator('fieldset.shop-variant', { hasText: line }).locator('label', { hasText: value });
  await option('Legs', 'Aluminium').click();
  await option('Colour', 'Black').click();
  await option('Engraving', 'Other, please specify').click();
  await page.getByPlaceholder('Please specify').fill('For Grace');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  // The demo promo code, from the link that reveals the coupon form.
  await page.getByText('I have a promo code').click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('Your promo code is applied.');
  await expect(page.locator('[data-amount="discount"]').first()).toBeVisible();
  const checkoutView = page.waitForRequest((request) =>
    request.url().endsWith('/stats/ecom/customer_checkout'),
  );
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/address$/);
  await checkoutView;
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/web/login?redirect=%2Fshop%2Fcheckout',
  );

  const billing = page.locator('.checkout-address__billing');
  await expect(billing.getByLabel('Country')).toHaveValue(/\d+/);
  await expect(billing.getByRole('combobox', { name: 'State / Province' })).toBeVisible();
  await billing.getByLabel('Name').fill('Grace Guest');
  await billing.getByLabel('E-mail').fill('grace@example.org');
  await billing.getByLabel('Street and number').fill('1 Market Street');
  await billing.getByLabel('City').fill('San Francisco');
  await billing.getByRole('combobox', { name: 'State / Province' }).selectOption({ label: 'California' });
  await billing.getByLabel('Postal code').fill('94105');

  // The shipping block shows once 'same address' is unticked; France has no states, postal code first.
  const shipping = page.locator('.checkout-address__shipping');
  await expect(shipping).toBeHidden();
  await page.getByLabel('Ship to the same address').uncheck();
  await expect(shipping).toBeVisible();
  const infos = page.waitForResponse((response) => response.url().includes('/shop/country_infos/'));
  await shipping.getByLabel('Country').selectOption({ label: 'France' });
  await infos;
  await expect(shipping.getByRole('combobox', { name: 'State / Province' })).toHaveCount(0);
  await expect(shipping.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
  await shipping.getByLabel('Name').fill('Grace at the office');
  await shipping.getByLabel('E-mail').fill('grace@example.org');
  await shipping.getByLabel('Street and number').fill('10 rue de Rivoli');
  await shipping.getByLabel('Postal code').fill('7500');
  await shipping.getByLabel('City').fill('Paris');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A French postal code has five digits: the server says so under the field, the rest is kept.
  await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.');
  await expect(page.locator('.checkout-address__shipping')).toContainText(
    'This postal code is not valid for the country.',
  );
  await expect(page.locator('.checkout-address__billing').getByLabel('Name')).toHaveValue('Grace Guest');
  await page.locator('.checkout-address__shipping').getByLabel('Postal code').fill('75001');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.locator('[data-address-kind="billing"] address')).toHaveText(
    'Grace Guest\n1 Market Street\nSan Francisco, California 94105\nUnited States',
  );
  await expect(page.locator('[data-address-kind="shipping"] address')).toHaveText(
    'Grace at the office\n10 rue de Rivoli\n75001 Paris\nFrance',
  );
  await expect(page.locator('.checkout-summary')).toContainText('Customizable Desk');

  // Back to 'same address'; the Paris address is then one of the other addresses, chosen again from its
  // card (the shipping form posted with xhr=1, the cards redrawn without leaving the page).
  await page.locator('[data-address-kind="shipping"]').getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Ship to the same address').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Same as the billing address')).toBeVisible();
  const shipHere = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/shop/checkout') &&
      /xhr=1/.test(request.postData() ?? ''),
  );
  await page
    .locator('.checkout-card--other')
    .filter({ hasText: '10 rue de Rivoli' })
    .getByRole('button', { name: 'Ship here' })
    .click();
  await shipHere;
  await expect(page.locator('[data-address-kind="shipping"] address')).toHaveText(
    'Grace at the office\n10 rue de Rivoli\n75001 Paris\nFrance',
  );
  await expect(page).toHaveURL(/\/shop\/checkout$/);

  // The sales tax and the shipping are priced before the order is confirmed; express delivery re-prices
  // it (the server's figures, shown at once).
  await expect(page.locator('.checkout-summary')).toContainText('Standard delivery');
  const summaryTotal = page.locator('.checkout-summary tfoot strong');
  const standardTotal = (await summaryTotal.textContent())!;
  await page.getByLabel(/Express delivery/).check();
  await expect(page.locator('.checkout-summary')).toContainText('Express delivery');
  await expect(summaryTotal).not.toHaveText(standardTotal);
  const total = (await summaryTotal.textContent())!;

  // Confirm the order, then pay: the pay button waits for the terms.
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;
  expect(orderName).toMatch(/^S\d{5}$/);
  const pay = page.getByRole('button', { name: /^Pay now/ });
  await expect(summaryTotal).toHaveText(total);
  await expect(pay).toContainText(total);
  await expect(pay).toBeDisabled();
  // The card brands: three shown, the rest behind the 'more icons' expander.
  const demoOption = page.locator('[data-provider="demo"]');
  await expect(demoOption).not.toContainText('Maestro');
  await demoOption.getByRole('button', { name: 'More payment methods' }).click();
  await expect(demoOption).toContainText('Maestro');
  await page.getByLabel('I agree to the terms and conditions').check();
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.getByRole('alert')).toContainText('The bank declined the payment.');

  await page.getByRole('link', { name: 'Pay again' }).click();
  await expect(page.locator('.checkout-summary')).toContainText('Express delivery');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('I agree to the terms and conditions').check();
  // SPEC §2's virtual page views of the payment and of the confirmed order.
  const paymentView = page.waitForRequest((request) =>
    request.url().endsWith('/stats/ecom/order_payment/demo'),
  );
  const confirmedView = page.waitForRequest((request) =>
    /\/stats\/ecom\/order_confirmed\/\d+$/.test(request.url()),
  );
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await paymentView;
  await confirmedView;
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderName);
  await expect(page.locator('[data-order-total]')).toHaveText(total!);
  // The cart is spent.
  await expect(page.locator('.site-menu__cart .badge')).toHaveText('0');

  // Staff find the paid order in the back office, with its lines, addresses and payments.
  const staff = await browser.newPage({ baseURL: page.url().replace(/\/shop\/.*$/, '') });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(staff, 'Sales', 'Orders');
  await staff.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sales order' });
  await staff.getByRole('textbox', { name: 'Search orders' }).fill(orderName);
  await staff.getByRole('row').filter({ hasText: orderName }).click();
  await expect(staff.getByRole('heading', { name: orderName })).toBeVisible();
  await expect(staff.getByTestId('order-total')).toHaveText(total!);
  await expect(staff.getByText('Grace at the office')).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(2);
  // The desk as configured, the promo code's line, and the confirmation mail in the outbox.
  const lines = staff.getByRole('table', { name: 'Order lines' });
  await expect(lines).toContainText('Customizable Desk');
  await expect(lines).toContainText('For Grace');
  await expect(lines).toContainText('WELCOME10');
  await expect(staff.getByRole('table', { name: 'E-mails' })).toContainText(`Order ${orderName} confirmed`);
  await staff.close();
});

test('a payment waiting for its bank keeps the status page polling', async ({ page, request }) => {
  await addLampToCart(page);
  await page.goto('/shop/address');
  await fillAddress(page.locator('.checkout-address__billing'), {
    country: 'France',
    fields: 'street street2 zip city',
    name: 'Pat Pending',
    email: 'pat@example.org',
    street: '2 place Bellecour',
    city: 'Lyon',
    zip: '69002',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await pay(page, { card: '4000 0000 0000 3063' });

  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.getByRole('status')).toHaveText(
    'We are waiting the confirmation of the bank or payment provider',
  );
  // Polled after 1 s, then 1 s again (ceil(n/3) s).
  const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
  for (let poll = 0; poll < 2; poll++) {
    const answer = await page.waitForResponse((response) =>
      response.url().endsWith(`/shop/payment/get_status/${orderId}`),
    );
    expect((await answer.json()).result.recall).toBe(true);
  }
  // Nobody else can ask about it.
  expect((await (await request.get(`/shop/payment/get_status/${orderId}`)).json()).error.data.name).toBe(
    'MissingError',
  );
});

test('a signed-in customer pays by bank transfer, and staff mark it received in the back office', async ({
  page,
  browser,
  login,
  siteLogin,
}) => {
  await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  // Signed in once the form has led away from the sign-in page.
  await expect(page).not.toHaveURL(/\/web\/login/);
  await addLampToCart(page);
  await page.goto('/shop/checkout');
  await expect(page).toHaveURL(/\/shop\/address$/);
  // Signed in: no invitation to sign in.
  await expect(page.getByText('Already have an account?')).toHaveCount(0);
  await fillAddress(page.locator('.checkout-address__billing'), {
    country: 'United Kingdom',
    fields: 'street street2 city zip',
    name: 'Paula Portal',
    email: 'portal@example.com',
    street: '10 Downing Street',
    city: 'London',
    zip: 'SW1A 2AA',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;
  const total = (await page.locator('.checkout-summary tfoot strong').textContent())!;
  await page.getByLabel('Bank transfer').check();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await pay(page, 'Bank transfer');
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.locator('[data-transfer]')).toContainText(`with the reference ${orderName}-1`);

  const staff = await browser.newPage({ baseURL: page.url().replace(/\/shop\/.*$/, '') });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(staff.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await staff.goto('/admin/orders');
  await staff.getByRole('textbox', { name: 'Search orders' }).fill(orderName);
  await staff.getByRole('row').filter({ hasText: orderName }).click();
  await staff.getByRole('button', { name: 'Transfer received' }).click();
  await expect(
    staff.locator('.mantine-Notification-root').filter({ hasText: `${orderName} is paid.` }),
  ).toBeVisible();
  await expect(staff.getByText('Sales order', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Transfer received' })).toHaveCount(0);
  await expect(staff.getByTestId('order-total')).toHaveText(total);
  await expect(staff.getByRole('table', { name: 'E-mails' })).toContainText(`Order ${orderName} confirmed`);
  await expect(staff.getByRole('table', { name: 'E-mails' })).toContainText(
    `Order ${orderName}: how to pay by bank transfer`,
  );
  await staff.close();

  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await expect(page.locator('[data-order-total]')).toHaveText(total);
});

test('a country chosen before the address page hydrated keeps its fields once it has', async ({ page }) => {
  await addLampToCart(page);
  await expect(page.locator('.site-menu__cart .badge')).not.toHaveText('0');
  // The page's scripts wait until the country is chosen: a shopper quicker than a slow connection.
  let release!: () => void;
  const chosen = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await chosen;
    await route.continue();
  });
  // Acting before hydration is the point here: no waiting for it before each action.
  await page.removeLocatorHandler(unhydratedSitePage(page));
  await page.goto('/shop/address', { waitUntil: 'commit' });
  const billing = page.locator('.checkout-address__billing');
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  release();
  await hydrated(page);
  await expect(billing.getByLabel('Country').locator('option:checked')).toHaveText('France');
  await expect(billing.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
});
