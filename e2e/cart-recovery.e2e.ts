// Abandoned-cart recovery in a real browser (issue 29, "Done when"): a shopper types their e-mail at the
// checkout and leaves; after the (test-short) delay exactly one recovery mail reaches a real SMTP server
// on loopback; its link restores the cart in another browser; the order placed from it counts as
// recovered on the dashboard; the same shopper's next cart gets no mail. This spec runs its own server
// (SMTP_URL, a scan every second), so its figures are its own.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../scripts/lib/production-server.mjs';
import { signInToBackOffice } from './fixtures';
import { ownServer } from './own-server';

const own = ownServer({ mail: true, env: { CART_RECOVERY_SCAN_MS: '1000' } });

const recoveryMailsTo = (email: string) =>
  own.smtp.received.filter(
    (mail) =>
      mail.subject === 'You left something in your cart' &&
      mail.to &&
      JSON.stringify(mail.to).includes(email),
  );

/** A shopper in a browser of their own puts the Desk Lamp LED in the cart, gives their address at the checkout, and leaves. */
async function leaveAtCheckout(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: own.server.url });
  const page = await context.newPage();
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.site-menu__cart .badge')).not.toHaveText('0');
  await page.goto('/shop/checkout');
  await expect(page).toHaveURL(/\/shop\/address$/);
  const billing = page.locator('.checkout-address__billing');
  await billing.getByLabel('Country').selectOption({ label: 'France' });
  await billing.getByLabel('Name').fill('Rita Recover');
  await billing.getByLabel('E-mail').fill(email);
  await billing.getByLabel('Street and number').fill('5 rue de la Paix');
  await billing.getByLabel('City').fill('Paris');
  await billing.getByLabel('Postal code').fill('75002');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await context.close();
}

/** The Abandoned carts screen, read again until `row` shows (the scan runs every second). */
async function expectListed(page: Page, text: RegExp) {
  await expect(async () => {
    await page.goto(`${own.server.url}/admin/abandoned-carts`);
    await expect(page.getByRole('row', { name: text })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

test('one recovery mail, its link restores the cart in another browser, the order counts as recovered, the next cart gets none', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const email = `rita-${Date.now()}@example.org`;

  // Staff set a test-short delay in Settings → Recovery mails (6 seconds).
  await signInToBackOffice(page, own.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.goto(`${own.server.url}/admin/settings`);
  await page.getByLabel('Delay after the last change (minutes)').fill('0.1');
  await page.getByRole('button', { name: 'Save the recovery mail settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  await leaveAtCheckout(browser, email);

  // After the delay, exactly one mail at the SMTP server, with its unsubscribe headers.
  await expect.poll(() => recoveryMailsTo(email).length, { timeout: 60_000 }).toBe(1);
  const [mail] = recoveryMailsTo(email);
  const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line ?? '';
  expect(header('list-unsubscribe')).toMatch(/<http:\/\/\S+\/shop\/cart\/recovery\/unsubscribe\/one-click\?/);
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail!.text).toContain('Desk Lamp LED');
  expect(mail!.html).toContain('<img src="http://');
  await expectListed(page, new RegExp(`${email}.*Sent`));
  const link = /https?:\/\/\S+\/shop\/cart\/recover\?token=[\w.-]+/.exec(mail!.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // Another browser: the link restores exactly that cart, and the shopper orders from it.
  const elsewhere = await browser.newContext({ baseURL: own.server.url });
  const buyer = await elsewhere.newPage();
  await buyer.goto(link!);
  await expect(buyer).toHaveURL(/\/shop\/cart$/);
  await expect(buyer.getByRole('link', { name: 'Desk Lamp LED' }).first()).toBeVisible();
  await buyer.goto('/shop/checkout');
  await buyer.getByRole('button', { name: 'Confirm order' }).click();
  await expect(buyer).toHaveURL(/\/shop\/payment$/);
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByLabel('I agree to the terms and conditions').check();
  await buyer.getByRole('button', { name: /^Pay now/ }).click();
  await expect(buyer).toHaveURL(/\/shop\/confirmation$/);
  await expect(buyer.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await elsewhere.close();

  // Recovered: on the list, and on the dashboard as a figure and a step of the funnel.
  await expectListed(page, new RegExp(`${email}.*Recovered: \\$`));
  const board = (await (await page.request.get(`${own.server.url}/api/admin/dashboard?days=1`)).json()) as {
    figures: Array<{ key: string; current: number }>;
    currency: string;
  };
  const recovered = board.figures.find((figure) => figure.key === 'recoveredRevenue')!.current;
  expect(recovered).toBeGreaterThan(0);
  await page.goto(`${own.server.url}/admin/?days=1`);
  await expect(page.getByTestId('figure-recoveredRevenue')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: board.currency }).format(recovered / 100),
  );
  await expect(page.getByRole('region', { name: 'From visit to order' })).toContainText(
    'Recovered from a cart mail',
  );

  // The same shopper's next cart: no mail, and the list says why; "send now" says so too.
  await leaveAtCheckout(browser, email);
  await expectListed(page, new RegExp(`${email}.*Not eligible: the shopper ordered since`));
  const second = page.getByRole('row', { name: new RegExp(`${email}.*Not eligible`) });
  await second.getByRole('button', { name: 'Send the recovery mail now' }).click();
  await expect(page.getByText('No mail sent: Not eligible: the shopper ordered since.')).toBeVisible();
  expect(recoveryMailsTo(email)).toHaveLength(1);
});

test('a forged restore link says why, in the page’s language, and restores nothing (expired ones: recovery-pages.test.ts)', async ({
  page,
}) => {
  await page.goto(`${own.server.url}/shop/cart/recover?token=1.9999999999.forgedforgedforgedforgedforged`);
  await expect(
    page.getByText(
      'This link to a cart is not valid. Please use the link of the e-mail exactly as you received it.',
    ),
  ).toBeVisible();
  await page.goto(`${own.server.url}/fr/shop/cart/recover?token=nonsense`);
  await expect(
    page.getByText(
      "Ce lien vers un panier n'est pas valide. Utilisez le lien de l'e-mail tel que vous l'avez reçu.",
    ),
  ).toBeVisible();
  await page.goto(`${own.server.url}/shop/cart`);
  await expect(page.locator('.site-menu__cart .badge')).toHaveText('0');
});
