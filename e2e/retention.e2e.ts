// Settings → Privacy and retention (issue 32 item 6, issue 33 item 6): an administrator sets how long
// server log files are kept; the card shows what the server kept, after a reload too. The test changes
// only the log files' period (no other spec reads it) and puts it back.
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';
import { field, notification } from './links-admin-steps';

test('an administrator sets how long log files are kept, and a bad period gets its message', async ({
  page,
  login,
}) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(page, 'Settings', 'Company');
  const card = page.locator('[data-retention-settings]');
  const logsDays = field(card, 'Server log files (days)');
  const save = card.getByRole('button', { name: 'Save the privacy and retention settings' });
  await expect(logsDays).toBeVisible();
  const before = await logsDays.inputValue();
  const chosen = before === '45' ? '46' : '45';
  try {
    await logsDays.fill('4000');
    await save.click();
    await expect(card.getByText('A period in days must be a whole number from 1 to 3650.')).toBeVisible();

    await logsDays.fill(chosen);
    await save.click();
    await expect(notification(page, 'Privacy and retention settings saved.')).toBeVisible();
    await page.reload();
    await expect(field(page.locator('[data-retention-settings]'), 'Server log files (days)')).toHaveValue(
      chosen,
    );
  } finally {
    const again = field(page.locator('[data-retention-settings]'), 'Server log files (days)');
    await again.fill(before);
    await page
      .locator('[data-retention-settings]')
      .getByRole('button', { name: 'Save the privacy and retention settings' })
      .click();
    await expect(notification(page, 'Privacy and retention settings saved.')).toBeVisible();
  }
});
