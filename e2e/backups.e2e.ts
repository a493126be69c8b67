// Scheduled backups in a real browser (issue 16, item 6): an admin sets the daily backup a minute
// ahead, sees it made and checked, changes the data, and the desktop's restore sequence
// (electron/restore-flow.ts: stop the server, put the backup in place, start it again) brings the
// data from the backup back. This spec runs its own server on a data dir it keeps across restarts.
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, startProductionServer, type RunningServer } from '../scripts/lib/production-server.mjs';
import { listBackups } from '../site-server/src/core/db/backup';
import { restoreFromBackup, type RestoreQuestion } from '../electron/restore-flow';
import { openFromMenu, signInToBackOffice } from './fixtures';
import { FIRST_START_MS } from './own-server';

const env = {
  SEED_DEMO: '1',
  ADMIN_EMAIL: DEMO_ADMIN.email,
  ADMIN_PASSWORD: DEMO_ADMIN.password,
  DEMO_PASSWORD: 'demo-password-1',
  LOG_LEVEL: 'warn',
};

let dataDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(FIRST_START_MS + 30_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backups-e2e-'));
  server = await startProductionServer({ env, dataDir, healthTimeoutMs: FIRST_START_MS });
});

// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  // The server's last lines, when something went wrong (it is not the fixtures' server).
  if (testInfo.status !== testInfo.expectedStatus) console.log(server?.output());
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const pad = (value: number) => String(value).padStart(2, '0');

/** The next whole minute, HH:MM on this machine's clock (the server's: same machine), at least 10 s away. */
async function aMinuteAhead(): Promise<string> {
  if (new Date().getSeconds() >= 50) await new Promise((resolve) => setTimeout(resolve, 12_000));
  const next = new Date(Date.now() + 60_000);
  return `${pad(next.getHours())}:${pad(next.getMinutes())}`;
}

test('a scheduled backup runs at the time set, is checked, and restores the data it holds', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToBackOffice(page, server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The company's name as the demo has it: the backup will hold it.
  await openFromMenu(page, 'Settings', 'Company');
  const companyName = page.getByRole('textbox', { name: /^Company name/ });
  await expect(companyName).not.toHaveValue('');
  const original = await companyName.inputValue();

  await openFromMenu(page, 'Settings', 'Backups');
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is no backup yet.' })).toBeVisible();
  await expect(page.getByTestId('next-backup')).toContainText('Next backup:');

  const time = await aMinuteAhead();
  await page.getByLabel(/^Time/).fill(time);
  await page.getByRole('textbox', { name: 'Backups kept' }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'The backup schedule is saved.')).toBeVisible();
  await expect(page.getByTestId('next-backup')).toContainText('Next backup:');

  // The screen looks again every 15 s: within about a minute and a quarter the backup is there, checked.
  await expect(page.getByTestId('last-backup')).toContainText('(scheduled)', { timeout: 100_000 });
  const newest = page.getByRole('table', { name: 'Backups' }).getByRole('row').nth(1);
  await expect(newest).toContainText(/Checked: [\d,]+ rows in \d+ tables/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const backups = await listBackups(path.join(dataDir, 'backups'));
  expect(backups).toHaveLength(1);
  await expect(newest).toContainText(backups[0]!.name);

  // A change after the backup…
  await openFromMenu(page, 'Settings', 'Company');
  await companyName.fill('Renamed after the backup');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(notification(page, 'The settings are saved.')).toBeVisible();

  // …undone by a restore, as the desktop's Vitrine → Restore… runs it (the dialogs answered here).
  const asked: RestoreQuestion[] = [];
  const port = server.port;
  const outcome = await restoreFromBackup(
    { dbFile: path.join(dataDir, 'vitrine.sqlite'), backupsDir: path.join(dataDir, 'backups') },
    {
      chooseBackup: async () => backups[0]!.path,
      confirm: async (question) => {
        asked.push(question);
        return true;
      },
      stopServer: () => server.stop(),
      startServer: async () => {
        server = await startProductionServer({ env, dataDir, port });
      },
      reload: async () => {
        await page.reload();
      },
    },
  );
  expect(outcome).toMatchObject({ status: 'restored', backupFile: backups[0]!.path });
  expect(asked[0]!.detail).toContain('The current database is kept aside as:');
  const keptAside = (outcome as { previousDatabase: string }).previousDatabase;
  expect(existsSync(keptAside)).toBe(true);

  // The same window, the same session (it is in the backup): the name from before the change is back.
  await expect(companyName).toHaveValue(original);
  await openFromMenu(page, 'Settings', 'Backups');
  await expect(page.getByRole('table', { name: 'Backups' })).toContainText(backups[0]!.name);
});
