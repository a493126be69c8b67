// A link's rules on its screen in the back office (issue 32, item 8): a device rule and a split edited
// in a real browser, the server's refusal of weights not adding up shown under the split, then the
// "test a click" preview answering with the redirect's own rules, and the redirect agreeing.
// The test makes its own link (unique address) through the server's call and reads only it.
import { expect, test } from './fixtures';
import { createLink, field, MOBILE_BROWSER, notification, signIn, unique } from './links-admin-steps';

test.describe('back office: a link’s rules', () => {
  test('edits a device rule and a split, refuses weights not adding up, and previews a click', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    await signIn(page, login);
    const link = await createLink(page.request, { url: `https://shop.example.com/rules-${suffix}` });
    await page.goto(`/admin/links/${link.id}`);
    const rules = page.locator('[data-link-rules]');
    await expect(rules.getByRole('heading', { name: 'Rules' })).toBeVisible();

    // iPhones go to their own page.
    const devices = rules.locator('[data-rule-section="device"]');
    await devices.getByRole('button', { name: 'Add a rule' }).click();
    await field(devices, 'Destination').fill(`https://ios.example/${suffix}`);

    // A split of two destinations whose weights do not add up to 100: refused, in words.
    const split = rules.locator('[data-rule-section="split"]');
    await split.getByRole('button', { name: 'Add a destination' }).click();
    await split.getByRole('button', { name: 'Add a destination' }).click();
    const rows = split.locator('[data-rule-row]');
    await field(rows.nth(0), 'Destination').fill(`https://a.example/${suffix}`);
    await field(rows.nth(0), 'Weight A').fill('60');
    await field(rows.nth(1), 'Destination').fill(`https://b.example/${suffix}`);
    await field(rows.nth(1), 'Weight B').fill('30');
    await rules.getByRole('button', { name: 'Save the rules' }).click();
    await expect(split.getByRole('alert')).toHaveText('The weights of the split must add up to 100.');

    await field(rows.nth(1), 'Weight B').fill('40');
    await rules.getByRole('button', { name: 'Save the rules' }).click();
    await expect(notification(page, 'The rules are saved.')).toBeVisible();
    await expect(split.getByRole('alert')).toHaveCount(0);

    // Test a click: an iPhone from France goes to the device rule's page; a desktop gets the split.
    const preview = page.locator('[data-link-preview]');
    await field(preview, 'Country code').fill('FR');
    await preview.getByRole('combobox', { name: 'Device' }).click();
    await page.getByRole('option', { name: 'iPhone and iPad (iOS)', exact: true }).click();
    await preview.getByRole('button', { name: 'Test' }).click();
    const answer = preview.locator('[data-link-preview-answer]');
    await expect(answer).toContainText(`Goes to https://ios.example/${suffix}`);
    await expect(answer).toContainText('Chosen by: device');

    await preview.getByRole('combobox', { name: 'Device' }).click();
    await page.getByRole('option', { name: 'Robot (search engine)', exact: true }).click();
    await preview.getByRole('button', { name: 'Test' }).click();
    await expect(answer).toContainText(`Goes to https://a.example/${suffix}`);
    await expect(answer).toContainText('Chosen by: split');

    // The redirect itself agrees with the preview.
    const redirect = await page.request.get(`/r/${link.code}`, {
      maxRedirects: 0,
      headers: { 'User-Agent': MOBILE_BROWSER },
    });
    expect(redirect.headers()['location']).toBe(`https://ios.example/${suffix}`);

    // Saved: the screen shows the rules again after a reload.
    await page.reload();
    await expect(
      field(rules.locator('[data-rule-section="split"]').locator('[data-rule-row]').nth(1), 'Weight B'),
    ).toHaveValue('40');
  });
});
