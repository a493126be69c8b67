/**
 * The blog in a real browser against the production build: a visitor reads a post, opens the archive,
 * selects text and gets the share popover (comment quotes it, tweet cuts it to 140 characters), then
 * follows the cover footer to the next post; a publisher writes and schedules a post in the back
 * office, which stays hidden from visitors until its date.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, openFromMenu, test } from './fixtures';

/** Selects the text of `locator` with the mouse, from its first to its last character. */
async function selectText(page: Page, selector: string, length: number | null) {
  await page.evaluate(
    ({ css, count }) => {
      const node = document.querySelector(css)!.firstChild!;
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, count === null ? node.textContent!.length : count);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    },
    { css: selector, count: length },
  );
  await page.locator(selector).first().dispatchEvent('mouseup');
}

test('a visitor reads a post, uses the archive, shares a selection and goes to the next post', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Our spring collection')).toHaveCount(0);

  // The archive: the newest year is open; an older year opens on click.
  const years = page.locator('details.blog-archive__year');
  expect(await years.count()).toBeGreaterThanOrEqual(2);
  const older = years.nth(1);
  await expect(older).not.toHaveAttribute('open', '');
  await older.locator('summary').click();
  await expect(older.getByRole('link', { name: 'We opened a new workshop' })).toBeVisible();
  await older.getByRole('link', { name: 'We opened a new workshop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We opened a new workshop' })).toBeVisible();

  // Read another post from the list.
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Five habits for a healthy back' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Five habits for a healthy back' })).toBeVisible();
  await expect(page.locator('.blog-cover')).toHaveAttribute('style', /\/web\/image\/blog\.post\/\d+\/cover/);
  await expect(page.locator('.blog-post__author')).toContainText('Paula Publisher');
  for (const network of ['twitter', 'facebook', 'linkedin', 'whatsapp', 'email'])
    await expect(page.locator(`[data-network="${network}"]`)).toBeVisible();
  await hydrated(page);

  // Fewer than 5 characters: no popover.
  await selectText(page, '.blog-post__body blockquote', 4);
  await expect(page.locator('.blog-selection')).toHaveCount(0);
  // A longer selection: the popover, tweet cut to 140 characters at most.
  await selectText(page, '.blog-post__body p', null);
  const popover = page.getByRole('toolbar', { name: 'Share the selected text' });
  await expect(popover).toBeVisible();
  const tweet = new URL((await popover.getByRole('link', { name: 'Tweet' }).getAttribute('href'))!);
  expect(tweet.hostname).toBe('twitter.com');
  const text = tweet.searchParams.get('text')!;
  expect(text.length).toBeLessThanOrEqual(140);
  expect(text).toMatch(/^Sitting well is less about/);
  // Comment: scrolls to the chatter (visitors get the sign-in link there).
  await popover.getByRole('button', { name: 'Comment' }).click();
  await expect(popover).toHaveCount(0);
  await expect(page.locator('#chatter')).toBeInViewport();

  // The cover footer opens the next post (with the transition once hydrated).
  const nextTitle = (await page.locator('.blog-next__title').textContent())!;
  await page.locator('.blog-next__link').click();
  await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
});

test('a signed-in reader quotes a selection in the comment composer', async ({ page, siteLogin }) => {
  await siteLogin(page, DEMO_ACCOUNTS.portal.email, DEMO_ACCOUNTS.portal.password);
  await expect(page).toHaveURL(/\/my$/);
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Light your desk the right way' }).first().click();
  // A client-side navigation: the post is live as soon as it shows.
  await expect(page.locator('#chatter-message')).toBeVisible();
  await selectText(page, '.blog-post__body p', 30);
  await page.getByRole('button', { name: 'Comment' }).click();
  await expect(page.locator('#chatter-message')).toHaveValue(/^“A desk lamp should light the p”/);
  await expect(page.locator('#chatter-message')).toBeFocused();
});

test('a publisher writes and schedules a post in the back office', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  const title = `Scheduled from e2e ${Date.now().toString(36)}`;
  await login(page, DEMO_ACCOUNTS.publisher.email, DEMO_ACCOUNTS.publisher.password);
  await openFromMenu(page, 'Website', 'Blog');
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();

  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByLabel('Subtitle', { exact: true }).fill('Written in the browser');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Hello from the editor. ');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially('Bold words');
  await page.getByRole('combobox', { name: 'Tags' }).fill('e2e-tag');
  await page.keyboard.press('Enter');
  // Ten days ahead, and published: scheduled.
  const ahead = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  await page
    .getByLabel('Publication date')
    .fill(`${ahead.getFullYear()}-${pad(ahead.getMonth() + 1)}-${pad(ahead.getDate())}T09:30`);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('post-state')).toHaveText('Scheduled');
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/\d+$/);

  // In the list, under the scheduled filter.
  await page.goto('/admin/blog');
  await page.getByRole('textbox', { name: 'Search posts' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Scheduled');

  // Publishers see it on the site with a notice; visitors get a 404.
  const postUrl = (
    await page.request.get(`/api/admin/blog/posts?search=${encodeURIComponent(title)}`).then((r) => r.json())
  ).items[0].url as string;
  const preview = await page.context().newPage();
  await preview.goto(postUrl);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('.blog-post__body strong')).toHaveText('Bold words');
  await expect(preview.locator('.notice--warning')).toContainText('Visitors will see this post from');
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  const response = await anonymous.goto(postUrl);
  expect(response?.status()).toBe(404);
  await anonymous.goto('/blog');
  await expect(anonymous.getByText(title)).toHaveCount(0);
  await visitor.close();
});
