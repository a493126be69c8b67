// Stripe in a real browser, against the worker's fake (its API and its Stripe.js stand-in): the owner
// enters the keys on the Payments screen; a signed-in customer pays by card with 3-D Secure and saves
// the card, then pays a second order with the saved card; staff refund it. Stripe is turned off again
// at the end: the worker's server is shared with the other spec files.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, signedIn, test } from './fixtures';
import { orderLamp } from './shop-steps';

const carl = {
  country: 'United States',
  name: 'Carl Customer',
  email: 'portal@example.com',
  street: '1 Market Street',
  city: 'San Francisco',
  state: 'California',
  zip: '94105',
};

/** The 3-D Secure challenge of Stripe's test mode: the cardholder completes it. */
async function authenticate(page: Page) {
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
}

test('a customer pays by Stripe with 3-D Secure, saves the card, pays again with it; staff refund', async ({
  page,
  browser,
  login,
  siteLogin,
  server,
  stripe,
}) => {
  test.setTimeout(90_000);
  const staff = await browser.newPage({ baseURL: server.url });
  try {
    // The owner enters Stripe's keys; the secret is never shown back.
    await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await openFromMenu(staff, 'Shop', 'Payments');
    await staff.getByRole('button', { name: 'Edit Stripe' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Offered to shoppers').check();
    await dialog.getByLabel('Publishable key').fill(stripe.publishableKey);
    await dialog.getByLabel('Secret key').fill(stripe.secretKey);
    await dialog.getByLabel('Webhook signing secret').fill(stripe.webhookSecret);
    await expect(dialog).toContainText(`${server.url}/payment/stripe/webhook`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const stripeRow = staff
      .getByRole('table', { name: 'Payment providers' })
      .getByRole('row')
      .filter({ hasText: 'Stripe' });
    await expect(stripeRow).toContainText('Offered');
    await expect(stripeRow).toContainText(`sk_test_…${stripe.secretKey.slice(-4)}`);

    // First order: the card asks for 3-D Secure; the card is saved.
    await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(page).not.toHaveURL(/\/web\/login/);
    const first = await orderLamp(page, carl);
    await page.getByLabel('Card (Stripe)').check();
    await page.getByLabel('Credit or debit card number').fill('4000 0025 0000 3155');
    await page.getByLabel('Expiration date').fill('12 / 31');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Save my card for next time').check();
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await expect(page).toHaveURL(/\/payment\/process$/);
    await expect(page.getByText('We are processing your payments, please wait ...')).toBeVisible();
    await authenticate(page);
    await expect(page).toHaveURL(/\/shop\/confirmation$/, { timeout: 20_000 });
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
    await expect(page.locator('[data-order-total]')).toHaveText(first.total);

    // Second order: the saved card is offered first.
    const second = await orderLamp(page, carl);
    const saved = page.getByLabel('Saved card: Visa •••• 3155');
    await expect(saved).toBeChecked();
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await authenticate(page);
    await expect(page).toHaveURL(/\/shop\/confirmation$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(second.orderName);
    await expect(page.locator('[data-order-total]')).toHaveText(second.total);

    // Both confirmations are in the outbox; staff refund the second order through Stripe.
    const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
    const outbox = (await (await admin.get('/api/admin/outbox?page=1')).json()) as {
      items: Array<{ subject: string }>;
    };
    for (const { orderName } of [first, second])
      expect(outbox.items.map((mail) => mail.subject)).toContain(`Order ${orderName} confirmed`);
    await admin.dispose();
    await staff.goto('/admin/orders');
    await staff.getByRole('textbox', { name: 'Search orders' }).fill(second.orderName);
    await staff.getByRole('row').filter({ hasText: second.orderName }).click();
    await staff.getByRole('button', { name: 'Refund' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect(
      staff.locator('.mantine-Notification-root').filter({ hasText: `refunded on ${second.orderName}` }),
    ).toBeVisible();
    await expect(staff.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(2);
    await expect(staff.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    expect(stripe.refunds.size).toBe(1);
  } finally {
    // Off again for the other spec files of this worker.
    const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
    await admin.put('/api/admin/payment-providers/stripe', {
      data: { enabled: false, sequence: 30 },
      headers: { 'Content-Type': 'application/json' },
    });
    await admin.dispose();
    await staff.close();
  }
});
