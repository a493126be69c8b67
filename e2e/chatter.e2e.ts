/**
 * The chatter and follow on a blog post, in a real browser against the production build: a visitor
 * signs in from the chatter, comments with a star rating and sees it; pages through the messages
 * (hydrated, and with JavaScript off); follows the post by e-mail and gets a mail for a new message.
 */
import { request as httpRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, rpc, signedIn, test } from './fixtures';

/** The address of the first post listed on /blog. */
async function firstPostUrl(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.locator('a[href*="/post/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** The post's id, from the article the page renders. */
async function postIdOf(page: Page): Promise<number> {
  return Number(await page.locator('article[data-post-id]').getAttribute('data-post-id'));
}

test('a visitor signs in from the chatter, comments with a rating and sees it with stars', async ({
  page,
}) => {
  const postUrl = await firstPostUrl(page);
  await page.goto(postUrl);
  const chatter = page.locator('#chatter');
  await expect(chatter.getByRole('heading', { name: /Comments/ })).toBeVisible();
  // Visitors get a sign-in link instead of the composer.
  await expect(chatter.locator('form[data-chatter-composer]')).toHaveCount(0);
  await chatter.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/web\/login\?redirect=/);
  await page.locator('input[name="login"]').fill(DEMO_ACCOUNTS.portal.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.portal.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${postUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#chatter$`));

  await hydrated(page);
  const composer = chatter.locator('form[data-chatter-composer]');
  await expect(composer).toBeVisible();
  const ratings = composer.getByRole('group', { name: 'Your rating' });
  await expect(ratings.getByRole('radio')).toHaveCount(11);
  await composer.locator('label[for="rating_value-4"]').click();
  await expect(ratings.getByRole('radio', { name: '4 out of 5 stars — I like it' })).toBeChecked();
  await expect(composer.locator('.star-input__label')).toHaveText('I like it');
  const text = 'Lovely post <script>window.hacked = 1</script>\nSecond line';
  await composer.getByLabel('Your message').fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByRole('status')).toHaveText('Your message was posted.');

  const newest = chatter.locator('li.chatter-message').first();
  await expect(newest.locator('.chatter-message__body')).toHaveText(text);
  await expect(newest.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(newest.locator('.chatter-message__author')).toHaveText('Carl Customer');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // The author's avatar is the initials picture, served as an image.
  const avatar = newest.locator('img.chatter-message__avatar');
  await expect(avatar).toHaveAttribute('src', /\/web\/image\/mail\.message\/\d+\/author_avatar\/50x50/);
  // The avatar loads lazily once in view: wait for it rather than read it at once.
  await avatar.scrollIntoViewIfNeeded();
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // Read again from the server: the message, its stars and the rating summary are in the page.
  await page.reload();
  await expect(newest.locator('.chatter-message__body')).toHaveText(text);
  await expect(chatter.locator('.rating-summary__value')).toHaveText(/\d/);
  await expect(chatter.locator('[data-rating-row="4"] meter')).toHaveAttribute('value', /[1-9]/);
});

test('pages through the messages, with and without JavaScript', async ({ page, browser, baseURL }) => {
  const postUrl = await firstPostUrl(page);
  await page.goto(postUrl);
  const postId = await postIdOf(page);
  // 12 messages from two accounts (each may post 10 a minute).
  for (const account of [DEMO_ACCOUNTS.publisher, DEMO_ACCOUNTS.admin]) {
    const api = await signedIn(baseURL!, account);
    for (let index = 1; index <= 6; index++) {
      const posted = await rpc(api, '/mail/chatter_post', {
        res_model: 'blog.post',
        res_id: postId,
        message: `Paging ${account.email} ${index}`,
      });
      expect(posted.error).toBeUndefined();
    }
    await api.dispose();
  }

  await page.reload();
  await hydrated(page);
  const chatter = page.locator('#chatter');
  const count = Number((await chatter.locator('.chatter__count').innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(12);
  const messages = chatter.locator('li.chatter-message');
  await expect(messages).toHaveCount(10);
  const pager = chatter.getByRole('navigation', { name: 'Pages of messages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(pager.locator('[aria-current="page"]')).toHaveAttribute('data-page', '2');
  await expect(messages).toHaveCount(Math.min(10, count - 10));
  await expect(page).toHaveURL(/chatter_page=2/);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(messages).toHaveCount(10);
  await expect(messages.first().locator('.chatter-message__body')).toHaveText(/Paging admin@example.com 6/);

  // Without JavaScript the pager's links load the page from the server.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(postUrl);
  const plainChatter = noScript.locator('#chatter');
  await expect(plainChatter.locator('li.chatter-message')).toHaveCount(10);
  await plainChatter.getByRole('link', { name: 'Next' }).click();
  await expect(noScript).toHaveURL(/chatter_page=2#chatter$/);
  await expect(plainChatter.locator('[aria-current="page"]')).toHaveAttribute('data-page', '2');
  await expect(plainChatter.locator('li.chatter-message')).toHaveCount(Math.min(10, count - 10));
  await plain.close();
});

test('a visitor follows a post by e-mail and gets a mail for a new message', async ({ page, baseURL }) => {
  // An address of this run: its follow and its mails are this test's alone.
  const reader = `reader-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  const postUrl = await firstPostUrl(page);
  await page.goto(postUrl);
  const postId = await postIdOf(page);
  const title = (await page.locator('h1').first().innerText()).trim();
  await hydrated(page);
  const follow = page.locator('form.follow');
  await expect(follow).toHaveAttribute('data-follow', 'off');

  // SPEC §5: an address that is not text@text flags the block as an error.
  await follow.getByLabel('Your e-mail').fill('not-an-address');
  await follow.getByRole('button', { name: 'Follow' }).click();
  await expect(follow).toHaveClass(/follow--error/);
  await expect(follow.getByRole('alert')).toHaveText('Enter a valid e-mail address.');

  await follow.getByLabel('Your e-mail').fill(reader);
  await expect(follow).not.toHaveClass(/follow--error/);
  await follow.getByRole('button', { name: 'Follow' }).click();
  // Double opt-in: the follow waits for the link of the mail.
  await expect(follow.getByRole('status')).toHaveText(
    `Almost done: open the link of the e-mail we sent to ${reader} to follow this page.`,
  );
  await expect(follow).toHaveAttribute('data-follow', 'off');

  const admin = await httpRequest.newContext({ baseURL });
  const session = await admin.post('/api/admin/session', {
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  expect(session.ok()).toBe(true);
  const outboxRows = async () =>
    (
      (await (await admin.get('/api/admin/outbox')).json()) as {
        items: Array<{ id: number; to: string; subject: string }>;
      }
    ).items;
  let request: { id: number } | undefined;
  await expect(async () => {
    request = (await outboxRows()).find((mail) => mail.to === reader && mail.subject === `Follow ${title}`);
    expect(request).toBeDefined();
  }).toPass();
  const text = ((await (await admin.get(`/api/admin/outbox/${request!.id}`)).json()) as { text: string })
    .text;
  await page.goto(/https?:\/\/\S+\/website_mail\/follow\/confirm\?\S+/.exec(text)![0]);
  await expect(page.locator('form.follow')).toHaveAttribute('data-follow', 'on');
  await expect(page.locator('form.follow').getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(page.locator('form.follow')).toContainText(`new messages come to ${reader}`);

  // The browser keeps its follow: after a reload the button asks the server and still says Unfollow.
  await page.reload();
  await expect(page.locator('form.follow').getByRole('button', { name: 'Unfollow' })).toBeVisible();

  // A new message on the post is mailed to the follower through the outbox.
  const portal = await signedIn(baseURL!, DEMO_ACCOUNTS.portal);
  const posted = await rpc(portal, '/mail/chatter_post', {
    res_model: 'blog.post',
    res_id: postId,
    message: 'News for the followers',
  });
  expect(posted.error).toBeUndefined();
  await portal.dispose();
  await expect
    .poll(outboxRows)
    .toContainEqual(expect.objectContaining({ to: reader, subject: `New message on ${title}` }));
  await admin.dispose();

  // And the visitor stops following.
  await page.locator('form.follow').getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.locator('form.follow')).toHaveAttribute('data-follow', 'off');
});
