// The optional-products dialog's close (issue 26, item 3), on a phone: × or Escape keeps the product
// the shopper asked for in the cart, without the options, and the page says it was added (SPEC §2 and
// §4 name only 'Proceed to Checkout' and 'Continue Shopping'; closing it used to drop the product).
import { expect, hydrated, test } from './fixtures';
import { phone } from './phone-fit';

test('closing the options dialog with × or Escape adds the product alone and says so', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await phone(browser, baseURL);
  try {
    const badge = page.locator('.site-menu__cart .badge');
    await page.goto('/shop?search=desk');
    await page.getByRole('link', { name: 'Customizable Desk' }).click();
    await hydrated(page);
    await expect(badge).toHaveText('0');

    const dialog = page.getByRole('dialog', { name: 'Add to cart' });
    const cableTray = dialog.locator('[data-optional-product]', { hasText: 'Cable Tray' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // An option chosen, then the dialog closed with ×: the desk goes in, the option does not.
    await cableTray.getByRole('button', { name: 'Add' }).click();
    await expect(cableTray.getByRole('button', { name: 'Remove' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toHaveText('1');
    await expect(page.getByRole('status')).toHaveText(
      /^Added to your cart: Customizable Desk \(Steel, White.*\)\.$/,
    );

    // Escape does the same, with the quantity set in the dialog.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cableTray).toBeVisible();
    await dialog.locator('[data-root] input[name="add_qty"]').fill('2');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toHaveText('3');

    await page.goto('/shop/cart');
    const lines = page.locator('.shop-cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Customizable Desk (Steel, White)');
    await expect(lines.first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  } finally {
    await context.close();
  }
});
