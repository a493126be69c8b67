// Stripe in a real browser, against the worker's fake (its API and its Stripe.js stand-in): the owner
// enters the keys on the Payments screen; a signed-in customer pays by card with 3-D Secure and saves
// the card, then pays a second order with the saved card; staff refund it. A guest fails the 3-D Secure
// check, sees the refusal and pays again. Stripe is turned off again at the end of each test: the
// worker's server is shared with the other spec files.
import type { Page } from '@playwright/test';
import type { FakeStripe } from '../site-server/src/testing/fake-stripe';
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

/** The 3-D Secure challenge of Stripe's test mode: the cardholder completes it (or fails it). */
async function authenticate(page: Page, outcome: 'Complete' | 'Fail' = 'Complete') {
  const challenge = page.getByRole('dialog', { name: '3D Secure authentication' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: `${outcome} authentication` }).click();
}

/** On /shop/payment: Stripe's card fields, the terms, and the pay button. */
async function payByStripe(page: Page, cardNumber: string) {
  await page.getByLabel('Card (Stripe)').check();
  await page.getByLabel('Credit or debit card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 31');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
}

/** Offers Stripe (with the worker's fake's keys) to shoppers, or stops offering it. */
async function offerStripe(baseURL: string, stripe: FakeStripe, enabled: boolean) {
  const admin = await signedIn(baseURL, DEMO_ACCOUNTS.admin);
  const keys = enabled
    ? {
        publishableKey: stripe.publishableKey,
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
      }
    : {};
  const saved = await admin.put('/api/admin/payment-providers/stripe', {
    data: { enabled, sequence: 30, ...keys },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(saved.status()).toBe(200);
  await admin.dispose();
}

test('a customer pays by Stripe with 3-D Secure, saves the card, pays again with it; staff refund', async ({
  page,
  browser,
  login,
  siteLogin,
  server,
  stripe,
}) => {
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
    await expect(page).toHaveURL(/\/shop\/confirmation$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
    await expect(page.locator('[data-order-total]')).toHaveText(first.total);

    // Second order: the saved card is offered first.
    const second = await orderLamp(page, carl);
    const saved = page.getByLabel('Saved card: Visa •••• 3155');
    await expect(saved).toBeChecked();
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await authenticate(page);
    await expect(page).toHaveURL(/\/shop\/confirmation$/);
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

test('a guest who fails the 3-D Secure check sees the payment refused, then pays again', async ({
  page,
  server,
  stripe,
}) => {
  test.setTimeout(90_000);
  await offerStripe(server.url, stripe, true);
  try {
    const { orderName, total } = await orderLamp(page, {
      ...carl,
      name: 'Gus Guest',
      email: 'gus@example.org',
    });
    await payByStripe(page, '4000 0025 0000 3155');
    await expect(page).toHaveURL(/\/payment\/process$/);
    await authenticate(page, 'Fail');
    // Stripe.js gives no PaymentIntent then: the server asks Stripe, and the page follows the payment to
    // its status page, which says why it was refused and offers to pay again.
    await expect(page).toHaveURL(/\/shop\/confirmation$/, { timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    await page.getByRole('alert').getByRole('link', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(/\/shop\/payment$/);
    await payByStripe(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/shop\/confirmation$/, { timeout: 20_000 });
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderName);
    await expect(page.locator('[data-order-total]')).toHaveText(total);
  } finally {
    await offerStripe(server.url, stripe, false);
  }
});

test('with two ways to add a card, saving none asks to select the option to add a new payment method', async ({
  page,
  siteLogin,
  server,
  stripe,
}) => {
  await offerStripe(server.url, stripe, true);
  try {
    await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(page).not.toHaveURL(/\/web\/login/);
    await page.goto('/my/payment_method');
    const add = page.locator('.payment-methods__add');
    await expect(add.getByRole('radio')).toHaveCount(2);
    await expect(add.getByLabel('Card number')).toHaveCount(0);
    await add.getByRole('button', { name: 'Save the card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error: No payment method selected' });
    await expect(dialog).toContainText('Please select the option to add a new payment method.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Chosen, the way's fields show and the card is saved (then deleted: the account is shared).
    await add.getByLabel('Card (demo provider)').check();
    await add.getByLabel('Name on the card').fill('Paula Portal');
    await add.getByLabel('Card number').fill('3782 822463 10005');
    await add.getByLabel('Expiry (MM / YY)').fill('1238');
    await add.getByLabel('CVC').fill('1234');
    await add.getByRole('button', { name: 'Save the card' }).click();
    const saved = page.locator('.payment-methods__cards li').filter({ hasText: 'Amex •••• 0005' });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: /^Delete/ }).click();
    await expect(saved).toHaveCount(0);
  } finally {
    await offerStripe(server.url, stripe, false);
  }
});
