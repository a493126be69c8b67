// Wishlists and back-in-stock alerts in a real browser (issue 29, items 4 and 5): a visitor wishlists
// two products, signs in and finds them in their account; an out-of-stock product's alert mail arrives
// once at a real SMTP server on loopback when staff raise its stock. Each test makes its own products
// and customer (a suffix of its own), and asserts only on them.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, rpc, signedIn, test } from './fixtures';
import { ownServer } from './own-server';

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A stockable product sold only while in stock, made and published by staff through the API. */
async function product(admin: APIRequestContext, name: string, qty = 0) {
  const created = await admin.post('/api/admin/products', {
    data: { name, type: 'product', inventoryAvailability: 'always', listPrice: 3900, price: 3900 },
  });
  expect(created.status()).toBe(200);
  const template = (await created.json()) as { id: number; slug: string; variants: Array<{ id: number }> };
  expect((await rpc(admin, '/website/publish', { id: template.id, object: 'product.template' })).result).toBe(
    true,
  );
  const variantId = template.variants[0]!.id;
  if (qty) await setStock(admin, template.id, variantId, qty);
  return { id: template.id, variantId, url: `/shop/product/${template.slug}-${template.id}` };
}

async function setStock(admin: APIRequestContext, templateId: number, variantId: number, qty: number) {
  const answer = await admin.put(`/api/admin/products/${templateId}/variants/${variantId}`, {
    data: { qtyAvailable: qty },
  });
  expect(answer.status()).toBe(200);
}

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Wishlist: ${name}`, exact: true });
const wishlistCount = (page: Page) => page.locator('.site-header__wishlist-link .badge');

test('a visitor wishlists two products, signs in and finds them in their account', async ({
  page,
  baseURL,
  siteLogin,
}) => {
  const tag = suffix();
  const admin = await signedIn(baseURL!, DEMO_ACCOUNTS.admin);
  const chair = `Wish chair ${tag}`;
  const table = `Wish table ${tag}`;
  const email = `wisher-${tag}@example.com`;
  try {
    await product(admin, chair, 4);
    const tableProduct = await product(admin, table, 2);
    const created = await admin.post('/api/admin/users', {
      data: { email, name: `Wisher ${tag}`, role: 'portal', password: 'long-password-42', companyIds: [1] },
    });
    expect(created.status()).toBe(200);

    // On the shop's card, then on the product page.
    await page.goto(`/shop?search=${tag}`);
    await hydrated(page);
    await expect(heart(page, chair)).toHaveAttribute('aria-pressed', 'false');
    await heart(page, chair).click();
    await expect(heart(page, chair)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistCount(page)).toHaveText('1');
    await page.goto(tableProduct.url);
    await hydrated(page);
    await heart(page, table).click();
    await expect(heart(page, table)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistCount(page)).toHaveText('2');

    // Signing in joins the visitor's list to the account's.
    await siteLogin(page, email, 'long-password-42');
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/my');
    const section = page.locator('[data-portal-section="wishlist"]');
    await expect(section).toContainText('My wishlist');
    await expect(section).toContainText('2');
    await section.click();
    await expect(page).toHaveURL(/\/shop\/wishlist$/);
    const items = page.locator('.wishlist-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: chair })).toContainText('In stock');
    await expect(items.filter({ hasText: table })).toContainText('$39.00');
    await expect(wishlistCount(page)).toHaveText('2');

    // From the list to the cart.
    await items.filter({ hasText: chair }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/shop\/cart/);
    await expect(page.getByText(chair).first()).toBeVisible();
  } finally {
    await admin.dispose();
  }
});

test.describe('back-in-stock alerts', () => {
  // A server of its own, sending through a real SMTP server on loopback.
  const own = ownServer({ mail: true });

  test('the alert mail arrives once when staff raise the stock', async ({ page }) => {
    const tag = suffix();
    const admin = await signedIn(own.server.url, DEMO_ACCOUNTS.admin);
    const mailsTo = (address: string) =>
      own.smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
    try {
      const lamp = await product(admin, `Alert lamp ${tag}`);
      const vase = await product(admin, `Alert vase ${tag}`);
      const fan = `lamp-fan-${tag}@example.com`;
      const witness = `vase-fan-${tag}@example.com`;

      await page.goto(`${own.server.url}${lamp.url}`);
      await hydrated(page);
      const form = page.locator('[data-stock-alert]');
      await expect(form).toContainText('E-mail me when it is back');
      await form.getByLabel('Your e-mail address').fill(fan);
      await form.getByRole('button', { name: 'Notify me' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Done: we will e-mail you once when this product is back in stock.',
      );

      // A product in stock has no such form.
      await setStock(admin, vase.id, vase.variantId, 3);
      await page.goto(`${own.server.url}${vase.url}`);
      await expect(page.locator('#add_to_cart')).toBeEnabled();
      await expect(page.locator('[data-stock-alert]')).toHaveCount(0);
      await setStock(admin, vase.id, vase.variantId, 0);

      // Staff raise the lamp's stock: one mail.
      await setStock(admin, lamp.id, lamp.variantId, 5);
      await expect.poll(() => mailsTo(fan).length).toBe(1);
      expect(mailsTo(fan)[0]!.subject).toBe(`Alert lamp ${tag} is back in stock`);
      expect(mailsTo(fan)[0]!.text).toContain(`${lamp.url}`);

      // Out of stock and back again: the alert ended. A second alert's mail is the witness that the
      // jobs of the later changes ran.
      await setStock(admin, lamp.id, lamp.variantId, 0);
      await setStock(admin, lamp.id, lamp.variantId, 2);
      await page.goto(`${own.server.url}${vase.url}`);
      await hydrated(page);
      await page.locator('[data-stock-alert]').getByLabel('Your e-mail address').fill(witness);
      await page.locator('[data-stock-alert]').getByRole('button', { name: 'Notify me' }).click();
      await expect(page.locator('[data-stock-alert]').getByRole('status')).toBeVisible();
      await setStock(admin, vase.id, vase.variantId, 1);
      await expect.poll(() => mailsTo(witness).length).toBe(1);
      expect(mailsTo(fan)).toHaveLength(1);
    } finally {
      await admin.dispose();
    }
  });
});
