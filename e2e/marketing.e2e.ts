// The marketing site in a real browser (issue 15's done-when, the parts landed): a visitor sends the
// lead form and lands on /thank-you; requests a demo, reads the code from the outbox, is refused a
// wrong code, then verifies with the right one through the popup (and a refused verification changes
// nothing); sends the contact form. Each test makes its own leads (names of this run) and finds them
// in the back office itself.
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';
import { DEMO_ACCOUNTS, expect, openFromMenu, test, type SignIn, type VitrineServer } from './fixtures';

/** A suffix of this test's own records (leads, e-mails) on the worker's shared server. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The code mailed to `email` (the newest), from the outbox. */
function codeMailedTo(server: VitrineServer, email: string): string | null {
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(`SELECT "subject" FROM "outbox_mail" WHERE "to" = ? ORDER BY "id" DESC LIMIT 1`)
      .get(email) as { subject: string } | undefined;
    return row ? /(\d{6})/.exec(row.subject)![1]! : null;
  } finally {
    db.close();
  }
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

test('the lead form sends the visitor to /thank-you', async ({ page }) => {
  const run = unique();
  await page.goto('/contactus');
  const form = page.locator('form[data-model-name="crm.lead"]');
  await form.getByLabel('Your name').fill('Jane Doe');
  await form.getByLabel('Your e-mail').fill('jane@example');
  await form.getByLabel('Subject').fill(`Shop project ${run}`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('sorry! Please enter valid email');
  await form.getByLabel('Your e-mail').fill('jane@example.com');
  await form.getByLabel('Your question').fill('How long does a shop take?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText('We received your message')).toBeVisible();
  // A page of the noindex list: kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(Object.values(await (await page.request.get('/o2b/index_noindex')).json())).toContain('/thank-you');
});

/** The leads' pipeline in the back office, as the administrator (a page of its own). */
async function pipeline(browser: Browser, baseURL: string, login: SignIn): Promise<Page> {
  const staff = await browser.newPage({ baseURL });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(staff, 'Sales', 'Leads');
  return staff;
}

test('a demo request is verified with the e-mailed code', async ({
  page,
  server,
  browser,
  baseURL,
  login,
}) => {
  const run = unique();
  const email = `demo-${run}@example.com`;
  await page.goto('/request-a-demo');
  const form = page.locator('form.demo-request');
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please Enter Email !');
  await form.getByLabel('Work e-mail').fill(email);
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please Select an application !');
  await form.getByLabel('Your name').fill('Dana Demo');
  await form.getByLabel('Company', { exact: true }).fill(`Acme ${run}`);
  await form.getByLabel('Sales').check();
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByRole('button', { name: 'Request a demo' })).toHaveCount(0);
  await expect(form.locator('[data-otp-section]')).toBeVisible();
  let code: string | null = null;
  await expect(async () => {
    code = codeMailedTo(server, email);
    expect(code).not.toBeNull();
  }).toPass();
  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByLabel('The code we e-mailed you').fill(wrong);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('alert')).toHaveText('Incorrect OTP !');
  await form.getByLabel('The code we e-mailed you').fill(code!);
  await form.getByRole('button', { name: 'Verify' }).click();
  const popup = page.getByRole('dialog', { name: 'Your e-mail is verified' });
  await expect(popup).toBeVisible();
  // The second call carries the same body as the first, with SPEC §3's booleans.
  const verification = page.waitForRequest((request) => request.url().endsWith('/otp/verify/'));
  await popup.getByRole('button', { name: 'Send my demo request' }).click();
  expect((await verification).postDataJSON()).toMatchObject({
    email,
    otp: code,
    sale: true,
    scm: false,
    supply: false,
  });
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('We will contact you shortly');

  // Staff find it among the leads, verified.
  const staff = await pipeline(browser, baseURL!, login);
  await expect(
    staff.locator('[data-lead-card]').filter({ hasText: `Demo request — Acme ${run}` }),
  ).toContainText('Verified');
  await staff.close();
});

