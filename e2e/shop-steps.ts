// Steps the shop's spec files share: a Desk Lamp LED ordered up to the payment page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface BillingAddress {
  country: string;
  name: string;
  email: string;
  street: string;
  city: string;
  zip: string;
  /** For countries with states. */
  state?: string;
}

/** The Desk Lamp LED in the cart, the address if the checkout asks for one, the order confirmed: on /shop/payment. */
export async function orderLamp(page: Page, address: BillingAddress) {
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.site-menu__cart .badge')).not.toHaveText('0');
  await page.goto('/shop/checkout');
  if (page.url().endsWith('/shop/address')) {
    const billing = page.locator('.checkout-address__billing');
    await billing.getByLabel('Country').selectOption({ label: address.country });
    await billing.getByLabel('Name').fill(address.name);
    await billing.getByLabel('E-mail').fill(address.email);
    await billing.getByLabel('Street and number').fill(address.street);
    await billing.getByLabel('City').fill(address.city);
    if (address.state) await billing.getByLabel('State').selectOption({ label: address.state });
    await billing.getByLabel('Postal code').fill(address.zip);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  }
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/shop\/payment$/);
  const orderName = (await page.locator('.checkout-payment__order').textContent())!;
  const total = (await page.locator('.checkout-summary tfoot strong').textContent())!;
  return { orderName, total };
}
