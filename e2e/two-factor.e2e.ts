// Two-factor sign-in in a real browser: turned on from the back office's profile with an authenticator
// code, then asked for at the back office's and the site's sign-in.
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

/** The code an authenticator app holding `secret` shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test('a staff member turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  login,
  siteLogin,
  baseURL,
}) => {
  const email = `two-factor-${Date.now().toString(36)}@example.com`;
  const password = 'long-password-42';
  const admin = await signedIn(baseURL!, DEMO_ACCOUNTS.admin);
  const created = await admin.post('/api/admin/users', {
    data: { email, name: 'Tess Two', role: 'publisher', password, companyIds: [1] },
  });
  expect(created.status()).toBe(200);
  await admin.dispose();

  await login(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.goto('/admin/profile');
  const card = page.locator('.mantine-Paper-root').filter({ hasText: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();

  // A wrong code is refused under the field; the right one turns it on and shows the recovery codes once.
  const code = card.getByRole('textbox', { name: 'Authentication code' });
  await code.fill(codeOf(secret, 4));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText(/This code is not valid/)).toBeVisible();
  await code.fill(codeOf(secret));
  await card.getByRole('button', { name: 'Confirm' }).click();
  // Shown once the server answered: wait for them (reading at once raced the answer).
  await expect(card.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  const recoveryCodes = await card.getByTestId('recovery-codes').locator('code').allTextContents();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 recovery codes left.', { exact: false })).toBeVisible();

  // The back office's sign-in asks for the code after the password.
  await page.context().clearCookies();
  await login(page, email, password);
  const codeField = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  // The current code was spent turning it on: the app's next one.
  await codeField.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // The site's sign-in form: the same second step, here with a recovery code.
  await page.context().clearCookies();
  await siteLogin(page, email, password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.locator('input[name="code"]').fill('wrong-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await page.locator('input[name="code"]').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
});
