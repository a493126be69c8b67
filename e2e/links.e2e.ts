// The link tracker in the browser (issue 3): /r with its selects that create values, copy mode,
// recent links with inline code editing, the redirect, and the statistics page with its charts.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures';

test.use({
  permissions: ['clipboard-read', 'clipboard-write'],
  // Headless Chromium says "HeadlessChrome", which the tracker rightly counts as a bot: be a person.
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A select once the page has hydrated: the native select (also a combobox) becomes a text input. */
const comboBox = (page: Page, name: string) =>
  page.locator('input[role="combobox"]').and(page.getByRole('combobox', { name }));

/** Opens /r signed in as the publisher (who may create campaigns) and waits for the script. */
async function openTracker(page: Page) {
  await page.goto('/web/login?redirect=/r');
  await page.locator('input[name="login"]').fill(DEMO_ACCOUNTS.publisher.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.publisher.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/r$/);
  // The selects become comboboxes once the page has hydrated.
  await expect(comboBox(page, 'Campaign')).toBeVisible();
}

/** Types a new value in a select and picks its Create '…' entry (the link creates it, by its name). */
async function createValue(page: Page, select: string, name: string) {
  const box = comboBox(page, select);
  await box.fill(name);
  await page.getByRole('option', { name: `Create '${name}'` }).click();
  await expect(box).toHaveValue(name);
}

async function createLink(page: Page, url: string) {
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByRole('button', { name: 'Get tracked link' }).click();
  const copyButton = page.getByRole('button', { name: 'Copy', exact: true });
  await expect(copyButton).toBeVisible();
  const shortUrl = await page.getByLabel('URL', { exact: true }).inputValue();
  expect(shortUrl).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
  return { shortUrl, code: shortUrl.split('/r/')[1]!, copyButton };
}

test('create a link with new campaign values, copy it, rename it, follow it and see the click', async ({
  page,
  server,
  request,
}) => {
  // Hydration mismatches and script errors show up here.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openTracker(page);
  const id = unique();
  const names = { campaign: `Campaign ${id}`, medium: `Channel ${id}`, source: `Source ${id}` };

  // SPEC §5: an existing name, in any case, is offered as itself and never as Create '…'.
  const campaign = comboBox(page, 'Campaign');
  await campaign.fill('spring SALE');
  await expect(page.getByRole('option', { name: 'Spring sale', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Create/ })).toHaveCount(0);
  await campaign.fill('');

  await createValue(page, 'Campaign', names.campaign);
  await createValue(page, 'Channel', names.medium);
  await createValue(page, 'Source', names.source);

  const { shortUrl, code, copyButton } = await createLink(page, `${server.url}/aboutus?ref=e2e#team`);
  await copyButton.click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

  // The new link heads the recent links, with its UTM values.
  const row = page.locator(`li.recent-link[data-code="${code}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(names.campaign);
  await expect(row).toContainText(names.medium);
  await expect(row).toContainText(names.source);
  await expect(row.locator('.recent-link__clicks')).toHaveText('0 clicks');

  // Rename its code inline: display → editing → back.
  const newCode = `e2e-${id}`;
  await row.getByRole('button', { name: 'Edit the code' }).click();
  await row.getByLabel('Code').fill(newCode);
  await row.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator(`li.recent-link[data-code="${newCode}"]`);
  await expect(renamed.locator('[data-state="display"] code')).toHaveText(newCode);
  // The form's copy mode now copies the renamed short URL.
  const renamedUrl = shortUrl.replace(`/r/${code}`, `/r/${newCode}`);
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(renamedUrl);
  await page.getByRole('button', { name: /^Cop(y|ied)$/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(renamedUrl);

  // The new code redirects at once, with the UTM values; the old one no longer does.
  const gone = await request.get(`/r/${code}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  await page.goto(`/r/${newCode}`);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/aboutus');
  expect(landed.searchParams.get('ref')).toBe('e2e');
  expect(landed.searchParams.get('utm_campaign')).toBe(names.campaign);
  expect(landed.searchParams.get('utm_medium')).toBe(names.medium);
  expect(landed.searchParams.get('utm_source')).toBe(names.source);
  expect(landed.hash).toBe('#team');

  // The statistics page counts the click (clicks are written in batches: reload until it shows).
  await page.goto(`/r/${newCode}+`);
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.link-stats__total')).toHaveText('1', { timeout: 5_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`/r/${newCode}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('[data-chart="days"] .apexcharts-canvas')).toBeVisible();
  await expect(panel.locator('[data-chart="countries"] .apexcharts-canvas')).toBeVisible();
  for (const tab of ['Last month', 'Last week', 'All time']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.locator('[data-chart="days"] .apexcharts-canvas')).toBeVisible();
    await expect(panel).not.toContainText('There is no data to show');
  }
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
  const png = await request.get(
    (await page.getByRole('link', { name: 'Download PNG' }).getAttribute('href')) ?? '',
  );
  expect(png.headers()['content-type']).toBe('image/png');

  // Back on the tracker, the most-clicked filter lists it with its click.
  await page.goto('/r');
  await expect(comboBox(page, 'Campaign')).toBeVisible();
  await page.getByRole('link', { name: 'Most clicked' }).click();
  await expect(page.getByRole('link', { name: 'Most clicked' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(`li.recent-link[data-code="${newCode}"] .recent-link__clicks`)).toHaveText(
    '1 click',
  );
  // The old code's 404 is the only failed request the browser saw.
  expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
});

test('the spec messages: empty URL, unknown page, empty and taken codes', async ({ page, server }) => {
  await openTracker(page);
  const button = page.getByRole('button', { name: 'Get tracked link' });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('The URL is empty.');

  await page.getByLabel('URL', { exact: true }).fill(`${server.url}/no-such-page-${unique()}`);
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('URL not found (404)');

  const { copyButton, code: takenCode } = await createLink(
    page,
    `${server.url}/aboutus?messages=${unique()}`,
  );
  // Typing in the URL field returns the button to its first state.
  await page.getByLabel('URL', { exact: true }).press('End');
  await page.getByLabel('URL', { exact: true }).pressSequentially('x');
  await expect(copyButton).toHaveCount(0);
  await expect(button).toBeVisible();

  // A second link, to rename it to the first one's code.
  const second = await createLink(page, `${server.url}/aboutus?second=${unique()}`);
  const row = page.locator(`li.recent-link[data-code="${second.code}"]`);
  await row.getByRole('button', { name: 'Edit the code' }).click();
  await row.getByLabel('Code').fill('');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText('The code cannot be left empty');
  await row.getByLabel('Code').fill(takenCode);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText('This code is already taken');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.locator('[data-state="display"] code')).toHaveText(second.code);
});

test('an anonymous visitor shortens a link and finds it in their own recent links (SPEC §1)', async ({
  page,
  browser,
  server,
}) => {
  await page.goto('/r');
  await expect(comboBox(page, 'Campaign')).toBeVisible({ timeout: 20_000 });
  const { code } = await createLink(page, `${server.url}/aboutus?visitor=${unique()}`);
  await expect(page.locator(`li.recent-link[data-code="${code}"]`)).toBeVisible();

  // Another browser does not see it, nor its statistics.
  const other = await browser.newContext({ baseURL: server.url });
  const stranger = await other.newPage();
  await stranger.goto('/r');
  await expect(stranger.getByRole('button', { name: 'Get tracked link' })).toBeVisible();
  await expect(stranger.locator(`li.recent-link[data-code="${code}"]`)).toHaveCount(0);
  expect((await stranger.goto(`/r/${code}+`))?.status()).toBe(404);
  await other.close();
});

test('a campaign, channel and source typed by a visitor are kept on blur or Enter and the link carries them (SPEC §5)', async ({
  page,
  server,
}) => {
  await page.goto('/r');
  await expect(comboBox(page, 'Campaign')).toBeVisible({ timeout: 20_000 });
  const id = unique();
  const names = { campaign: `Typed ${id}`, medium: `Channel ${id}`, source: `Source ${id}` };

  // A new name is offered as Create '…' (never 'No match'); leaving the field keeps it, marked as new.
  const campaign = comboBox(page, 'Campaign');
  await campaign.fill(names.campaign);
  await expect(page.getByRole('option', { name: `Create '${names.campaign}'` })).toBeVisible();
  await campaign.press('Tab');
  await expect(campaign).toHaveValue(names.campaign);
  await expect(page.getByText('New: added with the link')).toHaveCount(1);
  // Enter keeps it too.
  const medium = comboBox(page, 'Channel');
  await medium.fill(names.medium);
  await medium.press('Enter');
  await expect(medium).toHaveValue(names.medium);
  // The last one is typed and left by clicking the button.
  await comboBox(page, 'Source').fill(names.source);
  const { code } = await createLink(page, `${server.url}/aboutus?typed=${id}`);

  const row = page.locator(`li.recent-link[data-code="${code}"]`);
  await expect(row).toContainText(names.campaign);
  await expect(row).toContainText(names.medium);
  await expect(row).toContainText(names.source);
  // The values now exist: the selects hold them as known ones.
  await expect(page.getByText('New: added with the link')).toHaveCount(0);
  const answer = await page.request.get(`/r/${code}`, { maxRedirects: 0 });
  const location = new URL(answer.headers()['location'] ?? '');
  expect(location.searchParams.get('utm_campaign')).toBe(names.campaign);
  expect(location.searchParams.get('utm_medium')).toBe(names.medium);
  expect(location.searchParams.get('utm_source')).toBe(names.source);
});

test('the copy label comes back after 5 seconds', async ({ page, server }) => {
  await openTracker(page);
  const { copyButton } = await createLink(page, `${server.url}/aboutus?copy=${unique()}`);
  // From here the page's clock is the test's: the seconds pass when it says so, however busy the machine
  // (an installed clock still runs with the real one until paused).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await copyButton.click();
  const copied = page.getByRole('button', { name: 'Copied', exact: true });
  await expect(copied).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  await expect(copied).toHaveCount(0);
});

test('the selects work with the keyboard: Enter picks a match or creates the typed value', async ({
  page,
  server,
}) => {
  await openTracker(page);
  const campaign = comboBox(page, 'Campaign');
  const name = `Keyboard ${unique()}`;
  await campaign.fill(name);
  await expect(campaign).toHaveAttribute('aria-expanded', 'true');
  await campaign.press('Enter');
  await expect(campaign).toHaveAttribute('aria-expanded', 'false');
  await expect(campaign).toHaveValue(name);

  const source = comboBox(page, 'Source');
  await source.fill('NEWS');
  await source.press('ArrowDown');
  await source.press('ArrowUp');
  await source.press('Enter');
  await expect(source).toHaveValue('Newsletter');
  // Escape leaves a half-typed text and keeps the chosen value.
  await source.fill('Somethi');
  await source.press('Escape');
  await expect(source).toHaveValue('Newsletter');

  const { code } = await createLink(page, `${server.url}/aboutus?keyboard=${unique()}`);
  const row = page.locator(`li.recent-link[data-code="${code}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Newsletter');
});

test('a visitor’s link to another site shows where it leads first, and Continue goes there; a staff link goes straight there', async ({
  page,
  browser,
  server,
}) => {
  // The other site, answered by the browser's router: the test needs no network.
  const elsewhere = async (target: Page) =>
    target.route('https://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>',
      }),
    );
  await page.goto('/r');
  await expect(comboBox(page, 'Campaign')).toBeVisible({ timeout: 20_000 });
  const target = `https://elsewhere.test/offer-${unique()}`;
  const { code } = await createLink(page, target);

  // Someone who got the short link by mail follows it.
  const context = await browser.newContext({ baseURL: server.url });
  const reader = await context.newPage();
  await elsewhere(reader);
  await reader.goto(`/r/${code}`);
  await expect(reader).toHaveURL(new RegExp(`/r/${code}/leave$`));
  await expect(
    reader.getByRole('heading', { name: 'You are leaving Vitrine Demo Shop for elsewhere.test' }),
  ).toBeVisible();
  await expect(reader.locator('.links-leaving__address')).toHaveText(target);
  await reader.getByRole('link', { name: 'Continue' }).click();
  await expect(reader).toHaveURL(target);
  await expect(reader.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();

  // A staff member's link to the same site redirects at once: the browser goes from /r/{code} straight
  // there (the test's router does not answer redirected requests, so that other site stays unreachable).
  await openTracker(page);
  const staff = await createLink(page, `${target}-staff`);
  const straight = reader.waitForRequest(`${target}-staff`);
  await reader.goto(`/r/${staff.code}`).catch(() => undefined);
  expect((await straight).redirectedFrom()?.url()).toBe(`${server.url}/r/${staff.code}`);
  await context.close();
});
