// The back office (/admin) in a real browser against the production build with the demo data.
// The worker's server is shared by every test of the worker: each test makes its own records (unique
// e-mails and names) and puts back what it changes that others could see (the current company).
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, openFromMenu, test } from './fixtures';
import { phone as phoneContext } from './phone-fit';

const { admin, publisher, portal } = DEMO_ACCOUNTS;

/** A suffix that keeps records of this run apart from the others on the shared server. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

// A 1×1 PNG.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A text field or a select by its accessible name (the label without the required asterisk). */
function field(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
}

/** Picks `option` in a Mantine Select (a combobox opened by clicking its input). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signInAsAdmin(
  page: Page,
  login: (page: Page, email: string, password: string) => Promise<void>,
) {
  await login(page, admin.email, admin.password);
  await expect(navbar(page)).toBeVisible();
}

test.describe('back office', () => {
  test('the admin signs in to /admin and sees the shell with every screen', async ({ page, login }) => {
    await login(page, admin.email, admin.password);

    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome, / })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await navbar(page).getByRole('button', { name: 'Settings', exact: true }).click();
    for (const screen of ['Company', 'Users', 'Outbox']) {
      await expect(navbar(page).getByRole('link', { name: screen, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();

    // The session lives in the cookie: a reload keeps the admin signed in.
    await page.reload();
    await expect(navbar(page)).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page, login }) => {
    await login(page, admin.email, 'not-the-password');

    await expect(page.getByRole('alert').filter({ hasText: 'Wrong login or password' })).toBeVisible();
    await expect(navbar(page)).toHaveCount(0);
  });

  test('a portal user is refused the back office', async ({ page, login, request }) => {
    await login(page, portal.email, portal.password);

    await expect(
      page.getByRole('alert').filter({ hasText: 'This account has no access to the back office.' }),
    ).toBeVisible();
    await expect(navbar(page)).toHaveCount(0);
    // And no session was opened for the SPA either.
    const session = await page.request.get('/api/admin/session');
    expect(session.status()).toBe(401);
    expect((await request.get('/api/admin/users')).status()).toBe(401);
  });

  test('other staff do not see the admin-only screens', async ({ page, login }) => {
    await login(page, publisher.email, publisher.password);

    await expect(navbar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('You do not have access to this screen.')).toBeVisible();
  });

  test('the admin creates a user and finds it in the list', async ({ page, login }) => {
    const suffix = unique();
    const email = `clerk-${suffix}@example.com`;
    const name = `Clerk ${suffix}`;
    await signInAsAdmin(page, login);
    await openFromMenu(page, 'Settings', 'Users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    // The server's field errors show under the fields.
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'E-mail').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();

    await field(dialog, 'E-mail').fill(email);
    await choose(page, field(dialog, 'Role'), 'Sales');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(notification(page, `An invitation was sent to ${email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Search users' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
    const rows = page.getByRole('row').filter({ hasText: email });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText('Sales');
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match

    // Editing: archive the user; the list says so.
    await rows.first().click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    const userId = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('switch', { name: 'Active (may sign in)' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${name} is saved.`)).toBeVisible();
    await page.getByRole('link', { name: '← Users' }).click();
    await page.getByRole('textbox', { name: 'Search users' }).fill(suffix);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Archived');

    // A record link opens the user's screen; an unknown model says it cannot.
    await page.goto(`/admin/open?model=res.users&id=${userId}`);
    await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Active (may sign in)' })).not.toBeChecked();
    await page.goto('/admin/open?model=no.such.model&id=1');
    await expect(page.getByText('This record cannot be opened here.')).toBeVisible();
  });

  test('settings are saved and read back; a bad value gets the server message under its field', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    const phone = `+1 555 ${Math.floor(1000 + Math.random() * 8999)}`;
    const city = `Springfield ${unique()}`;
    await signInAsAdmin(page, login);
    // The currency, the languages and the address are the whole worker's (other tests read the shop's
    // prices and language links): put back as they were.
    const original = (await (await page.request.get('/api/admin/settings')).json()) as Record<
      string,
      unknown
    >;
    try {
      await openFromMenu(page, 'Settings', 'Company');
      await expect(field(page, 'Company name')).not.toHaveValue('');

      await field(page, 'Currency').fill('EU1');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(
        page.getByText('Use a three-letter currency code (ISO 4217), such as USD or EUR.'),
      ).toBeVisible();

      await field(page, 'Currency').fill('EUR');
      await field(page, 'Phone').fill(phone);
      await field(page, 'City').fill(city);
      await page.getByRole('checkbox', { name: 'Español' }).check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(notification(page, 'The settings are saved.')).toBeVisible();

      await page.reload();
      await expect(field(page, 'Phone')).toHaveValue(phone);
      await expect(field(page, 'City')).toHaveValue(city);
      await expect(field(page, 'Currency')).toHaveValue('EUR');
      await expect(page.getByRole('checkbox', { name: 'Español' })).toBeChecked();

      // The logo: uploaded, previewed, and served back by the server.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
      await expect(notification(page, 'The logo is saved.')).toBeVisible();
      const logo = page.getByRole('img', { name: 'Company logo' });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      // On a phone the logo and the shop's name keep the bar on one line (the name was cut into three).
      const { context: phoneSite, page: phonePage } = await phoneContext(browser, baseURL);
      try {
        await phonePage.goto('/');
        await hydrated(phonePage);
        const header = phonePage.locator('header.site-header');
        await expect(header.locator('.site-header__brand img')).toBeVisible();
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      } finally {
        await phoneSite.close();
      }

      await page.getByRole('button', { name: 'Remove the logo' }).click();
      await expect(notification(page, 'The logo is removed.')).toBeVisible();
      await expect(page.getByText('No logo yet.')).toBeVisible();
      await page.reload();
      await expect(page.getByText('No logo yet.')).toBeVisible();
    } finally {
      const { id: _id, logoUrl: _logo, ...settings } = original;
      // The logo too: the site's header is every worker test's (the phone spec measures it).
      expect((await page.request.delete('/api/admin/settings/logo')).ok()).toBe(true);
      expect((await page.request.put('/api/admin/settings', { data: settings })).ok()).toBe(true);
    }
  });

  test('the outbox lists the invitation of a new user, shows it, and resends it', async ({ page, login }) => {
    const suffix = unique();
    const email = `invitee-${suffix}@example.com`;
    await signInAsAdmin(page, login);

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await field(dialog, 'Name').fill(`Invitee ${suffix}`);
    await field(dialog, 'E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(notification(page, `An invitation was sent to ${email}`)).toBeVisible();

    await openFromMenu(page, 'Settings', 'Outbox');
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.click();

    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    const headers = page.getByRole('table').first();
    await expect(headers.getByRole('row').filter({ hasText: /^To/ })).toContainText(email);
    await expect(headers.getByRole('row').filter({ hasText: /^From/ })).toContainText('@');
    // Without SMTP_URL the outbox is the mailbox: the invitation is held there.
    await expect(headers.getByRole('row').filter({ hasText: /^State/ })).toContainText('Held');
    // The HTML version sits in a sandbox without scripts or same-origin access.
    const frame = page.locator('iframe[title="HTML version of the mail"]');
    if ((await frame.count()) > 0) await expect(frame).toHaveAttribute('sandbox', '');
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('http');

    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(notification(page, /queued/)).toBeVisible();
    await expect(headers.getByRole('row').filter({ hasText: /^State/ })).toContainText('Held');

    // The state filter narrows the list; an empty state says so.
    await page.goto('/admin/outbox?state=held');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await page.goto('/admin/outbox?state=failed');
    await expect(page.getByText('No mail in this state.')).toBeVisible();
  });

  test('the company switch changes the current company', async ({ page, login }) => {
    const companyName = `Second Shop ${unique()}`;
    await signInAsAdmin(page, login);
    await page.goto('/admin/settings');
    const originalName = await field(page, 'Company name').inputValue();
    expect(originalName).not.toBe('');

    const currentSession = async () =>
      (await (await page.request.get('/api/admin/session')).json()) as {
        user: { id: number; companyId: number };
        companies: { id: number; name: string }[];
      };
    const firstCompanyId = (await currentSession()).user.companyId;
    try {
      await page.getByRole('button', { name: 'Add a company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a company' });
      await field(dialog, 'Company name').fill(companyName);
      await dialog.getByRole('button', { name: 'Add company' }).click();
      await expect(notification(page, `Company ${companyName} is added.`)).toBeVisible();

      const companySwitch = field(page, 'Current company');
      await expect(companySwitch).toHaveValue(originalName);
      await choose(page, companySwitch, companyName);
      await expect(notification(page, `You now work in ${companyName}.`)).toBeVisible();
      await expect(companySwitch).toHaveValue(companyName);
      // The settings screen reloads for the company now current.
      await expect(field(page, 'Company name')).toHaveValue(companyName);

      // The server keeps it: a reload and the home screen say the same.
      await page.goto('/admin/');
      await expect(page.getByText(`You are working in ${companyName}.`)).toBeVisible();
      const session = await currentSession();
      expect(session.companies.find((company) => company.id === session.user.companyId)?.name).toBe(
        companyName,
      );

      // Back to the first company, so the other tests of this worker see the demo company.
      await choose(page, companySwitch, originalName);
      await expect(companySwitch).toHaveValue(originalName);
      await expect(page.getByText(`You are working in ${originalName}.`)).toBeVisible();
    } finally {
      // Back to the first company (also when a step failed), so the other tests of this worker see the
      // demo company: the switch's own call (SPEC §7, a write of the user's company_id).
      const { user } = await currentSession();
      if (user.companyId !== firstCompanyId)
        await page.request.post('/web/dataset/call_kw/res.users/write', {
          data: {
            jsonrpc: '2.0',
            method: 'call',
            params: {
              model: 'res.users',
              method: 'write',
              args: [[user.id], { company_id: firstCompanyId }],
              kwargs: {},
            },
            id: 1,
          },
        });
      expect((await currentSession()).user.companyId).toBe(firstCompanyId);
    }
  });
});
