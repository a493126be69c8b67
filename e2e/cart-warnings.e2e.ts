// The cart's form posts tell the shopper what they changed (issue 25 item 1, SPEC §8 "Cart warning from
// the server: dismissable red alert"; "This combination does not exist."). Asking for more than the
// stock leaves what is left in the cart and says so on the cart page, with JavaScript and without; a
// refused combination sends the shopper back to the product page, which says why, in its language.
// The tests work on a product they make (its stock is theirs) in carts of their own browser contexts.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const productName = `Storm Lamp ${run}`;
const STOCK = 11;

async function jsonCall(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const response = await request[method](url, { data, headers: { 'Content-Type': 'application/json' } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

const cartAlert = (page: Page) => page.locator('[data-cart-alert="server"]');

let productUrl = '';

test.beforeAll(async ({ playwright, server }) => {
  // A stockable product sold only while in stock ('always'), with 11 units, published.
  const admin = await playwright.request.newContext({ baseURL: server.url });
  try {
    await jsonCall(admin, 'post', '/api/admin/session', DEMO_ACCOUNTS.admin);
    const product = await jsonCall(admin, 'post', '/api/admin/products', {
      name: productName,
      type: 'product',
      inventoryAvailability: 'always',
      listPrice: 4000,
      price: 4000,
    });
    const variants = product.variants as Array<{ id: number }>;
    await jsonCall(admin, 'put', `/api/admin/products/${String(product.id)}/variants/${variants[0]!.id}`, {
      qtyAvailable: STOCK,
    });
    const published = await jsonCall(admin, 'post', '/website/publish', {
      jsonrpc: '2.0',
      method: 'call',
      params: { id: product.id, object: 'product.template' },
      id: 1,
    });
    expect(published.result).toBe(true);
    productUrl = String(product.websiteUrl);
  } finally {
    await admin.dispose();
  }
});

test('asking for more than the stock shows the cut in a red alert, without JavaScript, until dismissed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(productUrl);
    await page.getByLabel('Quantity', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // The line holds what is left, and the page says so (worded from numbers only).
    await expect(page).toHaveURL(/\/shop\/cart\?cart_warning=limited\.50\.11$/);
    await expect(cartAlert(page)).toHaveText(/You ask for 50 products but only 11 is available/);
    await expect(cartAlert(page)).toHaveClass(/shop-alert--danger/);
    const line = page.locator('.shop-cart-line', { hasText: productName });
    await expect(line.getByLabel('Quantity', { exact: true })).toHaveValue(String(STOCK));

    // Without JavaScript the dismiss control is a link to the same cart without the warning.
    await cartAlert(page).getByRole('link', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(cartAlert(page)).toHaveCount(0);
    await expect(line.getByLabel('Quantity', { exact: true })).toHaveValue(String(STOCK));
  } finally {
    await context.close();
  }
});

test('with JavaScript the alert is dismissed in place, and a French cart words it in French', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/shop/cart?cart_warning=limited.50.11');
    await hydrated(page);
    await expect(cartAlert(page)).toHaveText(/You ask for 50 products but only 11 is available/);
    // Dismissed in place: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await cartAlert(page).getByRole('link', { name: 'Dismiss' }).click();
    await expect(cartAlert(page)).toHaveCount(0);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // Gone from the address too: a reload does not bring it back.
    await expect(page).toHaveURL(/\/shop\/cart$/);

    await page.goto('/fr/shop/cart?cart_warning=limited.50.11');
    await expect(cartAlert(page)).toHaveText(/Vous demandez 50 produits mais seulement 11 sont disponibles/);
    // A text put in the address is never shown: only codes and numbers are read.
    await page.goto('/shop/cart?cart_warning=%3Cb%3Epay%20here%3C%2Fb%3E&cart_error=pay_here');
    await expect(cartAlert(page)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a refused combination comes back to the French product page with its reason', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`/fr${productUrl}`);
    await hydrated(page);
    // A value the product does not offer, as a stale or forged form would post it: written into the
    // post itself, since the page's own code may re-render the form's fields until it is sent.
    await page.route('**/shop/cart/update', async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set(
        'no_variant_attribute_values',
        JSON.stringify([
          {
            attribute_value_id: 999_999,
            attribute_value_name: 'Gold',
            value: 999_999,
            attribute_name: 'Finish',
            is_custom: false,
          },
        ]),
      );
      await route.continue({ postData: form.toString() });
    });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();

    await expect(page).toHaveURL(new RegExp(`/fr${productUrl}\\?cart_error=combination_missing$`));
    await expect(cartAlert(page)).toHaveText(/Cette combinaison n'existe pas\./);
    await cartAlert(page).getByRole('link', { name: 'Fermer' }).click();
    await expect(cartAlert(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/fr${productUrl}$`));
  } finally {
    await context.close();
  }
});