test('a refused second code call changes nothing on the page (SPEC §8)', async ({ page, server }) => {
  const run = unique();
  const email = `demo-refused-${run}@example.com`;
  await page.goto('/request-a-demo');
  const form = page.locator('form.demo-request');
  await form.getByLabel('Work e-mail').fill(email);
  await form.getByLabel('Supply', { exact: true }).check();
  const asked = page.waitForRequest((request) => request.url().includes('/request/demo?'));
  await form.getByRole('button', { name: 'Request a demo' }).click();
  const request = new URL((await asked).url());
  expect(request.searchParams.get('supply')).toBe('true');
  expect(request.searchParams.get('sale')).toBe('false');
  let code: string | null = null;
  await expect(async () => {
    code = codeMailedTo(server, email);
    expect(code).not.toBeNull();
  }).toPass();
  await form.getByLabel('The code we e-mailed you').fill(code!);
  await form.getByRole('button', { name: 'Verify' }).click();
  const popup = page.getByRole('dialog', { name: 'Your e-mail is verified' });
  await expect(popup).toBeVisible();
  // Meanwhile the same request is made again (another tab): it voids the code the page holds, so the
  // server refuses the verification.
  expect((await page.request.get(request.pathname + request.search)).status()).toBe(200);
  const refused = page.waitForResponse((response) => response.url().endsWith('/otp/verify/'));
  await popup.getByRole('button', { name: 'Send my demo request' }).click();
  expect((await refused).status()).toBe(400);
  // Nothing happens: the popup stays as it was, no error is shown, nothing says it was sent.
  await expect(popup.getByRole('button', { name: 'Send my demo request' })).toBeEnabled();
  await expect(popup).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('We will contact you shortly')).toHaveCount(0);
});

