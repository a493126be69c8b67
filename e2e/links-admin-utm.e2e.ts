// The back office's Links screens in a real browser against the production build with the demo
// data: a link created with its campaign, medium and source (chosen or typed in the dialog), and the
// screen of campaigns, media and sources. The list and a link's page are links-admin.e2e.ts.
// Tests share the worker's server: each makes its own campaign and links (unique names and codes).
import type { UtmValueRow } from '../shared/links/admin-contract';
import { expect, openFromMenu, test } from './fixtures';
import {
  choose,
  createCampaign,
  createLink,
  field,
  linkRows,
  notification,
  signIn,
  unique,
} from './links-admin-steps';

test.describe('back office: links', () => {
  test('a link is created from the back office with a campaign; a bad URL is refused under its field', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    await signIn(page, login);
    const campaign = await createCampaign(page.request, `Created ${suffix}`);
    await page.goto('/admin/links');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tracked link' });

    await field(dialog, 'Target URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Only http:// and https:// addresses can be tracked.')).toBeVisible();

    const target = `https://shop.example.com/created-${suffix}?size=m`;
    await field(dialog, 'Target URL').fill(target);
    await field(dialog, 'Title').fill(`Created ${suffix}`);
    await choose(page, field(dialog, 'Campaign'), campaign.name);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/links\/\d+$/);
    await expect(page.getByRole('heading', { name: `Created ${suffix}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /utm_campaign/ })).toContainText(campaign.name);

    // The short link sends visitors to the target with the campaign added.
    const shortUrl = (await page.getByTestId('short-url').textContent()) ?? '';
    const answer = await page.request.get(new URL(shortUrl).pathname, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const location = new URL(answer.headers()['location'] ?? '');
    expect(location.pathname).toBe(`/created-${suffix}`);
    expect(location.searchParams.get('size')).toBe('m');
    expect(location.searchParams.get('utm_campaign')).toBe(campaign.name);
  });

  test('a campaign, channel and source typed in the new link dialog are kept (blur or Enter) and carried by the link (SPEC §5)', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    const names = { campaign: `Typed ${suffix}`, medium: `Channel ${suffix}`, source: `Source ${suffix}` };
    await signIn(page, login);
    await page.goto('/admin/links');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tracked link' });
    await field(dialog, 'Target URL').fill(`https://shop.example.com/typed-${suffix}`);

    // A new name is offered as Create '…'; leaving the field keeps it, marked as new.
    const campaign = field(dialog, 'Campaign');
    await campaign.fill(names.campaign);
    await expect(page.getByRole('option', { name: `Create '${names.campaign}'` })).toBeVisible();
    await field(dialog, 'Title').click();
    await expect(campaign).toHaveValue(names.campaign);
    // Enter keeps it too.
    const medium = field(dialog, 'Medium');
    await medium.fill(names.medium);
    await medium.press('Enter');
    await expect(medium).toHaveValue(names.medium);
    await expect(dialog).toBeVisible();
    const source = field(dialog, 'Source');
    await source.fill(names.source);
    await expect(dialog.getByText('New: added with the link')).toHaveCount(2);
    // Tab leaves the field: the blur keeps the source.
    await source.press('Tab');
    await expect(source).toHaveValue(names.source);
    await expect(dialog.getByText('New: added with the link')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/links\/\d+$/);
    await expect(page.getByRole('row', { name: /utm_campaign/ })).toContainText(names.campaign);
    await expect(page.getByRole('row', { name: /utm_medium/ })).toContainText(names.medium);
    await expect(page.getByRole('row', { name: /utm_source/ })).toContainText(names.source);

    // The values now exist (once each) and the short link carries them.
    const campaigns = (await (await page.request.get('/api/admin/utm/campaign')).json()) as UtmValueRow[];
    expect(campaigns.filter((row) => row.name === names.campaign)).toEqual([
      expect.objectContaining({ linkCount: 1 }),
    ]);
    const shortUrl = (await page.getByTestId('short-url').textContent()) ?? '';
    const answer = await page.request.get(new URL(shortUrl).pathname, { maxRedirects: 0 });
    const location = new URL(answer.headers()['location'] ?? '');
    expect(location.searchParams.get('utm_campaign')).toBe(names.campaign);
    expect(location.searchParams.get('utm_medium')).toBe(names.medium);
    expect(location.searchParams.get('utm_source')).toBe(names.source);
  });
  test('campaigns and sources are created, renamed and deleted; one in use cannot be deleted', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    await signIn(page, login);
    const used = await createCampaign(page.request, `Used ${suffix}`);
    await createLink(page.request, { url: `https://shop.example.com/used-${suffix}`, campaignId: used.id });

    await openFromMenu(page, 'Marketing', 'Links');
    await page.getByRole('link', { name: 'Campaigns, media and sources' }).click();
    await expect(page.getByRole('heading', { name: 'Campaigns, media and sources' })).toBeVisible();
    const campaigns = page.getByRole('table', { name: 'Campaigns' });

    const name = `Autumn ${suffix}`;
    await field(page, 'New campaign').fill(name);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(notification(page, `The campaign ${name} is added.`)).toBeVisible();
    await expect(campaigns.getByRole('row', { name: new RegExp(name) })).toContainText('No links');
    await expect(field(page, 'New campaign')).toHaveValue('');

    // The same name again (any case) is refused under the field.
    await field(page, 'New campaign').fill(name.toUpperCase());
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('A value with this name already exists.')).toBeVisible();

    const renamed = `Winter ${suffix}`;
    await page.getByRole('button', { name: `Rename ${name}` }).click();
    await field(page, 'Name of the campaign').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `The campaign is renamed to ${renamed}.`)).toBeVisible();
    await expect(campaigns.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    await expect(campaigns.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the campaign?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notification(page, `The campaign ${renamed} is deleted.`)).toBeVisible();
    await expect(campaigns.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);

    // A campaign that links use: the server refuses and says why; the campaign stays.
    const usedRow = campaigns.getByRole('row', { name: new RegExp(used.name) });
    await expect(usedRow).toContainText('1 link');
    await page.getByRole('button', { name: `Delete ${used.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      notification(page, 'This value is used by tracked links and cannot be deleted.'),
    ).toBeVisible();
    await expect(usedRow).toBeVisible();
    // Its link count opens the list filtered by it.
    await usedRow.getByRole('link', { name: '1 link' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/links\\?campaignId=${used.id}$`));
    await expect(linkRows(page)).toHaveCount(1);

    // The other kinds live in their own tabs.
    await page.goBack();
    await page.getByRole('tab', { name: 'Sources' }).click();
    await expect(page).toHaveURL(/kind=source/);
    const source = `Newsletter ${suffix}`;
    await field(page, 'New source').fill(source);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByRole('table', { name: 'Sources' }).getByRole('row', { name: new RegExp(source) }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Campaigns' })).toHaveCount(0);
  });
});
