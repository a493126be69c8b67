// Website forms in the browser (issue 5 items 6 and 7): a visitor sends the demo 'Request a quote'
// form with a wrong date (the message shows on the field), then a right one (success, the form
// resets), and the lead shows in the back office with the visitor's text shown as text; the server's
// own field errors show as popovers, and a post it refuses shows the error status (SPEC §5, §8).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The id of a demo form, asked of the back office's API as the publisher. */
async function formId(request: APIRequestContext, baseURL: string, search: string): Promise<number> {
  const signIn = await request.post(`${baseURL}/web/session/authenticate`, {
    data: {
      jsonrpc: '2.0',
      method: 'call',
      params: { login: DEMO_ACCOUNTS.publisher.email, password: DEMO_ACCOUNTS.publisher.password },
      id: 1,
    },
  });
  expect(signIn.ok()).toBe(true);
  const list = await request.get(`${baseURL}/api/admin/forms?q=${encodeURIComponent(search)}`);
  const body = (await list.json()) as { items: Array<{ id: number; name: string }> };
  return body.items[0]!.id;
}

async function fillQuote(page: Page, name: string, date: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail').fill(`${name}@example.com`);
  await page.getByRole('checkbox', { name: 'Website' }).check();
  await page.locator('input[name="start_date"]').fill(date);
  await page.getByLabel('About your project').fill(`We need a site <script>window.__xss = 1</script>`);
}

test('a visitor sends a quote request: wrong date, then right date; the lead is in the back office', async ({
  page,
  request,
  baseURL,
  login,
}) => {
  const id = await formId(request, baseURL!, 'quote');
  const name = `visitor${unique()}`;
  await page.goto(`/website/form/${id}`);
  await expect(page.getByRole('heading', { name: 'Request a quote' })).toBeVisible();
  // The date picker (SPEC §9: from 1900 to 200 years ahead) comes with the page's script.
  const picker = page.locator('.website-form__picker');
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('min', '1900-01-01');
  await expect(picker).toHaveAttribute('max', `${new Date().getFullYear() + 200}-12-31`);

  // A required checkbox group needs one checked.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.website-form').getByRole('status')).toHaveText(
    'Please fill in the form correctly.',
  );
  const services = page.locator('[data-field="services"]');
  await services.hover();
  await expect(services.getByRole('tooltip')).toHaveText('Please check at least one option.');

  // The English page reads dates as MM/DD/YYYY: 31/12/2030 is refused, shown on the field on hover.
  await fillQuote(page, name, '31/12/2030');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dateField = page.locator('[data-field="start_date"]');
  await dateField.hover();
  await expect(dateField.getByRole('tooltip')).toHaveText("'31/12/2030' is not a correct date");
  await expect(page.locator('.website-form').getByRole('status')).toHaveText(
    'Please fill in the form correctly.',
  );

  await page.locator('input[name="start_date"]').fill('12/31/2030');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.website-form').getByRole('status')).toHaveText(
    'Thank you for your request! We will send you a quote soon.',
  );
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(page.locator('.website-form__field--invalid')).toHaveCount(0);

  // The lead, in the back office; the visitor's markup is text there.
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(page, 'Sales', 'Leads');
  await page.getByText('List', { exact: true }).click();
  await page.getByLabel('Search leads').fill(name);
  await page.getByRole('link', { name: new RegExp(`Request a quote — ${name}`) }).click();
  const description = page.getByTestId('lead-description');
  await expect(description).toContainText('We need a site <script>window.__xss = 1</script>');
  await expect(description).toContainText('Desired start date: 2030-12-31');
  await expect(description).toContainText('Services: website');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
});

test("the server's field errors show as popovers; a post the server refuses shows the error status", async ({
  page,
  request,
  baseURL,
}) => {
  const id = await formId(request, baseURL!, 'quote');
  const name = `server${unique()}`;
  const status = page.locator('.website-form').getByRole('status');
  await page.goto(`/website/form/${id}`);
  await expect(page.locator('.website-form__picker')).toBeVisible();

  // The browser takes name@localhost for an address; the server wants a domain with a dot and says so.
  await fillQuote(page, name, '12/31/2030');
  await page.getByLabel('Your e-mail').fill(`${name}@localhost`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const email = page.locator('[data-field="email_from"]');
  await email.hover();
  await expect(email.getByRole('tooltip')).toHaveText('Please enter a valid e-mail address.');
  await expect(status).toHaveText('Please fill in the form correctly.');

  // A form removed in the back office while the visitor fills it in: the server refuses the post and
  // the status says so; what the visitor typed stays.
  const created = await request.post(`${baseURL}/api/admin/forms`, {
    data: {
      name: `Soon gone ${name}`,
      model: 'mail.mail',
      fields: [{ name: 'message', label: 'Your message', type: 'textarea', required: true }],
      success: { kind: 'message', message: '' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const gone = ((await created.json()) as { id: number }).id;
  await page.goto(`/website/form/${gone}`);
  const message = page.getByLabel('Your message');
  await expect(page.locator('.website-form form')).toHaveAttribute('novalidate', '');
  await message.fill('Hello there');
  expect((await request.delete(`${baseURL}/api/admin/forms/${gone}`)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(status).toHaveText(
    'An error has occurred, the form has not been sent. This form is not available.',
  );
  await expect(page.locator('.website-form form')).toHaveAttribute('data-status', 'error');
  await expect(message).toHaveValue('Hello there');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a French visitor gets the errors on a page, then the success message on the form', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await formId(request, baseURL!, 'quote');
    const name = `sansjs${unique()}`;
    await page.goto(`/fr/website/form/${id}`);
    await page.getByLabel('Votre nom').fill(name);
    await page.getByLabel('Votre e-mail').fill(`${name}@example.com`);
    await page.getByRole('checkbox', { name: 'Site web' }).check();
    // The French page reads dates as DD/MM/YYYY.
    await page.getByLabel('Date de début souhaitée').fill('12/31/2030');
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByRole('heading', { name: "Le formulaire n'a pas été envoyé" })).toBeVisible();
    await expect(page.getByText("'12/31/2030' n'est pas une date correcte")).toBeVisible();

    await page.getByRole('link', { name: 'Retour au formulaire' }).click();
    await page.getByLabel('Votre nom').fill(name);
    await page.getByLabel('Votre e-mail').fill(`${name}@example.com`);
    await page.getByRole('checkbox', { name: 'Site web' }).check();
    await page.getByLabel('Date de début souhaitée').fill('31/12/2030');
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/website/form/${id}\\?form_sent=${id}$`));
    await expect(page.locator('.website-form').getByRole('status')).toHaveText(
      'Merci pour votre demande ! Nous vous enverrons un devis rapidement.',
    );
  });
});
