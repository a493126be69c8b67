// Paths of the customer portal that work as the contract says (issue 25, items 9–11), in a real
// browser: /my always offers the payment methods, so a customer without a saved card adds one from
// there (SPEC §6); a quotation's −, + and × are links that work without JavaScript and in a new tab
// (SPEC §2); a line update falls back on update_line when update_line_dict fails, and shows nothing
// when both fail (SPEC §7, §8); an emptied or negative quantity is sent as false (SPEC §5).
import { request, type Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  demoVariantOf,
  expect,
  hydrated,
  mailedLink,
  test,
  type VitrineServer,
} from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** An address of its own per context: the sign-in and sign-up limits count per address. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/**
 * A quotation staff made and sent (2 Chair Cushions, 1 Desk Organizer) to a customer of its own: the
 * link the customer got (path and query) and its access token.
 */
async function sentQuotation(baseURL: string, server: VitrineServer, tag: string) {
  const api = await request.newContext({ baseURL });
  try {
    const session = await api.post('/api/admin/session', {
      data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    expect(session.ok()).toBe(true);
    const made = await api.post('/api/admin/orders/quotations', {
      data: {
        customerEmail: `${tag}-${run}@example.com`,
        customerName: 'Quinn Quote',
        lines: [
          { productId: demoVariantOf(server, 'chair-cushion'), quantity: 2 },
          { productId: demoVariantOf(server, 'desk-organizer'), quantity: 1 },
        ],
        validUntil: '2099-12-31',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { id } = (await made.json()) as { id: number };
    const sent = await api.post(`/api/admin/orders/${id}/send`, { data: {} });
    expect(sent.ok(), await sent.text()).toBe(true);
    const url = new URL(((await sent.json()) as { quotation: { portalUrl: string } }).quotation.portalUrl);
    return { link: `${url.pathname}${url.search}`, token: url.searchParams.get('access_token')! };
  } finally {
    await api.dispose();
  }
}

/** The quotation page's parts a test reads: a line's row and quantity, the total in the side menu. */
function quotationPage(page: Page) {
  const row = (product: string) => page.getByRole('row').filter({ hasText: product });
  return {
    row,
    quantity: (product: string) => row(product).getByRole('spinbutton', { name: `Quantity of ${product}` }),
    total: page.locator('.portal-document__total [data-order-total]'),
  };
}

const isCall = (url: string, call: 'update_line' | 'update_line_dict') =>
  new URL(url).pathname.endsWith(`/${call}`);

test('/my offers the payment methods to a customer without a saved card, who adds one there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  // Signed up: the password is set from the link mailed to the address.
  const email = `cardless-${run}@example.com`;
  await page.goto('/web/signup');
  await page.getByLabel('Your name').fill('Carla Cardless');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const link = await mailedLink(baseURL!, email, /https?:\/\/\S+\/web\/signup\?token=\S+/);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await page.getByLabel('Confirm password').fill('a-long-password-1');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/my$/);
  const entry = page.locator('[data-portal-section="payment_methods"]');
  await expect(entry).toHaveText('Payment methods 0');
  await entry.click();
  await expect(page).toHaveURL(/\/my\/payment_method$/);
  await expect(page.getByText('You have no saved card.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
  await context.close();
});

test("a quotation's −, + and × work as links without JavaScript, and in a new tab", async ({
  browser,
  baseURL,
  server,
}) => {
  const { link } = await sentQuotation(baseURL!, server, 'lines-nojs');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const quotation = quotationPage(page);
  await page.goto(link);
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('2');
  const before = await quotation.total.textContent();

  // +: the link opens a page saying what changes; its button makes the change and comes back.
  await quotation.row('Chair Cushion').getByRole('link', { name: 'One more' }).click();
  await expect(page.getByText('Chair Cushion: from 2 to 3.')).toBeVisible();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page).toHaveURL(/\/my\/orders\/\d+\?access_token=[^&#]+#order-lines$/);
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('3');
  await expect(quotation.total).not.toHaveText(before!);

  // −
  await quotation.row('Chair Cushion').getByRole('link', { name: 'One less' }).click();
  await expect(page.getByText('Chair Cushion: from 3 to 2.')).toBeVisible();
  await page.getByRole('button', { name: 'One less' }).click();
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('2');
  await expect(quotation.total).toHaveText(before!);

  // ×
  await quotation.row('Desk Organizer').getByRole('link', { name: 'Remove Desk Organizer' }).click();
  await expect(page.getByText('Remove Desk Organizer from the quotation?')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Desk Organizer' }).click();
  await expect(quotation.row('Desk Organizer')).toHaveCount(0);
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('2');

  // A link opened in a new tab (with JavaScript) shows the same page, and changes nothing by itself.
  const href = await quotation
    .row('Chair Cushion')
    .getByRole('link', { name: 'One more' })
    .getAttribute('href');
  const withScripts = await browser.newContext({ baseURL });
  const tab = await withScripts.newPage();
  const opened = await tab.goto(href!);
  expect(opened!.status()).toBe(200);
  await expect(tab.getByText('Chair Cushion: from 2 to 3.')).toBeVisible();
  await page.reload();
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('2');
  // Back to the quotation from there: the scripts' path changes the line in place.
  await tab.getByRole('link', { name: 'Back to the quotation' }).click();
  // On the quotation (the page left was hydrated too: wait for the address first).
  await expect(tab).toHaveURL(/\/my\/orders\/\d+\?access_token=[^&#/]+(#[\w-]*)?$/);
  await hydrated(tab);
  const scripted = quotationPage(tab);
  const address = tab.url();
  await scripted.row('Chair Cushion').getByRole('link', { name: 'One more' }).click();
  await expect(scripted.quantity('Chair Cushion')).toHaveValue('3');
  expect(tab.url()).toBe(address);
  await withScripts.close();
  await context.close();
});

test('a line update falls back on update_line when update_line_dict fails; nothing shows when both fail', async ({
  page,
  baseURL,
  server,
}) => {
  const { link, token } = await sentQuotation(baseURL!, server, 'lines-fallback');
  const quotation = quotationPage(page);
  await page.goto(link);
  await hydrated(page);
  const before = await quotation.total.textContent();

  // The first call does not reach the server: the page makes the second, without input_quantity.
  await page.route(
    (url) => isCall(url.href, 'update_line_dict'),
    (route) => route.abort(),
  );
  const fallback = page.waitForRequest((sent) => isCall(sent.url(), 'update_line'));
  await quotation.row('Chair Cushion').getByRole('link', { name: 'One more' }).click();
  expect(((await fallback).postDataJSON() as { params: unknown }).params).toEqual({
    line_id: expect.any(Number),
    remove: false,
    unlink: false,
    access_token: token,
  });
  // Its pair (line quantity, order total) is applied: the server's own figures, as a reload shows.
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('3');
  await expect(quotation.total).not.toHaveText(before!);
  const shown = await quotation.total.textContent();
  await page.unrouteAll();
  await page.reload();
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('3');
  await expect(quotation.total).toHaveText(shown!);

  // Both calls fail: nothing is shown, nothing changes.
  await hydrated(page);
  await page.route(
    (url) => isCall(url.href, 'update_line_dict') || isCall(url.href, 'update_line'),
    (route) => route.abort(),
  );
  const failed = page.waitForEvent('requestfailed', (sent) => isCall(sent.url(), 'update_line'));
  await quotation.row('Chair Cushion').getByRole('link', { name: 'One less' }).click();
  await failed;
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(quotation.quantity('Chair Cushion')).toHaveValue('3');
  await expect(quotation.total).toHaveText(shown!);
});

test('an emptied or negative quantity is sent as false, and the answer applied', async ({
  page,
  baseURL,
  server,
}) => {
  const { link } = await sentQuotation(baseURL!, server, 'lines-empty');
  const quotation = quotationPage(page);
  await page.goto(link);
  await hydrated(page);
  const quantity = quotation.quantity('Chair Cushion');
  const sentQuantity = async (typed: string, commit: string) => {
    const call = page.waitForRequest((sent) => isCall(sent.url(), 'update_line_dict'), { timeout: 10_000 });
    await quantity.fill(typed);
    await quantity.press(commit);
    return ((await call).postDataJSON() as { params: { input_quantity: unknown } }).params.input_quantity;
  };
  expect(await sentQuantity('', 'Tab')).toBe(false);
  // Without a quantity, update_line_dict adds one (SPEC §7): the page shows the server's answer.
  await expect(quantity).toHaveValue('3');
  expect(await sentQuantity('-4', 'Enter')).toBe(false);
  await expect(quantity).toHaveValue('4');
  expect(await sentQuantity('6', 'Enter')).toBe(6);
  await expect(quantity).toHaveValue('6');
});
