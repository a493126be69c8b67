/**
 * The shop in a real browser (issue 4, "Done when"): search, filter, configure the desk with a custom
 * value and see the price change, add it with an optional product through the dialog, change and
 * delete cart lines, the 'My Cart' popover; the impossible combination and the 0-quantity alert.
 */
import type { Page } from '@playwright/test';
import { shopMessages } from '../shared/catalog/contract';
import { expect, test } from './fixtures';

const price = (page: Page) => page.locator('.shop-product__price .shop-price');
const cartCount = (page: Page) => page.locator('.site-menu__cart .badge');
const variant = (page: Page, line: string, value: string) =>
  page.locator('fieldset.shop-variant', { hasText: line }).locator('label', { hasText: value });

async function openDesk(page: Page) {
  await page.goto('/shop?search=desk');
  await page.getByRole('link', { name: 'Customizable Desk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customizable Desk' })).toBeVisible();
}

test('a shopper finds, configures and adds the desk with an option, then edits the cart', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  // SPEC §2: a search submit goes to the form's action with the search term appended.
  await page.getByRole('searchbox').fill('desk');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?search=desk$/);
  await expect(page.getByRole('link', { name: 'Customizable Desk' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bar Stool' })).toHaveCount(0);

  // A filter applies on change, keeping the search.
  await page.locator('.shop-filters label', { hasText: 'Walnut' }).locator('input').check();
  await expect(page).toHaveURL(/search=desk.*attrib=\d+-\d+|attrib=\d+-\d+.*search=desk/);
  await expect(page.getByRole('link', { name: 'Customizable Desk' })).toBeVisible();

  // The sort dropdown applies on change too.
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/order=name/);

  const productView = page.waitForRequest((request) =>
    /\/stats\/ecom\/product_view\/\d+$/.test(request.url()),
  );
  await page.getByRole('link', { name: 'Customizable Desk' }).click();
  await productView;
  await expect(price(page)).toHaveText('$750.00');
  await expect(page.locator('.shop-product__price del')).toHaveText('$800.00');

  // Aluminium legs (+ $50), a black top (a dynamic variant, created on add), a custom engraving (+ $25).
  await variant(page, 'Legs', 'Aluminium').click();
  await expect(price(page)).toHaveText('$800.00');
  await variant(page, 'Colour', 'Black').click();
  await variant(page, 'Engraving', 'Other, please specify').click();
  await expect(price(page)).toHaveText('$825.00');
  await page.getByPlaceholder('Please specify').fill('To Ada, with love');

  // Quantity buttons.
  await page.getByRole('button', { name: 'Increase the quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Decrease the quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');

  // The optional-products dialog (SPEC §2).
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: shopMessages.addToCartTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.shop-dialog__total strong')).toHaveText('$825.00');
  const cableTray = dialog.locator('[data-optional-product]', { hasText: 'Cable Tray' });
  await cableTray.getByRole('button', { name: 'Add' }).click();
  await expect(cableTray.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(dialog.locator('.shop-dialog__total strong')).not.toHaveText('$825.00');
  await dialog.getByRole('button', { name: shopMessages.proceedToCheckout }).click();

  await expect(page).toHaveURL(/\/shop\/cart$/);
  const deskLine = page.locator('.shop-cart-line', { hasText: 'Customizable Desk' });
  const trayLine = page.locator('.shop-cart-line', { hasText: 'Cable Tray' });
  await expect(deskLine).toContainText('Aluminium');
  await expect(deskLine).toContainText('Black');
  await expect(deskLine).toContainText('To Ada, with love');
  await expect(trayLine).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // A quantity change goes to the server (debounced) and replaces the lines and totals.
  const total = await page.locator('[data-amount="total"]').textContent();
  await deskLine.getByRole('button', { name: 'Add one' }).click();
  await expect(cartCount(page)).toHaveText('3');
  await expect(page.locator('[data-amount="total"]')).not.toHaveText(total ?? '');
  await expect(
    page.locator('.shop-cart-line', { hasText: 'Customizable Desk' }).locator('input.js_quantity'),
  ).toHaveValue('2');

  // Delete a line.
  await page
    .locator('.shop-cart-line', { hasText: 'Cable Tray' })
    .getByRole('button', { name: /^Remove:/ })
    .click();
  await expect(page.locator('.shop-cart-line', { hasText: 'Cable Tray' })).toHaveCount(0);
  await expect(cartCount(page)).toHaveText('2');

  // The 'My Cart' popover on the header's cart link.
  await page.locator('.site-menu__cart').hover();
  const popover = page.locator('.shop-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(shopMessages.myCart);
  await expect(popover).toContainText('Customizable Desk');
  await expect(popover.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await page.mouse.move(0, 600);
  // It closes a second after the mouse left (SPEC §9).
  await expect(popover).toBeHidden();
});

test('Continue Shopping stays on the product and animates the image into the cart', async ({ page }) => {
  await page.goto('/shop?search=chair');
  await page.getByRole('link', { name: 'Conference Chair' }).click();
  const addToCart = page.waitForRequest((request) =>
    /\/stats\/ecom\/product_add_to_cart\/\d+$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: shopMessages.addToCartTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: shopMessages.continueShopping }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.shop-fly-image')).toHaveCount(1);
  await addToCart;
  await expect(cartCount(page)).toHaveText('1');
  await expect(page).toHaveURL(/\/shop\/product\//);
  // The image is gone once its flight (a second) is over.
  await expect(page.locator('.shop-fly-image')).toHaveCount(0);
});

test('an impossible combination disables the button, dims the image and says so', async ({ page }) => {
  await openDesk(page);
  await variant(page, 'Legs', 'Oak').click();
  await variant(page, 'Colour', 'Walnut').click();
  await expect(page.getByText(shopMessages.combinationMissing)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.locator('.shop-product__gallery')).toHaveAttribute('data-combination-possible', 'false');
  await variant(page, 'Colour', 'White').click();
  await expect(page.getByText(shopMessages.combinationMissing)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('the image zooms on hover (factor 1.5), not on a narrow screen', async ({ page }) => {
  await openDesk(page);
  const image = page.locator('.shop-carousel__image').first();
  await image.hover();
  await expect(image).toHaveAttribute('data-zoomed', 'true');
  await expect(image).toHaveCSS('transform', 'matrix(1.5, 0, 0, 1.5, 0, 0)');
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 460, height: 800 });
  await image.hover();
  await expect(image).not.toHaveAttribute('data-zoomed', 'true');
});

test('a typed 0 quantity in the cart becomes 1 with the alert', async ({ page }) => {
  await page.goto('/shop?search=lamp');
  await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const quantity = page.locator('.shop-cart-line', { hasText: 'Desk Lamp LED' }).locator('input.js_quantity');
  await quantity.fill('0');
  await quantity.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: shopMessages.badQuantity })).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(shopMessages.badQuantity)).toHaveCount(0);

  // Emptying the cart goes back to /shop/cart, empty.
  await page
    .locator('.shop-cart-line')
    .getByRole('button', { name: /^Remove:/ })
    .click();
  await expect(page.getByText('Your cart is empty!')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('the shop pages hydrate without script errors or mismatches', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/shop?search=desk&order=name');
  await expect(page.getByRole('link', { name: 'Customizable Desk' })).toBeVisible();
  await page.goto('/shop/category/chairs');
  await page.getByRole('link', { name: 'Conference Chair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Chair' })).toBeVisible();
  await openDesk(page);
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await page.goto('/fr/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper searches, adds a product and changes and deletes its cart line', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('searchbox').fill('lamp');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?search=lamp$/);
    await page.getByRole('link', { name: 'Desk Lamp LED' }).click();
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    const line = page.locator('.shop-cart-line', { hasText: 'Desk Lamp LED' });
    await expect(line.locator('input.js_quantity')).toHaveValue('2');
    await expect(cartCount(page)).toHaveText('2');

    await line.locator('input.js_quantity').fill('3');
    await line.getByRole('button', { name: 'Update' }).click();
    await expect(line.locator('input.js_quantity')).toHaveValue('3');
    await expect(cartCount(page)).toHaveText('3');

    await line.getByRole('button', { name: /^Remove:/ }).click();
    await expect(page.getByText('Your cart is empty!')).toBeVisible();
  });
});
