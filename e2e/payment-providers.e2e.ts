// The back office's Payments screen (issue 25 item 7) in a real browser, as the administrator: how many
// days a bank transfer is awaited before its unpaid order is cancelled. The worker's server is shared:
// the test puts the demo's 7 days back.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Opens the bank transfer's dialog, sets its days, saves. */
async function setTransferDays(page: Page, from: string, to: string) {
  const transfer = page
    .getByRole('table', { name: 'Payment providers' })
    .getByRole('row')
    .filter({ hasText: 'Bank transfer' });
  await transfer.getByRole('button', { name: 'Edit Bank transfer' }).click();
  const dialog = page.getByRole('dialog');
  const days = dialog.getByRole('textbox', { name: 'Days to wait for a transfer' });
  await expect(days).toHaveValue(from);
  await days.fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Bank transfer is saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an administrator sets how many days a bank transfer is awaited', async ({ page, login }) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(page, 'Shop', 'Payments');
  await expect(
    page
      .getByRole('table', { name: 'Payment providers' })
      .getByRole('row')
      .filter({ hasText: 'Bank transfer' }),
  ).toContainText('or is cancelled after the days you set');

  await setTransferDays(page, '7', '12');
  // Kept: the screen shows it again after a reload.
  await page.reload();
  await setTransferDays(page, '12', '7');
});
