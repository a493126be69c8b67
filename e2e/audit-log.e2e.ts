// The audit log in a real browser against the production build with the demo data (issue 16): a
// publisher edits a page's title in the back office; an administrator opens the audit log, filters by
// that publisher, sees the edit with its title before → after, and finds it in the CSV export.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, signedIn, test } from './fixtures';

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
  await expect(edit).toContainText(`website_page #${id}`);
  await expect(edit).toContainText(`title: ${before} → ${after}`);
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
