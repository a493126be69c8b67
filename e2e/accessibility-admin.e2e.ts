// The back office passes axe-core's WCAG 2.2 AA checks (issue 26, item 16): its sign-in screen, every
// entry of its menu as the admin sees it, a product's editor and an order, in light and dark colour
// schemes (Mantine follows the browser's scheme until someone picks one).
import type { Page } from '@playwright/test';
import { colorSchemes, sentQuotation, violationReport } from './accessibility-steps';
import { DEMO_ACCOUNTS, expect, openFromMenu, test, type MenuSection } from './fixtures';

const sections: MenuSection[] = ['Website', 'Shop', 'Sales', 'Marketing', 'Settings'];

/** Waits until the screen shown has its title and has loaded what it shows. */
async function screenLoaded(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** The navbar's entries, each with the section it sits in (none for those above the sections). */
async function menuEntries(page: Page) {
  const navbar = page.getByRole('navigation', { name: 'Back office' });
  const entries: Array<{ section: MenuSection | null; entry: string }> = [];
  // On the home screen every section is closed: the links shown are those above the sections.
  for (const entry of await navbar.getByRole('link').allTextContents())
    entries.push({ section: null, entry });
  for (const section of sections) {
    const button = navbar.getByRole('button', { name: section, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    const list = navbar.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link').first()).toBeVisible();
    for (const entry of await list.getByRole('link').allTextContents()) entries.push({ section, entry });
  }
  return entries;
}

for (const colorScheme of colorSchemes) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test(`every back-office screen passes axe-core's WCAG 2.2 AA checks (${colorScheme} scheme)`, async ({
      page,
      login,
      server,
    }) => {
      test.setTimeout(240_000);
      const report = violationReport(page);

      await page.goto('/admin/');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await report.check('the sign-in screen');
      await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await screenLoaded(page);

      const entries = await menuEntries(page);
      expect(entries.length).toBeGreaterThan(20);
      for (const { section, entry } of entries) {
        if (section) await openFromMenu(page, section, entry);
        else
          await page
            .getByRole('navigation', { name: 'Back office' })
            .getByRole('link', { name: entry })
            .click();
        await screenLoaded(page);
        await report.check(`${section ?? 'top'} › ${entry}`);
      }

      await openFromMenu(page, 'Shop', 'Products');
      await screenLoaded(page);
      await page.getByRole('table', { name: 'Products' }).getByRole('link').first().click();
      // Its form shows once the product is loaded (a select of the form keeps a loader of its own).
      await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
      await report.check("a product's editor");

      const quotation = await sentQuotation(server);
      await openFromMenu(page, 'Sales', 'Orders');
      await screenLoaded(page);
      await page.getByRole('main').getByRole('row').filter({ hasText: quotation.name }).click();
      await expect(page.getByTestId('order-total')).toBeVisible();
      await screenLoaded(page);
      await report.check('an order');

      expect(report.found).toEqual([]);
    });
  });
}
