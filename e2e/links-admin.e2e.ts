// The back office's Links list and a link's page in a real browser against the production build with
// the demo data: filters, sorting, paging, charts, renaming, archiving and the CSV exports. Creating
// links and their campaigns, media and sources is links-admin-utm.e2e.ts.
// Tests share the worker's server: each makes its own campaign and links (unique names and codes)
// through the back-office API, and clicks them through the real redirect /r/{code}.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, openFromMenu, test } from './fixtures';
import {
  choose,
  click,
  createCampaign,
  createLink,
  DESKTOP_BROWSER,
  field,
  linkRows,
  MOBILE_BROWSER,
  notification,
  signIn,
  unique,
} from './links-admin-steps';

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

    // The clicks as CSV: one line per click after the header, its time in ISO 8601 UTC and the
    // visitor's address anonymised (privacy by default: the browser's 127.0.0.1 kept as 127.0.0.0).
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export clicks (CSV)' }).click();
    const clicksCsv = csvLines(await downloadText(await downloading));
    expect(clicksCsv[0]).toBe('time,country,referrer_host,device,is_bot,address');
    expect(clicksCsv).toHaveLength(4);
    for (const line of clicksCsv.slice(1))
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,.*,127\.0\.0\.0$/);
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
});
