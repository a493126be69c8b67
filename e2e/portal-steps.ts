// Steps the phone specs share: the demo portal customer's checkout, from the cart to a paid order.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect } from './fixtures';

/** Each checkout page as it is reached (to measure it, keep a screenshot…). */
export type OnCheckoutPage = (name: 'address' | 'checkout' | 'payment' | 'confirmation') => Promise<void>;

/**
 * The signed-in demo portal customer checks out what the cart holds and pays with the demo card: their
 * address (asked on a first order, else shown to edit), the order confirmed, paid. Answers the order's name.
 */
export async function checkoutAndPay(page: Page, onPage: OnCheckoutPage = async () => {}) {
  await page.goto('/shop/checkout');
  if (!page.url().endsWith('/shop/address')) await page.goto('/shop/address');
  await onPage('address');
  const billing = page.locator('.checkout-address__billing');
  if (!(await billing.getByLabel('Street and number').inputValue())) {
    await billing.getByLabel('Country').selectOption({ label: 'France' });
    await billing.getByLabel('Name').fill('Carl Customer');
    await billing.getByLabel('E-mail').fill(DEMO_ACCOUNTS.portal.email);
    await billing.getByLabel('Street and number').fill('5 rue de la Paix');
    await billing.getByLabel('City').fill('Paris');
    await billing.getByLabel('Postal code').fill('75002');
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await onPage('checkout');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!.trim();
  await onPage('payment');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await onPage('confirmation');
  return orderName;
}
