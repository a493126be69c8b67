// Hosted instances in a real browser (issue 14, item 9): the customer sees each of SPEC §5's
// messages in the popover (which hides on the next keyup), renames the instance, and staff see the
// rename in the back office.
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('a customer renames a hosted instance; every validation message shows in the popover', async ({
  browser,
  baseURL,
  login,
  siteLogin,
}) => {
  // From an address of its own: other specs' failed sign-ins of this account throttle 127.0.0.1.
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(page).not.toHaveURL(/\/web\/login/);
  await page.goto('/my');
  await page.locator('[data-portal-section="instances"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hosted instances');
  const instance = page.locator('.instance').filter({ hasText: 'Acme production' });
  const field = instance.getByLabel('New domain name');
  const change = instance.getByRole('button', { name: 'Change domain' });
  const popover = instance.locator('[data-popover]');

  for (const [typed, message] of [
    ['', 'Please choose your domain name'],
    ['my shop.com', 'Spaces are not allowed in domain names'],
    ['a.b', 'Your domain must be at least 4 characters long'],
    ['shop_1.com', "Domain name isn't valid"],
  ]) {
    await field.fill(typed);
    await change.click();
    await expect(popover).toHaveText(message);
    await expect(page).toHaveURL(/\/my\/instances$/);
  }
  // The popover hides on keyup.
  await field.press('End');
  await expect(popover).toHaveCount(0);

  const domain = `Acme-${run}.Example.com`;
  await field.fill(domain);
  await change.click();
  await expect(page.getByRole('status')).toHaveText('The domain name is changed.');
  await expect(instance.locator('[data-instance-domain]')).toHaveText(domain.toLowerCase());

  const staff = await browser.newPage({ baseURL });
  await login(staff, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Hosted instances' })
    .click();
  const row = staff
    .getByRole('table', { name: 'Hosted instances' })
    .getByRole('row')
    .filter({ hasText: 'Acme production' });
  await expect(row).toContainText(domain.toLowerCase());
  await expect(row).toContainText(`→ ${domain.toLowerCase()}`);
  await staff.close();
  await context.close();
});
