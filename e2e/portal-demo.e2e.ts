// The demo's portal customer on a fresh demo start (issue 26, item 13), in a real browser: signed in as
// portal@example.com with DEMO_PASSWORD, they find an order delivered, one paid and one waiting for its
// bank transfer, the paid orders' invoices (the PDF opens and reads right) and a quotation to sign,
// which they sign.
import { pdfText } from '../site-server/src/testing/pdf-text';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

test('the demo portal customer finds orders, an invoice with its PDF and a quotation, and signs it', async ({
  browser,
  baseURL,
  siteLogin,
}) => {
  // From an address of its own: other specs' failed sign-ins of this account throttle 127.0.0.1.
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const customer = await context.newPage();
  try {
    await siteLogin(customer, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
    await expect(customer).not.toHaveURL(/\/web\/login/);

    await test.step('the orders: one delivered, one paid, one waiting for its transfer', async () => {
      await customer.goto('/my');
      await customer.locator('[data-portal-section="orders"]').click();
      const rows = customer.locator('.portal-table tbody tr');
      for (const state of ['Done', 'Confirmed', 'Waiting for your bank transfer'])
        await expect(
          rows.filter({ has: customer.getByRole('cell', { name: state, exact: true }) }),
        ).not.toHaveCount(0);
    });

    await test.step('an invoice, its PDF in the page and downloaded', async () => {
      await customer.goto('/my');
      await customer.locator('[data-portal-section="invoices"]').click();
      const invoice = customer.getByRole('link', { name: /^DEMO\/\d{4}\/\d{5}$/ }).first();
      const name = (await invoice.textContent())!;
      await invoice.click();
      const frame = customer.locator(`iframe[title="Invoice ${name}"]`);
      await expect(frame).toBeVisible();
      const pdfUrl = await frame.getAttribute('src');
      const pdf = await customer.request.get(pdfUrl!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = pdfText(Buffer.from(await pdf.body()));
      expect(text).toContain(`Invoice ${name}`);
      expect(text).toMatch(/Paid \(reference [^)]+\)/);
    });

    await test.step('the quotation waiting for a signature, signed', async () => {
      await customer.goto('/my');
      await customer.locator('[data-portal-section="quotes"]').click();
      await customer.getByRole('searchbox', { name: 'Search' }).fill('Consultation');
      await customer.getByRole('searchbox', { name: 'Search' }).press('Enter');
      // The filtered list, not the one it replaces: under load the first row was clicked too soon.
      await expect(customer).toHaveURL(/search=Consultation/);
      await customer.locator('.portal-table tbody tr').first().getByRole('link').click();
      await expect(customer.getByText('Office Design Consultation').first()).toBeVisible();
      await customer.getByLabel('Your name').fill('Carl Customer');
      const padImage = customer.getByRole('img', { name: 'Draw your signature' });
      await padImage.scrollIntoViewIfNeeded();
      const pad = await padImage.boundingBox();
      await customer.mouse.move(pad!.x + 20, pad!.y + 40);
      await customer.mouse.down();
      await customer.mouse.move(pad!.x + 120, pad!.y + 90, { steps: 8 });
      await customer.mouse.move(pad!.x + 220, pad!.y + 30, { steps: 8 });
      await customer.mouse.up();
      await customer.getByRole('button', { name: 'Accept and sign' }).click();
      await expect(customer.getByText(/^Signed by Carl Customer on /)).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
