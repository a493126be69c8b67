// The marketing site in a real browser (issue 15's done-when, the parts landed): a visitor sends the
// lead form and lands on /thank-you; requests a demo, reads the code from the outbox, is refused a
// wrong code, then verifies with the right one through the popup; sends the contact form.
import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test, type VitrineServer } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

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
});

test('a demo request is verified with the e-mailed code', async ({ page, server }) => {
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
  await popup.getByRole('button', { name: 'Send my demo request' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('We will contact you shortly');
});

test('the contact form says its message was submitted, or shakes with the reason', async ({ page }) => {
  await page.goto('/contactus');
  const form = page.locator('form.contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Did you fill in the form properly?');
  await expect(form).toHaveClass(/marketing-form--shake/);
  await form.getByLabel('Name').fill('Sam Sender');
  await form.getByLabel('E-mail').fill('sam@example.com');
  await form.getByLabel('Message').fill(`Do you ship to Canada? ${run}`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message Submitted!');
  await expect(form.getByLabel('Name')).toHaveValue('');
});
