// Issue 26, item 2, in a real browser: everything that sets the price is on /shop/checkout before
// "Confirm order" (the promo code's discount, the shipping method chosen there, the taxes, the total),
// and those are the payment page's and the paid order's figures. Confirming keeps the cart: back to it
// from the payment page, a changed quantity updates the same unpaid order before anything is paid.
import type { Page } from '@playwright/test';
import { formatMoney } from '../shared/money';
import { applyTax } from '../shared/taxes/contract';
import { expect, test } from './fixtures';

/** The demo shop: the lamp's price, its sales tax (added), standard delivery (free from $100), express. */
const LAMP = 5900;
const SALES_TAX = 725;
const EXPRESS = 1500;
const usd = (amount: number) => formatMoney({ amount, currency: 'USD' });

/** What `lamps` lamps come to with WELCOME10 (10 % off) and express delivery, taxed line by line. */
function expectedTotal(lamps: number) {
  const products = LAMP * lamps;
  const lines = [products, -Math.round(products / 10), EXPRESS];
  return lines.reduce((sum, amount) => sum + applyTax(amount, SALES_TAX, false).total, 0);
}

const total = (page: Page) => page.locator('.checkout-summary [data-order-total]');

test('the shopper sees and chooses the discount, shipping, taxes and total before Confirm order, and may still change the cart', async ({
  page,
}) => {
  const lampLine = page.locator('.shop-cart-line', { hasText: 'Desk Lamp LED' });
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByText('I have a promo code').click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('Your promo code is applied.');
  await page.getByRole('link', { name: 'Checkout' }).click();

  const billing = page.locator('.checkout-address__billing');
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  await expect(billing.locator('[data-country-fields]')).toHaveAttribute(
    'data-country-fields',
    'street street2 zip city',
  );
  await billing.getByLabel('Name').fill('Priya Price');
  await billing.getByLabel('E-mail').fill('priya@example.org');
  await billing.getByLabel('Street and number').fill('5 rue de la Paix');
  await billing.getByLabel('Postal code').fill('75002');
  await billing.getByLabel('City').fill('Paris');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);

  // Before "Confirm order": the discount line, the shipping methods with their prices, the taxes.
  const summary = page.locator('.checkout-summary');
  await expect(summary.locator('[data-line-kind="discount"]')).toContainText('WELCOME10 (−10 %)');
  await expect(page.getByLabel(/Standard delivery/)).toBeChecked();
  await expect(summary.locator('[data-line-kind="shipping"]')).toContainText('Standard delivery');
  await expect(page.getByLabel(/Express delivery/)).toBeEnabled();
  await page.getByLabel(/Express delivery/).check();
  await expect(summary.locator('[data-line-kind="shipping"]')).toContainText('Express delivery');
  await expect(total(page)).toHaveText(usd(expectedTotal(1)));
  await expect(summary).toContainText('Taxes');

  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;
  await expect(total(page)).toHaveText(usd(expectedTotal(1)));
  await expect(page.getByRole('button', { name: /^Pay now/ })).toContainText(usd(expectedTotal(1)));

  // Back to the cart: it is still there. One lamp more, and the payment page first shows the new figures.
  await page.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const quantity = lampLine.locator('input.js_quantity');
  await expect(quantity).toHaveValue('1');
  const updated = page.waitForResponse((response) => response.url().endsWith('/shop/cart/update_json'));
  await quantity.fill('2');
  await quantity.press('Tab');
  await updated;
  await expect(page.locator('.site-menu__cart .badge')).toHaveText('2');
  await page.goto('/shop/payment');
  await expect(page).toHaveURL(/\/shop\/checkout\?changed=1$/);
  await expect(page.getByRole('status')).toContainText('Your order changed since you confirmed it');
  await expect(page.getByLabel(/Express delivery/)).toBeChecked();
  await expect(total(page)).toHaveText(usd(expectedTotal(2)));

  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  // The same order, updated.
  await expect(page.locator('.checkout-payment__order')).toHaveText(orderName);
  await expect(total(page)).toHaveText(usd(expectedTotal(2)));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderName);
  await expect(total(page)).toHaveText(usd(expectedTotal(2)));
  // Paid: the cart is spent.
  await expect(page.locator('.site-menu__cart .badge')).toHaveText('0');
});
