/**
 * The back office's navbar (issue 26, item 15): its entries in five sections (Website, Shop, Sales,
 * Marketing, Settings) that open one at a time, so that it fits a 1280×800 window with nothing below
 * the fold; each person sees only the sections and entries of their role.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

const sections = {
  Website: ['Pages', 'Menu', 'Blog', 'Forms'],
  Shop: [
    'Products',
    'Promo codes',
    'Abandoned carts',
    'Reviews',
    'Price lists',
    'Taxes',
    'Shipping',
    'Payments',
  ],
  Sales: ['Orders', 'Invoices', 'Customers', 'Hosted instances', 'Projects', 'Leads'],
  Marketing: ['Links', 'Newsletter'],
  Settings: ['Company', 'Users', 'Backups', 'Outbox', 'Audit log'],
} as const;

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** Whether the whole element is inside the window (nothing of it below the fold or cut off). */
async function withinTheWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const window = page.viewportSize()!;
  return Boolean(
    box && box.y >= 0 && box.y + box.height <= window.height && box.x + box.width <= window.width,
  );
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the admin’s navbar: Home and five sections, each fitting a 1280×800 window when open', async ({
  page,
  login,
}) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const home = navbar(page).getByRole('link', { name: 'Home', exact: true });
  await expect(home).toBeVisible();
  const buttons = navbar(page).getByRole('button');
  await expect(buttons).toHaveText(Object.keys(sections));
  // On the home screen every section is closed.
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('aria-expanded', 'false');

  for (const [section, entries] of Object.entries(sections)) {
    const button = navbar(page).getByRole('button', { name: section, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // One section at a time: the others close.
    await expect(navbar(page).getByRole('button', { expanded: true })).toHaveCount(1);
    const links = navbar(page).getByRole('link');
    await expect(links).toHaveText(['Home', ...entries]);
    for (const link of await links.all())
      expect(await withinTheWindow(page, link), `${await link.textContent()} is in the window`).toBe(true);
    // Nothing of the navbar hides below the fold: the last section's header is in the window too.
    expect(await withinTheWindow(page, buttons.last())).toBe(true);
  }

  // An entry opens its screen; its section stays open and the entry shows as the current one.
  await navbar(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('data-active');

  // A screen reached by its address opens its own section.
  await page.goto('/admin/taxes');
  await expect(navbar(page).getByRole('button', { name: 'Shop', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(navbar(page).getByRole('link', { name: 'Taxes', exact: true })).toHaveAttribute('data-active');
});

test('a publisher sees only the sections of their role', async ({ page, login }) => {
  await login(page, DEMO_ACCOUNTS.publisher.email, DEMO_ACCOUNTS.publisher.password);
  await expect(navbar(page).getByRole('button')).toHaveText(['Website', 'Marketing']);
  await navbar(page).getByRole('button', { name: 'Website', exact: true }).click();
  await expect(navbar(page).getByRole('link')).toHaveText(['Home', ...sections.Website]);
  await navbar(page).getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(navbar(page).getByRole('link')).toHaveText(['Home', ...sections.Marketing]);
});
