// A paid custom value asks for its text (issue 26, item 4), on a phone: "Engraving: Initials + $15"
// shows a box for the initials, refuses to add the desk without them, and the initials then show on
// the cart, the order (portal and back office) and the invoice's PDF.
import { pdfText } from '../site-server/src/testing/pdf-text';
import { DEMO_ACCOUNTS, expect, hydrated, signedIn, test } from './fixtures';
import { phone } from './phone-fit';
import { checkoutAndPay } from './portal-steps';

test('the engraving’s initials are asked for, required, and shown on the cart, the order and the invoice', async ({
  browser,
  baseURL,
  server,
  siteLogin,
}) => {
  const initials = `J.D. ${Date.now().toString(36).slice(-4)}`;
  let orderName = '';
  const { context, page } = await phone(browser, baseURL);
  try {
    await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(page).not.toHaveURL(/\/web\/login/);
    await page.goto('/shop?search=desk');
    await page.getByRole('link', { name: 'Customizable Desk' }).click();
    await hydrated(page);
    const badge = page.locator('.site-menu__cart .badge');
    const before = await badge.textContent();

    const engraving = page.getByRole('group', { name: 'Engraving' });
    await engraving.getByText('Initials').click();
    await expect(page.locator('.shop-product__price .shop-price')).toHaveText('$765.00');
    const box = engraving.getByRole('textbox', { name: 'Engraving: Initials' });
    await expect(box).toBeVisible();

    // Empty, then only spaces: refused in the page's words, nothing added.
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    for (const typed of ['', '   ']) {
      await box.fill(typed);
      await addToCart.click();
      await expect(engraving.getByRole('alert')).toHaveText('Please enter your text for Initials.');
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('dialog', { name: 'Add to cart' })).toBeHidden();
    }
    await expect(badge).toHaveText(before!);

    await box.fill(initials);
    await expect(engraving.getByRole('alert')).toBeHidden();
    await addToCart.click();
    const dialog = page.getByRole('dialog', { name: 'Add to cart' });
    await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    const line = page.locator('.shop-cart-line', { hasText: 'Customizable Desk' });
    await expect(line).toContainText(`Engraving: ${initials}`);
    await expect(line).toContainText('$765.00');

    orderName = await checkoutAndPay(page);

    // The order in the portal.
    await page.goto('/my/orders');
    await page.getByRole('link', { name: orderName }).click();
    await expect(page.getByRole('table', { name: 'Products' })).toContainText(`Engraving: ${initials}`);

    // Its invoice: the PDF the invoice page frames.
    await page.goto('/my/invoices');
    const invoiceRow = page.locator('tr', { hasText: orderName });
    await invoiceRow.getByRole('link').click();
    const pdfUrl = await page.locator('iframe').getAttribute('src');
    const pdf = await page.request.get(pdfUrl!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await pdf.body())).toContain(`Engraving: ${initials}`);
  } finally {
    await context.close();
  }

  // The order in the back office.
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  const staff = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  try {
    const found = (await (await admin.get(`/api/admin/orders?q=${orderName}`)).json()) as {
      items: Array<{ id: number; name: string }>;
    };
    const order = found.items.find((item) => item.name === orderName)!;
    const staffPage = await staff.newPage();
    await staffPage.goto(`/admin/orders/${order.id}`);
    await expect(staffPage.getByRole('heading', { name: orderName })).toBeVisible();
    await expect(staffPage.getByText(`Engraving: ${initials}`)).toBeVisible();
  } finally {
    await staff.close();
    await admin.dispose();
  }
});
