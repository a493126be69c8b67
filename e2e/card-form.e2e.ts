// The card form block in a real browser against the worker's Stripe fake (issue 15, item 8): a
// declined card opens 'Unable to save card' and gives the button back; a good card is saved through
// the SetupIntent and shows in the customer's payment methods. Stripe is turned off again at the end.
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

test('a customer saves a card for later billing through the card form', async ({
  browser,
  server,
  stripe,
  siteLogin,
}) => {
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  // No extra headers here: they would go to Stripe's (fake) host too, whose CORS does not allow them.
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const configured = await admin.put('/api/admin/payment-providers/stripe', {
      data: {
        enabled: true,
        sequence: 30,
        publishableKey: stripe.publishableKey,
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
      },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(configured.ok()).toBe(true);
    const page = await context.newPage();
    // Not signed in: the form asks to sign in (and the page logs that partnerId is unset).
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/billing');
    await expect(page.getByRole('link', { name: 'Sign in to save a card for your invoices.' })).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.includes('partnerId is unset'))).toBe(true);

    await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(page).not.toHaveURL(/\/web\/login/);
    await page.goto('/billing');
    const block = page.locator('.card-form-block');
    const save = block.getByRole('button', { name: 'Save my card' });
    // Nothing typed: nothing sent.
    await save.click();
    await expect(block.getByRole('alert')).toBeVisible();

    await block.getByLabel('Credit or debit card number').fill('4000 0000 0000 0002');
    await block.getByLabel('Expiration date').fill('12 / 33');
    await block.getByLabel('CVC').fill('123');
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Unable to save card' });
    await expect(dialog).toContainText(
      'We are not able to add your payment method at the moment. Your card was declined.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(save).toBeEnabled();

    await block.getByLabel('Credit or debit card number').fill('4242 4242 4242 4242');
    await save.click();
    await expect(block.getByRole('status')).toHaveText(
      'Your card is saved. We will charge it for your invoices.',
    );
    await page.goto('/my/payment_method');
    await expect(page.locator('.payment-methods__cards')).toContainText('4242');
  } finally {
    await admin.put('/api/admin/payment-providers/stripe', {
      data: { enabled: false, sequence: 30 },
      headers: { 'Content-Type': 'application/json' },
    });
    await admin.dispose();
    await context.close();
  }
});
