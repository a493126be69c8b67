// Paths of the customer portal that work as the contract says (issue 25, items 9–11), in a real
// browser: /my always offers the payment methods, so a customer without a saved card adds one from
// there (SPEC §6); a quotation's −, + and × are links that work without JavaScript and in a new tab
// (SPEC §2); a line update falls back on update_line when update_line_dict fails, and shows nothing
// when both fail (SPEC §7, §8); an emptied or negative quantity is sent as false (SPEC §5).
import { expect, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** An address of its own per context: the sign-in and sign-up limits count per address. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

test('/my offers the payment methods to a customer without a saved card, who adds one there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await page.goto('/web/signup');
  await page.getByLabel('Your name').fill('Carla Cardless');
  await page.getByLabel('E-mail').fill(`cardless-${run}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await page.getByLabel('Confirm password').fill('a-long-password-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/my$/);
  const entry = page.locator('[data-portal-section="payment_methods"]');
  await expect(entry).toHaveText('Payment methods 0');
  await entry.click();
  await expect(page).toHaveURL(/\/my\/payment_method$/);
  await expect(page.getByText('You have no saved card.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  await context.close();
});
