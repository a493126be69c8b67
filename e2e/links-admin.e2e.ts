// The back office's Links screens in a real browser against the production build with the demo data.
// Tests share the worker's server: each makes its own campaign and links (unique names and codes)
// through the back-office API, and clicks them through the real redirect /r/{code}.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import type { TrackedLink } from '../shared/links/contract';
import type { UtmValueRow } from '../shared/links/admin-contract';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const { publisher } = DEMO_ACCOUNTS;

/** A suffix that keeps records of this run apart from the others on the shared server. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

const MOBILE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
/** Rows of the links table (the header row left out). */
const linkRows = (page: Page) => page.getByRole('table', { name: 'Tracked links' }).locator('tbody tr');

/** A text field or a select by its accessible name. */
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

async function signIn(page: Page, login: (page: Page, email: string, password: string) => Promise<void>) {
  // A publisher, not the admin: the Links screens are for all staff.
  await login(page, publisher.email, publisher.password);
  await expect(navbar(page)).toBeVisible();
}

async function createCampaign(request: APIRequestContext, name: string): Promise<UtmValueRow> {
  const answer = await request.post('/api/admin/utm/campaign', { data: { name } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as UtmValueRow;
}

interface CreatedLink {
  id: number;
  code: string;
  shortUrl: string;
  url: string;
}

/** Creates a link through the link tracker page's call (SPEC §7 POST /website_links/new). */
async function createLink(
  request: APIRequestContext,
  input: { url: string; title?: string; campaignId?: number },
): Promise<CreatedLink> {
  const answer = await request.post('/website_links/new', {
    data: {
      jsonrpc: '2.0',
      method: 'call',
      id: 1,
      params: { url: input.url, title: input.title ?? null, campaign_id: input.campaignId ?? false },
    },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { result?: TrackedLink | { error: string } };
  const link = body.result;
  if (!link || 'error' in link) throw new Error(`The link was not created: ${JSON.stringify(body)}`);
  return { id: link.id, code: link.code, shortUrl: link.short_url, url: link.url };
}

/** Follows the short link once, as a visitor would (without going on to the target). */
async function click(request: APIRequestContext, code: string, headers: Record<string, string>) {
  const answer = await request.get(`/r/${code}`, { maxRedirects: 0, headers });
  expect(answer.status()).toBe(302);
}

async function downloadText(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
}

test.describe('back office: links', () => {
  test('the list filters by campaign and sorts by clicks; a link shows its charts, referrers and devices', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    await signIn(page, login);
    const campaign = await createCampaign(page.request, `Spring ${suffix}`);
    const link = await createLink(page.request, {
      url: `https://shop.example.com/spring-${suffix}?ref=mail#top`,
      campaignId: campaign.id,
    });
    await createLink(page.request, { url: `https://shop.example.com/other-${suffix}` });
    const fromNews = { 'User-Agent': MOBILE_BROWSER, Referer: 'https://news.example.org/article' };
    await click(page.request, link.code, fromNews);
    await click(page.request, link.code, fromNews);
    await click(page.request, link.code, { 'User-Agent': DESKTOP_BROWSER });

    await openFromMenu(page, 'Marketing', 'Links');
    await expect(page.getByRole('heading', { name: 'Links', level: 2 })).toBeVisible();
    await expect(linkRows(page).first()).toBeVisible();

    // Sorting by clicks: the demo links with clicks come first, most clicked on top.
    await choose(page, field(page, 'Sort'), 'Most clicks first');
    await expect(page).toHaveURL(/sort=clicks/);
    await expect(async () => {
      const counts = (await linkRows(page).locator('td:nth-child(6)').allTextContents()).map(Number);
      expect(counts.length).toBeGreaterThan(1);
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }).toPass();

    // The campaign filter keeps this run's campaign link only.
    await choose(page, field(page, 'Campaign'), campaign.name);
    await expect(page).toHaveURL(new RegExp(`campaignId=${campaign.id}`));
    await expect(linkRows(page)).toHaveCount(1);
    await expect(linkRows(page).first()).toContainText(`/r/${link.code}`);
    await expect(linkRows(page).first()).toContainText(campaign.name);

    // The search finds both links of this run; the filter narrows it back to one.
    await page.getByRole('textbox', { name: 'Search links' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    await expect(linkRows(page)).toHaveCount(1);
    // Picking the chosen campaign again clears the filter.
    await choose(page, field(page, 'Campaign'), campaign.name);
    await expect(page).not.toHaveURL(/campaignId=/);
    await expect(linkRows(page)).toHaveCount(2);

    await linkRows(page)
      .filter({ hasText: `/r/${link.code}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/links/${link.id}$`));
    await expect(page.getByTestId('short-url')).toHaveText(link.shortUrl);
    await expect(page.getByRole('link', { name: link.url })).toBeVisible();
    await expect(page.getByRole('row', { name: /utm_campaign/ })).toContainText(campaign.name);
    await expect(page.getByRole('link', { name: 'Public statistics page' })).toHaveAttribute(
      'href',
      `/r/${link.code}+`,
    );
    // The copy button puts the short URL on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy the short link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.shortUrl);

    // Clicks are written in batches: reload until the three are in.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('link-clicks')).toHaveText('3', { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });

    const allTimeDays = page.getByRole('figure', { name: 'Clicks per day, all time' });
    await expect(allTimeDays.locator('svg.apexcharts-svg')).toBeVisible();
    await expect(allTimeDays.locator('.apexcharts-line-series, .apexcharts-series').first()).toBeAttached();
    const allTimeCountries = page.getByRole('figure', { name: 'Clicks per country, all time' });
    await expect(allTimeCountries.locator('.apexcharts-pie')).toBeAttached();
    await page.getByRole('tab', { name: 'Last week' }).click();
    await expect(
      page.getByRole('figure', { name: 'Clicks per day, last 7 days' }).locator('svg.apexcharts-svg'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Last month' }).click();
    await expect(
      page.getByRole('figure', { name: 'Clicks per country, last 30 days' }).locator('.apexcharts-pie'),
    ).toBeAttached();

    const referrers = page.getByRole('table', { name: 'Referrers' });
    await expect(referrers.getByRole('row', { name: /news\.example\.org/ })).toContainText('2');
    await expect(referrers.getByRole('row', { name: /Direct/ })).toContainText('1');
    const devices = page.getByRole('table', { name: 'Devices' });
    await expect(devices.getByRole('row', { name: /Mobile/ })).toContainText('2');
    await expect(devices.getByRole('row', { name: /Desktop/ })).toContainText('1');

    // The clicks as CSV: one line per click after the header.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export clicks (CSV)' }).click();
    const clicksCsv = csvLines(await downloadText(await downloading));
    expect(clicksCsv[0]).toBe('time,country,referrer_host,device,is_bot');
    expect(clicksCsv).toHaveLength(4);
    expect(clicksCsv.filter((line) => line.includes('news.example.org'))).toHaveLength(2);
    expect(clicksCsv.filter((line) => line.includes('mobile'))).toHaveLength(2);
  });

  test('a code is renamed (empty and taken codes refused under the field), the link archived and the list exported', async ({
    page,
    login,
  }) => {
    const suffix = unique();
    await signIn(page, login);
    const link = await createLink(page.request, {
      url: `https://shop.example.com/rename-${suffix}`,
      title: `Rename ${suffix}`,
    });
    const other = await createLink(page.request, { url: `https://shop.example.com/taken-${suffix}` });

    // A record link (/web#model=link.tracker&id=N) opens the link's screen.
    await page.goto(`/admin/open?model=link.tracker&id=${link.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/links/${link.id}$`));
    await expect(page.getByRole('heading', { name: `Rename ${suffix}` })).toBeVisible();
    await expect(page.getByText('There is no data to show').first()).toBeVisible();

    const code = field(page, 'Code');
    const rename = page.getByRole('button', { name: 'Rename' });
    await code.fill('');
    await rename.click();
    await expect(page.getByText('The code cannot be left empty')).toBeVisible();
    await code.fill(other.code);
    await expect(page.getByText('The code cannot be left empty')).toHaveCount(0);
    await rename.click();
    await expect(page.getByText('This code is already taken')).toBeVisible();

    const newCode = `ren-${suffix}`;
    await code.fill(newCode);
    await rename.click();
    await expect(page.getByTestId('short-url')).toHaveText(new RegExp(`/r/${newCode}$`));
    await expect(notification(page, `/r/${newCode}`)).toBeVisible();
    // The new code redirects at once; the old one no longer does.
    expect((await page.request.get(`/r/${newCode}`, { maxRedirects: 0 })).status()).toBe(302);
    expect((await page.request.get(`/r/${link.code}`, { maxRedirects: 0 })).status()).toBe(404);

    // The links of this run as CSV (the list's search applies to the export).
    await page.getByRole('link', { name: '← Links' }).click();
    await page.getByRole('textbox', { name: 'Search links' }).fill(suffix);
    await expect(linkRows(page)).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const linksCsv = csvLines(await downloadText(await downloading));
    expect(linksCsv[0]).toBe(
      'id,code,short_url,url,title,campaign,medium,source,clicks,last_click,archived,created',
    );
    expect(linksCsv).toHaveLength(3);
    expect(linksCsv.some((line) => line.startsWith(`${link.id},${newCode},`))).toBe(true);
    expect(linksCsv.some((line) => line.startsWith(`${other.id},${other.code},`))).toBe(true);

    // Archive from the link's screen: it leaves the list and shows under "Show archived links".
    await linkRows(page)
      .filter({ hasText: `/r/${newCode}` })
      .click();
    // The list's rows have Archive buttons too: wait for the link's own screen.
    await expect(page).toHaveURL(new RegExp(`/admin/links/${link.id}$`));
    await expect(linkRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(notification(page, `The link ${newCode} is archived.`)).toBeVisible();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: '← Links' }).click();
    await page.getByRole('textbox', { name: 'Search links' }).fill(suffix);
    await expect(linkRows(page)).toHaveCount(1);
    await expect(linkRows(page).first()).toContainText(`/r/${other.code}`);
    // The switch follows the address, which changes just after the click: click, then check the state.
    await page.getByRole('switch', { name: 'Show archived links' }).click();
    await expect(page.getByRole('switch', { name: 'Show archived links' })).toBeChecked();
    await expect(page).toHaveURL(/archived=true/);
    await expect(linkRows(page)).toHaveCount(1);
    await expect(linkRows(page).first()).toContainText(`/r/${newCode}`);
    await expect(linkRows(page).first()).toContainText('Archived');

    // Restored from the list, it is back among the active links.
    await linkRows(page).first().getByRole('button', { name: 'Restore' }).click();
    await expect(notification(page, `The link ${newCode} is active again.`)).toBeVisible();
    await expect(page.getByText('No link matches these filters.')).toBeVisible();
    await page.getByRole('switch', { name: 'Show archived links' }).click();
    await expect(page).not.toHaveURL(/archived=true/);
    await expect(linkRows(page)).toHaveCount(2);
  });

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

  test('a long list is paged, 25 links a page; the Clicks header sorts', async ({ page, login }) => {
    // 26 links are made first: give this one more time on a busy machine.
    test.slow();
    const suffix = unique();
    await signIn(page, login);
    const codes: string[] = [];
    for (let index = 0; index < 26; index++) {
      const link = await createLink(page.request, {
        url: `https://shop.example.com/page-${suffix}-${index}`,
      });
      codes.push(link.code);
    }
    const popular = codes[3]!;
    await click(page.request, popular, { 'User-Agent': DESKTOP_BROWSER });

    await page.goto(`/admin/links?q=page-${suffix}`);
    await expect(page.getByText('26 links')).toBeVisible();
    await expect(linkRows(page)).toHaveCount(25);
    // Newest first: the last one created leads, the first one is alone on page 2.
    await expect(linkRows(page).first()).toContainText(`/r/${codes[25]}`);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(linkRows(page)).toHaveCount(1);
    await expect(linkRows(page).first()).toContainText(`/r/${codes[0]}`);

    // Sorting (from the column header) starts again from page 1, the clicked link on top.
    await page.getByRole('columnheader', { name: 'Clicks' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=clicks/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(field(page, 'Sort')).toHaveValue('Most clicks first');
    await expect(async () => {
      await page.reload();
      await expect(linkRows(page).first()).toContainText(`/r/${popular}`, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
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
