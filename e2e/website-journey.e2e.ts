/**
 * Issue 5's "Done when", as one journey in a real browser against the production build with the demo
 * data. A publisher builds a page in the back office from blocks (a call to action, the demo quote
 * form, the latest posts, the newsletter), previews it, publishes it and adds it to the menu. A visitor
 * opens it from the menu, sees the latest posts, subscribes (the mail asking to confirm is in the outbox),
 * sends the form with a wrong date then a right one, reads a post, signs in, comments with a rating
 * and follows the post (then unfollows it). The sitemap lists the new page and the post, not an
 * unpublished page nor a post scheduled for later. The page is deleted at the end (with its menu
 * entry). Each step is proven in detail by its feature's own e2e file.
 */
import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Page as ListPage, OutboxRow } from '../shared/api/admin';
import type { PostRow } from '../shared/blog/contract';
import { DEMO_ACCOUNTS, expect, hydrated, test } from './fixtures';

const { admin, portal, publisher } = DEMO_ACCOUNTS;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const notification = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a block of `type` (its label in the "New block" select) at the end of the page. */
async function addBlock(page: Page, type: string): Promise<Locator> {
  await choose(page, page, 'New block', type);
  await page.getByRole('button', { name: 'Add block' }).click();
  return page.locator('[data-block-editor]').last();
}

/** The back office's API signed in as the administrator (the outbox is theirs). */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const session = await api.post('/api/admin/session', {
    data: { email: admin.email, password: admin.password },
  });
  expect(session.ok()).toBe(true);
  return api;
}

