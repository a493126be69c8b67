// The audit log in a real browser against the production build with the demo data (issue 16): a
// publisher edits a page's title in the back office; an administrator opens the audit log, filters by
// that publisher, sees the edit with its title before → after, and finds it in the CSV export.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, demoVariantOf, expect, openFromMenu, signedIn, test } from './fixtures';

const { admin, publisher } = DEMO_ACCOUNTS;

/** A browser of its own, "from" an address of its own (sign-ins are limited per address). */
async function personAt(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  return context.newPage();
}

test('an edit made by a publisher appears in the audit log with before → after, and in its CSV', async ({
  browser,
  baseURL,
  login,
}) => {
  const slug = `audit-${Date.now().toString(36)}`;
  const before = `Opening hours ${slug}`;
  const after = `Opening times ${slug}`;
  const api = await signedIn(baseURL!, publisher);
  const created = await api.post('/api/admin/website/pages', {
    data: {
      url: `/${slug}`,
      title: { en_US: before },
      metaTitle: {},
      metaDescription: {},
      blocks: {},
      published: false,
      noindex: false,
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();

  // The publisher renames the page in the back office.
  const publisherPage = await personAt(browser, baseURL!);
  await login(publisherPage, publisher.email, publisher.password);
  await expect(publisherPage.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(
    publisherPage.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Settings' }),
  ).toHaveCount(0);
  await publisherPage.goto(`/admin/website/pages/${id}`);
  const title = publisherPage.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(before);
  await title.fill(after);
  await publisherPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    publisherPage.locator('.mantine-Notification-root').filter({ hasText: 'Page saved' }),
  ).toBeVisible();

  // The administrator finds it in the audit log, filtered by the publisher.
  const adminPage = await personAt(browser, baseURL!);
  await login(adminPage, admin.email, admin.password);
  await expect(adminPage.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await openFromMenu(adminPage, 'Settings', 'Audit log');
  await expect(adminPage.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await adminPage
    .getByRole('textbox', { name: 'User' })
    .or(adminPage.getByRole('combobox', { name: 'User' }))
    .click();
  await adminPage.getByRole('option', { name: 'Paula Publisher' }).click();
  const table = adminPage.getByRole('table', { name: 'Audit log' });
  const edit = table.getByRole('row').filter({ hasText: after }).filter({ hasText: 'Updated' });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('Paula Publisher');
  // Records by their kind and name, fields by their names (issue 26 item 14).
  await expect(edit).toContainText(`Page ${after}`);
  await expect(edit).toContainText(`#${id}`);
  await expect(edit).toContainText(`Title: ${before} → ${after}`);
  // Every row shown is the publisher's.
  await expect(table.getByRole('row').filter({ hasText: 'Administrator' })).toHaveCount(0);

  // The CSV export has the same entries.
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv).toContain(`title: ${before} → ${after}`);
  expect(csv).toContain('Paula Publisher');
  expect(csv).not.toContain('Administrator');

  // The publisher may not read the log.
  await publisherPage.goto('/admin/audit');
  await expect(publisherPage.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  await publisherPage.context().close();
  await adminPage.context().close();
});

test('the audit log speaks to staff in their language: money as money, records by their names (issue 26 item 14)', async ({
  browser,
  baseURL,
  server,
  login,
}) => {
  const tag = Date.now().toString(36);
  const api = await signedIn(baseURL!, admin);
  // An administrator who reads the back office in French.
  const email = `auditrice-${tag}@example.com`;
  const password = 'long-password-for-audit-42';
  const made = await api.post('/api/admin/users', {
    data: { email, name: `Auditrice ${tag}`, role: 'admin', lang: 'fr_FR', password, companyIds: [1] },
  });
  expect(made.status(), await made.text()).toBe(200);
  // A shipping method whose price goes from $59.00 to $54.50, and a quotation for a customer.
  const method = await api.post('/api/admin/shipping-methods', {
    data: { name: `Coursier ${tag}`, price: 5900 },
  });
  expect(method.status(), await method.text()).toBe(200);
  const { id: methodId } = (await method.json()) as { id: number };
  const repriced = await api.put(`/api/admin/shipping-methods/${methodId}`, {
    data: { name: `Coursier ${tag}`, price: 5450 },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  const customerEmail = `client-${tag}@example.com`;
  const quotation = await api.post('/api/admin/orders/quotations', {
    data: {
      customerEmail,
      customerName: 'Quinn Quote',
      lines: [{ productId: demoVariantOf(server, 'chair-cushion'), quantity: 2 }],
      validUntil: '2099-12-31',
    },
  });
  expect(quotation.status(), await quotation.text()).toBe(200);
  const order = (await api
    .get(`/api/admin/orders/${((await quotation.json()) as { id: number }).id}`)
    .then((r) => r.json())) as { name: string; amountTotal: number };
  await api.dispose();

  const page = await personAt(browser, baseURL!);
  await login(page, email, password);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: "Journal d'audit" })).toBeVisible();
  const table = page.getByRole('table', { name: "Journal d'audit" });

  const priceChange = table
    .getByRole('row')
    .filter({ hasText: `Coursier ${tag}` })
    .filter({ hasText: 'Modification' });
  await expect(priceChange).toHaveCount(1);
  await expect(priceChange).toContainText(`Mode de livraison Coursier ${tag}`);
  const money = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(cents / 100);
  await expect(priceChange).toContainText(`Prix: ${money(5900)} → ${money(5450)}`);
  await expect(priceChange).not.toContainText('5900');

  // Created under a placeholder and numbered in the same call: every entry says its number.
  const created = table
    .getByRole('row')
    .filter({ hasText: `Commande ${order.name}` })
    .filter({ hasText: 'Création' })
    .filter({ hasText: customerEmail });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`E-mail: ${customerEmail}`);
  await expect(created).toContainText(`Total: ${money(order.amountTotal)}`);
  await expect(created).not.toContainText('sale_order');
  await page.context().close();
});