test('the contact form says its message was submitted, or shakes with the reason', async ({
  page,
  browser,
  baseURL,
  login,
}) => {
  const run = unique();
  const sender = `Sam Sender ${run}`;
  // The page's timers on Playwright's clock (it still runs on its own): the validator's delay is stepped over below.
  await page.clock.install();
  await page.goto('/contactus');
  const form = page.locator('form.contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Did you fill in the form properly?');
  await expect(form).toHaveClass(/marketing-form--shake/);
  await expect(form.locator('.marketing-form__field-error').first()).toHaveText('Please fill in this field.');
  // The validator checks a field half a second after typing stops.
  await form.getByLabel('Message').fill('Hi');
  await expect(form.getByText('Not long enough')).toBeVisible();
  await form.getByLabel('Name').fill(sender);
  await form.getByLabel('E-mail').fill('sam@example.com');
  await form.getByLabel('Message').fill(`Do you ship to Canada? ${run}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message Submitted!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  // The checks still waiting when it was sent do not run on the emptied form: the validator's next
  // verdict (on a message typed afresh) shows, and no field says 'Please fill in this field.'.
  await page.clock.runFor(1_000);
  await form.getByLabel('Message').fill('Hi');
  await page.clock.runFor(600);
  await expect(form.getByText('Not long enough')).toBeVisible();
  await expect(form.getByText('Please fill in this field.')).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('Message Submitted!');

  // Staff find the message among the leads.
  const staff = await pipeline(browser, baseURL!, login);
  await expect(staff.locator('[data-lead-card]').filter({ hasText: `Contact — ${sender}` })).toBeVisible();
  await staff.close();
});

test('staff work the leads: the pipeline with sources, drag to a stage, notes, a quotation, new-lead notice', async ({
  browser,
  baseURL,
  page: staff,
  login,
}) => {
  const run = unique();
  // A visitor from a tracked link (its campaign in the address) sends the lead form.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/contactus?utm_campaign=spring-${run}&utm_medium=email&utm_source=newsletter`);
  const form = visitor.locator('form[data-model-name="crm.lead"]');
  await form.getByLabel('Your name').fill('Lena Lead');
  await form.getByLabel('Your e-mail').fill(`lena-${run}@example.com`);
  await form.getByLabel('Subject').fill(`Pipeline ${run}`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor).toHaveURL(/\/thank-you$/);

  await staff.clock.install();
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await openFromMenu(staff, 'Sales', 'Leads');
  const card = staff.locator('[data-lead-card]').filter({ hasText: `Pipeline ${run}` });
  await expect(staff.getByRole('region', { name: 'New' })).toContainText(`Pipeline ${run}`);
  await expect(card).toContainText(`spring-${run} / email / newsletter`);
  await card.dragTo(staff.getByRole('region', { name: 'Qualified' }));
  await expect(staff.getByRole('region', { name: 'Qualified' })).toContainText(`Pipeline ${run}`);

  await card.getByRole('link', { name: `Pipeline ${run}` }).click();
  await expect(staff.getByText(`spring-${run}`, { exact: true })).toBeVisible();
  const notes = staff.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('Answer').fill('Called, wants a shop by June.');
  await notes.getByRole('button', { name: 'Send the answer' }).click();
  await expect(notes.getByTestId('record-message')).toContainText('Called, wants a shop by June.');
  await staff.getByRole('button', { name: 'Convert to quotation' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^Customer's e-mail/ })).toHaveValue(
    `lena-${run}@example.com`,
  );
  await dialog.getByRole('combobox', { name: 'Product' }).fill('Cushion');
  await staff.getByRole('option', { name: 'Chair Cushion' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('heading', { name: /^S\d+$/ })).toBeVisible();
  await staff.goBack();
  await expect(staff.getByRole('combobox', { name: 'Stage' })).toHaveValue('Proposition');

  // A new lead while the back office is open: a notification.
  await visitor.goto('/contactus');
  await form.getByLabel('Your name').fill('Nora New');
  await form.getByLabel('Your e-mail').fill(`nora-${run}@example.com`);
  await form.getByLabel('Subject').fill(`Fresh ${run}`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor).toHaveURL(/\/thank-you$/);
  await staff.clock.fastForward(31_000);
  await expect(staff.getByText(`Fresh ${run}`)).toBeVisible();
  await visitor.close();
});

test('a regional block shows the India variant from an Asian address and the other from Europe', async ({
  browser,
  baseURL,
}) => {
  for (const [ip, shown, hidden] of [
    ['49.36.0.1', 'Mumbai', 'Paris'],
    ['90.0.0.1', 'Paris', 'Mumbai'],
  ] as const) {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await context.newPage();
    await page.goto('/contactus');
    const block = page.locator('[data-regional-kind="phone"]');
    await expect(block.getByText(shown)).toBeVisible();
    await expect(block.getByText(hidden)).toBeHidden();
    await context.close();
  }
});

test('the newsletter sign-up says Submitting..., thanks the visitor, and shakes on a refused address', async ({
  page,
}) => {
  const run = unique();
  await page.goto('/contactus');
  const signup = page.locator('form.newsletter-signup');
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('alert')).toHaveText('Please enter your email correctly.');
  await expect(signup).toHaveClass(/newsletter-signup--shake/);
  // The shake ends (after a second, SPEC §9).
  await expect(signup).not.toHaveClass(/newsletter-signup--shake/);
  await signup.getByRole('textbox').fill(`signup-${run}@example.com`);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toContainText('Thank you for subscribing!');
  // Hidden after 4 seconds (SPEC §9).
  await expect(signup.getByRole('status')).toHaveCount(0);
});

test('without JavaScript the newsletter sign-up answers a page: the coded refusal, then the thanks', async ({
  browser,
  baseURL,
  server,
}) => {
  const run = unique();
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  await page.goto('/contactus');
  const signup = page.locator('form.newsletter-signup');
  await signup.getByRole('textbox').fill('two@at@example.com');
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  // Back on the page it was sent from, in the site's look, with the provider's coded message.
  await expect(page).toHaveURL(/\/contactus\?/);
  await expect(page.getByRole('heading', { name: 'Our newsletter' })).toBeVisible();
  await expect(signup.getByRole('alert')).toHaveText('1 - An email address must contain a single @');
  const email = `nojs-signup-${run}@example.com`;
  await signup.getByRole('textbox').fill(email);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toHaveText(
    'Thank you for subscribing! Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
  );
  // Subscribed for real: the confirmation mail (double opt-in) is on its way.
  await expect(async () => {
    const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
    try {
      expect(db.prepare(`SELECT count(*) AS n FROM "outbox_mail" WHERE "to" = ?`).get(email)).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
  }).toPass();
  await context.close();
});
