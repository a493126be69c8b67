// A quotation from the back office to a paid order, in a real browser (issue 14's done-when, the
// parts landed): staff make and send it; the customer opens the mailed link without signing in,
// changes a line's quantity, signs on the pad and pays with the demo provider; staff see it signed.
import Database from 'better-sqlite3';
import path from 'node:path';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

test('staff send a quotation; the customer changes it, signs it and pays it from the mailed link', async ({
  browser,
  baseURL,
  server,
  page,
  login,
}) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'New quotation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Customer's e-mail/ }).fill(DEMO_ACCOUNTS.portal.email);
  await dialog.getByRole('textbox', { name: /^Customer's name/ }).fill('Paula Portal');
  await dialog.getByRole('combobox', { name: 'Product' }).fill('Cushion');
  await page.getByRole('option', { name: 'Chair Cushion' }).click();
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const heading = page.getByRole('heading', { name: /^S\d+$/ });
  await expect(heading).toBeVisible();
  const orderName = (await heading.textContent())!;
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(page.getByTestId('quotation-progress')).not.toContainText('Sent: not yet');

  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  const mail = db
    .prepare(`SELECT "text" FROM "outbox_mail" WHERE "subject" = ? ORDER BY "id" DESC LIMIT 1`)
    .get(`Your quotation ${orderName}`) as { text: string };
  db.close();
  const link = new URL(/https?:\/\/\S+\/my\/orders\/\d+\?access_token=\S+/.exec(mail.text)![0]);

  const context = await browser.newContext({ baseURL });
  const customer = await context.newPage();
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderName}`);
  const quantity = customer.getByRole('spinbutton', { name: 'Quantity of Chair Cushion' });
  await expect(quantity).toHaveValue('2');
  const total = customer.locator('.portal-document__total [data-order-total]');
  const before = await total.textContent();
  await quantity.fill('3');
  await expect(total).not.toHaveText(before!);
  await customer.getByRole('link', { name: 'One less' }).click();
  await expect(quantity).toHaveValue('2');

  // Signing: a blank pad is flagged and nothing is sent; a drawn one signs.
  const sign = customer.getByRole('button', { name: 'Accept and sign' });
  await customer.getByLabel('Your name').fill('Paula Portal');
  await sign.click();
  await expect(customer.getByRole('img', { name: 'Draw your signature' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const pad = await customer.getByRole('img', { name: 'Draw your signature' }).boundingBox();
  await customer.mouse.move(pad!.x + 20, pad!.y + 40);
  await customer.mouse.down();
  await customer.mouse.move(pad!.x + 120, pad!.y + 90, { steps: 8 });
  await customer.mouse.move(pad!.x + 220, pad!.y + 30, { steps: 8 });
  await customer.mouse.up();
  await sign.click();
  await expect(customer).toHaveURL(/\/shop\/payment$/);
  await expect(customer.locator('.checkout-payment__order')).toContainText(orderName);
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('I agree to the terms and conditions').check();
  await customer.getByRole('button', { name: /^Pay now/ }).click();
  await expect(customer).toHaveURL(/\/shop\/confirmation$/);
  await expect(customer.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer.getByText('Signed by Paula Portal')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('quotation-progress')).toContainText('by Paula Portal');
  await context.close();
});
