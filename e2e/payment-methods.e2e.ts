// Saved cards in a real browser (/my/payment_method): the demo card form with SPEC §5's checks, a payment
// with the saved card, then its deletion through the 'Warning!' dialog that lists the order it paid.
import { DEMO_ACCOUNTS, expect, test } from './fixtures';
import { orderLamp } from './shop-steps';

test('a customer saves a card, pays with it, and deletes it after the warning', async ({
  page,
  siteLogin,
}) => {
  await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(page).not.toHaveURL(/\/web\/login/);
  await page.goto('/my/payment_method');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();

  // SPEC §5: a number failing Luhn, a past expiry: flagged, nothing sent.
  await page.getByLabel('Name on the card').fill('Carl Customer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry (MM / YY)').fill('0120');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.locator('.field__error')).toHaveText(['The value is invalid.', 'The value is invalid.']);
  await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('01 / 20');

  await page.getByLabel('Card number').fill('5555555555554444');
  await expect(page.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');
  await page.getByLabel('Expiry (MM / YY)').fill('1239');
  await page.getByRole('button', { name: 'Save the card' }).click();
  const saved = page.locator('.payment-methods__cards li').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(saved).toContainText('12 / 39');

  // An order paid with it.
  const { orderName } = await orderLamp(page, {
    country: 'France',
    name: 'Carl Customer',
    email: 'portal@example.com',
    street: '5 rue de la Paix',
    city: 'Paris',
    zip: '75002',
  });
  await page.getByLabel('Saved card: Mastercard •••• 4444').check();
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');

  // Deleting it warns about the order it paid; Cancel keeps it, Confirm Deletion removes it.
  await page.goto('/my/payment_method');
  await saved.getByRole('button', { name: /^Delete/ }).click();
  const warning = page.getByRole('dialog', { name: 'Warning!' });
  await expect(warning).toContainText(orderName);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: /^Delete/ }).click();
  await warning.getByRole('button', { name: 'Confirm Deletion' }).click();
  await expect(saved).toHaveCount(0);
});
