// Projects with ratings in a real browser (issue 14, item 10): staff finish a task in the back
// office; the customer follows the rating mail's link (one click), leaves a comment, and sees the
// rating in the project's portal page with its age in a hover popover.
import Database from 'better-sqlite3';
import path from 'node:path';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a done task is rated from its mail and the rating shows in the portal with its age', async ({
  browser,
  baseURL,
  server,
  page,
  login,
  siteLogin,
}) => {
  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Audit ${run}`);
  await dialog.getByRole('textbox', { name: /^Customer's e-mail/ }).fill(DEMO_ACCOUNTS.portal.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const card = page.locator(`[data-project="Audit ${run}"]`);
  await card.getByRole('textbox', { name: 'New task' }).fill('Security review');
  await card.getByRole('button', { name: 'Add task' }).click();
  await card.getByRole('button', { name: 'Mark done' }).click();
  await expect(card).toContainText('Waiting for the rating');

  // The rating mail, from the outbox.
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  const mail = db
    .prepare(`SELECT "text" FROM "outbox_mail" WHERE "subject" = ? ORDER BY "id" DESC LIMIT 1`)
    .get('How did we do on "Security review"?') as { text: string };
  db.close();
  const love = /I love it: (\S+)/.exec(mail.text)![1]!;

  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const customer = await context.newPage();
  await customer.goto(new URL(love).pathname);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Thank you for your rating!');
  await expect(customer.getByText('Your rating: I love it')).toBeVisible();
  await customer.getByLabel('Tell us more (optional)').fill(`Spotless, ${run}`);
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(customer.getByRole('status')).toHaveText('Thank you for your feedback.');
  // The link a second time: refused, in words.
  await customer.goto(new URL(love).pathname);
  await expect(customer.getByText('This rating link was already used.')).toBeVisible();

  await siteLogin(customer, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(customer).not.toHaveURL(/\/web\/login/);
  await customer.goto('/my/projects');
  const project = customer.locator('.project').filter({ hasText: `Audit ${run}` });
  const rating = project.locator('.rating[data-rating-date]');
  await expect(rating).toHaveAttribute('data-id', /\d+/);
  await expect(rating.getByRole('tooltip')).toBeHidden();
  await rating.hover();
  await expect(rating.getByRole('tooltip')).toBeVisible();
  await expect(rating.getByRole('tooltip')).toContainText('I love it');
  await expect(rating.getByRole('tooltip')).toContainText(/Rated (now|\d+ seconds? ago)/);
  await expect(rating.getByRole('tooltip')).toContainText(`Spotless, ${run}`);

  await page.reload();
  await expect(card).toContainText('5 / 5, I love it');
  await context.close();
});
