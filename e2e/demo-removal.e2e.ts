// Settings → Remove demo data in a real browser (issue 26, item 13): the administrator sees what the demo
// left, reads what goes and what stays, cancels once, then removes it; the card says none is left and
// the dashboard's orders drop to none. This spec runs its own server: removing the demo data from the
// fixtures' server would take the demo accounts away from the specs running beside it.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../scripts/lib/production-server.mjs';
import { openFromMenu, signInToBackOffice } from './fixtures';
import { ownServer } from './own-server';

const own = ownServer();

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('an administrator removes the demo data from Settings, after reading what stays', async ({ page }) => {
  await signInToBackOffice(page, own.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The demo's orders are on the dashboard.
  await expect(page.getByTestId('figure-orders')).not.toHaveText('0');

  await openFromMenu(page, 'Settings', 'Company');
  const card = page.locator('[data-demo-data]');
  await expect(card.getByRole('row').filter({ hasText: 'Orders and quotations' })).toBeVisible();
  await expect(card.getByRole('row').filter({ hasText: 'Invoices' })).toBeVisible();

  // The dialog says what stays; Cancel removes nothing.
  await card.getByRole('button', { name: 'Remove demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
  await expect(dialog).toContainText('What stays');
  await expect(dialog).toContainText('The products, categories, pages');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(card.getByRole('row').filter({ hasText: 'Orders and quotations' })).toBeVisible();

  await card.getByRole('button', { name: 'Remove demo data' }).click();
  await dialog.getByRole('button', { name: 'Remove demo data' }).click();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'The demo data is removed.' }),
  ).toBeVisible();
  await expect(card).toContainText('No demo data left');
  await expect(card.getByRole('button', { name: 'Remove demo data' })).toHaveCount(0);

  // The dashboard counts what is left: no order.
  await navbar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('figure-orders')).toHaveText('0');
});