test('a page built in the back office takes a visitor through the posts, the newsletter, the form and a comment', async ({
  page,
  login,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const slug = `journey-${unique()}`;
  const title = `Open workshop ${slug}`;

  // --- The publisher builds the page in the back office.
  await login(page, publisher.email, publisher.password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.goto('/admin/website/pages/new');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`/${slug}`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  const cta = await addBlock(page, 'Call to action');
  await cta.getByRole('textbox', { name: 'Title', exact: true }).fill('Visit our workshop');
  await choose(page, await addBlock(page, 'Form'), 'Form', 'Request a quote');
  const latest = await addBlock(page, 'Latest posts');
  await latest.getByRole('textbox', { name: 'Number of posts' }).fill('2');
  const newsletter = await addBlock(page, 'Newsletter');
  await choose(page, newsletter, 'Mailing list', 'Newsletter');
  await newsletter.getByRole('textbox', { name: 'Title', exact: true }).fill('Workshop news');

  // The live preview is the site in editor mode: every block is there, the form does not send.
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByText('Preview of unsaved changes.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Visit our workshop' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Workshop news' })).toBeVisible();
  await expect(preview.locator('.latest-posts__item')).toHaveCount(2);
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Page saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/website\/pages\/\d+$/);
  const editorUrl = page.url();

  // Published from the page itself, then added to the menu from the editor.
  await page.goto(`/${slug}`);
  const toggle = page.locator('.publish-toggle__button');
  await expect(toggle).toHaveAttribute('data-publish', 'off');
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-publish', 'on');
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Add to menu' }).click();
  await expect(notification(page, 'Added to the menu')).toBeVisible();

  // A second page, saved but never published, for the sitemap check at the end.
  const draftSlug = `journey-draft-${unique()}`;
  await page.goto('/admin/website/pages/new');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`/${draftSlug}`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Not ready yet');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Page saved')).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: server.url });
  const api = await adminApi(server.url);
  try {
    // --- A visitor opens the page from the menu.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));
    await expect(visitor.getByRole('heading', { name: 'Visit our workshop' })).toBeVisible();
    const posts = visitor.locator('.latest-posts__item');
    await expect(posts).toHaveCount(2);
    const postLink = posts.first().locator('a.latest-posts__title');
    const postTitle = (await postLink.innerText()).trim();
    const postPath = (await postLink.getAttribute('href'))!;

    // Subscribes with the newsletter block: the input and button give way to the message.
    const block = visitor.locator('.newsletter-block');
    await expect(block.locator('form.newsletter-subscribe')).toHaveAttribute('novalidate', '');
    const email = `journey-${unique()}@vitrine-test.org`;
    await block.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('status')).toHaveText(
      'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
    );
    await expect(block.getByRole('textbox', { name: 'Your e-mail address' })).toBeHidden();
    await expect(block.getByRole('button', { name: 'Subscribe' })).toBeHidden();
    await expect
      .poll(async () => {
        const outbox = (await (await api.get('/api/admin/outbox')).json()) as ListPage<OutboxRow>;
        return outbox.items.find((mail) => mail.to === email)?.subject;
      })
      .toBe('Confirm your subscription to Newsletter');

    // Sends the form: a wrong date (the English page reads MM/DD/YYYY), then a right one.
    const form = visitor.locator('.website-form');
    await expect(form.locator('.website-form__picker')).toBeVisible();
    const name = `journey${unique()}`;
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Your e-mail').fill(`${name}@example.com`);
    await form.getByRole('checkbox', { name: 'Website' }).check();
    await form.locator('input[name="start_date"]').fill('31/12/2030');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const dateField = form.locator('[data-field="start_date"]');
    await dateField.hover();
    await expect(dateField.getByRole('tooltip')).toHaveText("'31/12/2030' is not a correct date");
    await expect(form.getByRole('status')).toHaveText('Please fill in the form correctly.');
    await form.locator('input[name="start_date"]').fill('12/31/2030');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your request! We will send you a quote soon.',
    );

    // Reads the first of the latest posts, signs in from its chatter, comments with a rating.
    await postLink.click();
    await expect(visitor.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
    const chatter = visitor.locator('#chatter');
    await chatter.getByRole('link', { name: 'Sign in' }).click();
    await visitor.locator('input[name="login"]').fill(portal.email);
    await visitor.locator('input[name="password"]').fill(portal.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${postPath}#chatter$`));
    await hydrated(visitor);
    const composer = chatter.locator('form[data-chatter-composer]');
    await composer.locator('label[for="rating_value-5"]').click();
    await expect(
      composer.getByRole('radio', { name: '5 out of 5 stars — I love it', exact: true }),
    ).toBeChecked();
    const comment = `Came by the workshop ${unique()}`;
    await composer.getByLabel('Your message').fill(comment);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(composer.getByRole('status')).toHaveText('Your message was posted.');
    const mine = chatter.locator('li.chatter-message').filter({ hasText: comment });
    await expect(mine.getByRole('img', { name: '5 out of 5 stars', exact: true })).toBeVisible();
    await expect(mine.locator('.chatter-message__author')).toHaveText('Carl Customer');

    // Follows the post: signed in, no address to give.
    const follow = visitor.locator('form.follow');
    await expect(follow).toHaveAttribute('data-follow', 'off');
    await follow.getByRole('button', { name: 'Follow' }).click();
    await expect(follow).toHaveAttribute('data-follow', 'on');
    // And stops following it (the follow is the demo customer's, seen by the other tests).
    await follow.getByRole('button', { name: 'Unfollow' }).click();
    await expect(follow).toHaveAttribute('data-follow', 'off');

    // --- The sitemap: the new page and the post; not the draft page, not the scheduled post.
    const scheduled = (await (
      await api.get(`/api/admin/blog/posts?search=${encodeURIComponent('Our spring collection')}`)
    ).json()) as ListPage<PostRow>;
    const later = scheduled.items.find((post) => post.title === 'Our spring collection');
    expect(later?.state).toBe('scheduled');
    const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.url}/${slug}</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}${postPath}</loc>`);
    expect(sitemap).not.toContain(draftSlug);
    expect(sitemap).not.toContain(later!.url);
  } finally {
    // The page leaves the menu with it: the menu is every test's of this worker.
    await api.delete(`/api/admin/website/pages/${editorUrl.split('/').pop()}`);
    await api.dispose();
    await visitorContext.close();
  }
});
