// Issue 26, item 8: a new owner's first hour. The first start's passwords end the server's output, in
// a box; staff who lost theirs get back in through "Forgot password?" on /admin and the mailed link.
import Database from 'better-sqlite3';
import path from 'node:path';
import { startProductionServer } from '../scripts/lib/production-server.mjs';
import { DEMO_ACCOUNTS, expect, rpc, signedIn, test, type VitrineServer } from './fixtures';
import { request as httpRequest } from '@playwright/test';

/** The newest mail to `to` with this subject: its text, or null while there is none. */
function mailTo(server: VitrineServer, to: string, subject: string): string | null {
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(`SELECT "text" FROM "outbox_mail" WHERE "to" = ? AND "subject" = ? ORDER BY "id" DESC LIMIT 1`)
      .get(to, subject) as { text: string } | undefined;
    return row?.text ?? null;
  } finally {
    db.close();
  }
}

test('staff who forgot their password ask /admin for a link, set a new password from the mail and sign in', async ({
  page,
  browser,
  baseURL,
  server,
  login,
}) => {
  // A staff member of this test's own, with a password nobody here knows any more.
  const email = `forgetful-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  const admin = await signedIn(baseURL!, DEMO_ACCOUNTS.admin);
  const created = await admin.post('/api/admin/users', {
    data: {
      email,
      name: 'Forgetful Sales',
      role: 'sales',
      password: 'long-lost-password-1',
      companyIds: [1],
    },
  });
  expect(created.status()).toBe(200);
  await admin.dispose();

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this address, we sent it a link',
  );

  await expect.poll(() => mailTo(server, email, 'Reset your password')).not.toBeNull();
  const link = /https?:\/\/\S+\/web\/reset_password\?token=\S+/.exec(
    mailTo(server, email, 'Reset your password')!,
  )![0];
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('found-again-password-2');
  await page.getByLabel('Confirm the new password').fill('found-again-password-2');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed, and you are signed in.');
  await page.getByRole('link', { name: 'Go to the back office' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // Elsewhere, later: the new password signs in at /admin, the old one no longer does.
  const elsewhere = await browser.newPage();
  try {
    await login(elsewhere, email, 'long-lost-password-1');
    await expect(elsewhere.getByRole('alert').filter({ hasText: 'Wrong login or password' })).toBeVisible();
    await login(elsewhere, email, 'found-again-password-2');
    await expect(elsewhere.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('the first start prints the accounts and their passwords last, in a box, once the server is ready', async () => {
  // Without ADMIN_PASSWORD and DEMO_PASSWORD (empty counts as unset) every account gets a random one.
  const fresh = await startProductionServer({ env: { ADMIN_PASSWORD: '', DEMO_PASSWORD: '' } });
  try {
    await expect.poll(() => fresh.output().trimEnd().split('\n').at(-1)).toMatch(/^└─+┘$/);
    const lines = fresh.output().trimEnd().split('\n');
    const top = lines.findLastIndex((line) => /^┌─+┐$/.test(line));
    expect(lines[top - 1]).toBe(`Vitrine is ready at ${fresh.url}`);
    const box = lines.slice(top);
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
    expect(box.join('\n')).toContain(`Sign in at ${fresh.url}/admin/`);
    expect(box.join('\n')).toContain('npm run admin:password -- <e-mail address>');

    const accounts = box.flatMap((line) => {
      const found = /^│ {3}(\S+@\S+) \((\w+)\) with the password (\S+)/.exec(line);
      return found ? [{ email: found[1]!, role: found[2]!, password: found[3]! }] : [];
    });
    expect(accounts.map(({ email, role }) => `${email} ${role}`)).toEqual([
      'admin@example.com admin',
      'publisher@example.com publisher',
      'portal@example.com portal',
    ]);
    const api = await httpRequest.newContext({ baseURL: fresh.url });
    try {
      const { error } = await rpc(api, '/web/session/authenticate', {
        login: accounts[0]!.email,
        password: accounts[0]!.password,
      });
      expect(error).toBeUndefined();
    } finally {
      await api.dispose();
    }
  } finally {
    await fresh.stop();
  }
});
