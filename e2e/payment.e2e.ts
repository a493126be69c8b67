// The payment step in a real browser, beyond the journeys of checkout.e2e.ts: paying without JavaScript
// (the server checks the terms), and SPEC §8's payment messages where the spec says they show.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';
import { orderLamp } from './shop-steps';

const WAITING = 'We are waiting the confirmation of the bank or payment provider';
const json = { 'Content-Type': 'application/json' };

const buyer = (name: string, email: string) => ({
  country: 'United States',
  name,
  email,
  street: '1 Market Street',
  city: 'San Francisco',
  state: 'California',
  zip: '94105',
});

/** On /shop/payment: a method (its radio's label), the terms, and the button ("Place order" for a transfer). */
async function payWith(page: Page, method: string) {
  await page.getByLabel(method).check();
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: method === 'Bank transfer' ? 'Place order' : /^Pay now/ }).click();
}

/** The order's id, as the back office finds it by its name. */
async function orderIdOf(admin: APIRequestContext, name: string) {
  const found = (await (await admin.get(`/api/admin/orders?q=${name}`)).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  return found.items.find((order) => order.name === name)!.id;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper pays with the demo card; the terms left unticked are asked for first', async ({ page }) => {
    const { orderName, total } = await orderLamp(page, buyer('Nora Noscript', 'nora@example.org'));
    const pay = page.getByRole('button', { name: /^Pay now/ });
    await expect(pay).toBeEnabled();

    // The box left unticked: the server refuses, says why by the box, and nothing is paid.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(/\/shop\/payment$/);
    await expect(page.getByRole('alert')).toHaveText('Please accept the terms and conditions to pay.');
    await expect(page.getByLabel('I agree to the terms and conditions')).toHaveAttribute(
      'aria-describedby',
      'accept_terms-error',
    );

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('I agree to the terms and conditions').check();
    await pay.click();
    await expect(page).toHaveURL(/\/shop\/confirmation$/);
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderName);
    await expect(page.locator('[data-order-total]')).toHaveText(total);
  });
});

test('a bank transfer goes through prepare_tx_url to the processing screen; an order no longer payable cannot be redirected', async ({
  page,
  server,
}) => {
  // Staff cancel the order while its buyer is on the payment page.
  const cancelled = await orderLamp(page, buyer('Tara Transfer', 'tara@example.org'));
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  const orderId = await orderIdOf(admin, cancelled.orderName);
  expect((await admin.post(`/api/admin/orders/${orderId}/cancel`, { headers: json })).status()).toBe(200);
  await admin.dispose();
  const prepared = page.waitForResponse((response) =>
    response.url().endsWith('/payment/transaction/prepare'),
  );
  await payWith(page, 'Bank transfer');
  await prepared;
  // SPEC §8: inline, in the transfer's form, with the server's reason.
  await expect(page.locator('[data-provider="transfer"]').getByRole('alert')).toHaveText(
    'We are not able to redirect you to the payment form. This order can no longer be paid.',
  );
  await expect(page).toHaveURL(/\/shop\/payment$/);

  // A payable order: the server's form takes the buyer to the processing screen, which sends a bank
  // transfer on to its return_url at once (SPEC §4).
  const { orderName } = await orderLamp(page, buyer('Tara Transfer', 'tara@example.org'));
  const processing = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/payment/process',
  );
  await payWith(page, 'Bank transfer');
  await processing;
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await expect(page.locator('[data-transfer]')).toContainText(`with the reference ${orderName}-1`);
});

test('with no payment method to choose, Pay opens the ‘Error: No payment method selected’ dialog', async ({
  page,
  server,
}) => {
  await orderLamp(page, buyer('Nadia Nomethod', 'nadia@example.org'));
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  const providers = (await (await admin.get('/api/admin/payment-providers')).json()) as Array<{
    code: string;
    enabled: boolean;
    sequence: number;
    instructions: string;
  }>;
  const offered = providers.filter((provider) => provider.enabled);
  try {
    // The owner turned every method off (the worker's server is shared: they are turned on again below).
    for (const { code, sequence, instructions } of offered)
      await admin.put(`/api/admin/payment-providers/${code}`, {
        data: { enabled: false, sequence, instructions },
        headers: json,
      });
    await page.reload();
    await expect(page.locator('input[name="provider"]')).toHaveCount(0);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Error: No payment method selected' });
    await expect(dialog).toContainText('Please select a payment method.');
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/shop\/payment$/);
  } finally {
    for (const { code, sequence, instructions } of offered)
      await admin.put(`/api/admin/payment-providers/${code}`, {
        data: { enabled: true, sequence, instructions },
        headers: json,
      });
    await admin.dispose();
  }
});

test('the status page polls a payment waiting for its bank 20 times, then shows the warning icon', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock: the 20 polls (70 s apart in all) take no real time.
  await page.clock.install();
  const polls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/shop/payment/get_status/')) polls.push(response.url());
  });
  await orderLamp(page, buyer('Walt Waiting', 'walt@example.org'));
  await page.getByLabel('Card number').fill('4000 0000 0000 3063');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  const status = page.getByRole('status');
  await expect(status).toHaveAttribute('data-polling', 'on');
  await expect(status.getByRole('img')).toHaveCount(0);
  // ceil(n/3) s after the n-th poll: 7 s of the clock at a time lets each next poll out.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(7_000);
        return polls.length;
      },
      { intervals: [50], timeout: 45_000 },
    )
    .toBe(20);
  await expect(status).toHaveAttribute('data-polling', 'stopped');
  // SPEC §4: the message, with a warning icon titled 'We are waiting the confirmation…'.
  await expect(status.getByRole('img', { name: WAITING })).toHaveAttribute('title', WAITING);
  await expect(status).toContainText(WAITING);
});
