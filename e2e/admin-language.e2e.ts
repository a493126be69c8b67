/**
 * The back office in the staff member's language (issue 26, item 17): a new shop manager whose browser
 * speaks French, who has chosen no language, works in French (sign-in, menu, a list, a dialog, dates
 * and amounts as French writes them, Mantine's own texts), then chooses Spanish in Profile: the back
 * office switches at once and stays in Spanish on the next visit (the choice is stored on the user).
 */
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

const { admin } = DEMO_ACCOUNTS;

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const signIn = await api.post('/api/admin/session', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.ok()).toBe(true);
  return api;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: /^(Administration|Panel de gestión)$/ });

test('a French-speaking shop manager works in French, then switches to Spanish in Profile', async ({
  browser,
  baseURL,
}) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
  const staff = { email: `gerante-${run.toLowerCase()}@example.com`, password: 'mot-de-passe-1234' };
  const code = `PRINTEMPS${run}`;

  // The administrator invites the shop manager (no language chosen) and makes a promo code of 12.50
  // off, valid until 15 March 2030 (midday UTC: that day in every time zone).
  const api = await adminApi(baseURL!);
  const session = (await (await api.get('/api/admin/session')).json()) as { user: { companyIds: number[] } };
  const invited = await api.post('/api/admin/users', {
    data: {
      email: staff.email,
      name: 'Gérante Boutique',
      role: 'shop_manager',
      password: staff.password,
      companyIds: session.user.companyIds,
    },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  expect(((await invited.json()) as { lang: string | null }).lang).toBeNull();
  const coupon = await api.post('/api/admin/coupons', {
    data: { code, kind: 'fixed', value: 1250, validFrom: null, validUntil: '2030-03-15T12:00:00.000Z' },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);
  await api.dispose();

  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const page = await context.newPage();

  // The sign-in page speaks the browser's language.
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staff.email);
  await page
    .locator('input')
    .and(page.getByLabel(/^mot de passe/i))
    .fill(staff.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // The menu: its sections in French.
  await expect(navbar(page).getByRole('button')).toHaveText(['Boutique', 'Ventes', 'Marketing']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await navbar(page).getByRole('button', { name: 'Boutique', exact: true }).click();
  await navbar(page).getByRole('link', { name: 'Codes promo', exact: true }).click();

  // A list: its headings, the amount and the date as French writes them.
  await expect(page.getByRole('heading', { level: 2, name: 'Codes promo' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Codes promo' });
  await expect(table.getByRole('columnheader')).toContainText(['Code', 'Remise', 'À partir de', 'Validité']);
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12,50');
  await expect(row).not.toContainText('12.50');
  await expect(row).toContainText('15 mars 2030');

  // A dialog: its title, fields, validation and buttons.
  await page.getByRole('button', { name: 'Nouveau code promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau code promo' });
  await expect(dialog.getByRole('radio', { name: 'Pourcentage' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Pourcentage de remise' }).fill('dix');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Saisissez un pourcentage entier, par exemple 10.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // Profile: the language is the browser's until one is chosen; Mantine's own texts are French too.
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profil' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Afficher ou masquer le mot de passe' }).first(),
  ).toBeAttached();
  const language = page
    .getByRole('textbox', { name: 'Langue', exact: true })
    .or(page.getByRole('combobox', { name: 'Langue', exact: true }));
  await expect(language).toHaveValue(/Français/);
  await language.click();
  await page.getByRole('option', { name: 'Español', exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();

  // At once in Spanish: the notice, the menu, Profile itself.
  await expect(page.getByText('Su perfil se ha guardado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(navbar(page).getByRole('button')).toHaveText(['Tienda', 'Ventas', 'Marketing']);

  // Stored on the person, not the browser: the next visit is in Spanish, dates and amounts too.
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 2, name: 'Códigos promocionales' })).toBeVisible();
  const spanishRow = page
    .getByRole('table', { name: 'Códigos promocionales' })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(spanishRow).toContainText('12,50');
  await expect(spanishRow).toContainText('15 mar 2030');
  await context.close();
});
