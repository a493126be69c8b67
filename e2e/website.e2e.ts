// Website pages in a real browser against the production build with the demo data: a publisher builds
// a page from blocks in the back office, previews it, publishes it on the page, adds it to the menu,
// and a visitor finds it there; a failed publish shows the dialog with the back-office link; the gallery
// lightbox says when an image cannot be loaded; POST /website/multi_render renders a page's blocks; a
// click on the publish toggle before its code has loaded is kept by the navbar's dispatcher.
// The page put in the menu is deleted at the end: the menu is shared by the worker's tests.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, rpc, signedIn, test } from './fixtures';

const { publisher } = DEMO_ACCOUNTS;

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Signs in at /admin/ as the publisher and waits for the back office. */
async function signIn(page: Page, login: (page: Page, email: string, password: string) => Promise<void>) {
  await login(page, publisher.email, publisher.password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a publisher builds, previews, publishes a page and adds it to the menu; a visitor sees it', async ({
  page,
  login,
  browser,
}) => {
  const slug = `e2e-${unique()}`;
  const title = `Workshop days ${slug}`;
  await signIn(page, login);
  await page.goto('/admin/website/pages/new');

  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`/${slug}`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  // A call to action block, edited in place.
  await page
    .getByRole('textbox', { name: 'New block' })
    .or(page.getByRole('combobox', { name: 'New block' }))
    .click();
  await page.getByRole('option', { name: 'Call to action', exact: true }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  const cta = page.locator('[data-block-editor="call_to_action"]');
  await cta.getByRole('textbox', { name: 'Title', exact: true }).fill('Come and see us');

  // The live preview renders the draft through the site itself, in editor mode.
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('heading', { name: 'Come and see us' })).toBeVisible();
  await expect(preview.getByText('Preview of unsaved changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Page saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/website\/pages\/\d+$/);
  const editorUrl = page.url();

  // Published from the page itself: the toggle follows the server's answer.
  await page.goto(`/${slug}`);
  await expect(page.getByText('This page is not published')).toBeVisible();
  const toggle = page.locator('.publish-toggle__button');
  await expect(toggle).toHaveAttribute('data-publish', 'off');
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-publish', 'on');

  // Back in the editor, the published page goes into the menu.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Add to menu' }).click();
  await expect(notification(page, 'Added to the menu')).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const menu = visitor.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));
    await expect(visitor.getByRole('heading', { name: 'Come and see us' })).toBeVisible();
    await expect(visitor.locator('.publish-toggle__button')).toHaveCount(0);
  } finally {
    await visitorContext.close();
    // The page leaves the menu with it: the menu is every test's of this worker.
    await page.request.delete(`/api/admin/website/pages/${editorUrl.split('/').pop()}`);
  }
});

test('a publisher’s click on the publish toggle before its code has loaded takes effect once it has', async ({
  page,
  login,
}) => {
  await signIn(page, login);
  const slug = `e2e-early-${unique()}`;
  const created = await page.request.post('/api/admin/website/pages', {
    data: {
      url: `/${slug}`,
      title: { en_US: 'Early click' },
      metaTitle: {},
      metaDescription: {},
      published: false,
      blocks: { en_US: [{ id: 't', type: 'text', text: 'Published by an early click' }] },
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  try {
    // The publish action's code (loaded on demand) is held back until the toggle was clicked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/publish-action[^/]*\.js(\?.*)?$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`/${slug}`);
    const toggle = page.locator('.publish-toggle__button');
    await expect(toggle).toBeEnabled();
    await requested;
    await toggle.click();
    // The click is kept by the navbar's dispatcher while the code is on its way.
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('data-publish', 'off');
    release();
    await expect(toggle).toHaveAttribute('data-publish', 'on');
    await expect(toggle).not.toHaveAttribute('aria-busy');
    const saved = (await (await page.request.get(`/api/admin/website/pages/${id}`)).json()) as {
      published: boolean;
    };
    expect(saved.published).toBe(true);
  } finally {
    await page.request.delete(`/api/admin/website/pages/${id}`);
  }
});

test('a failed publish opens a dialog with the server error and the back-office link', async ({
  page,
  login,
}) => {
  await signIn(page, login);
  const slug = `e2e-gone-${unique()}`;
  const created = await page.request.post('/api/admin/website/pages', {
    data: {
      url: `/${slug}`,
      title: { en_US: 'Soon gone' },
      metaTitle: {},
      metaDescription: {},
      published: true,
      blocks: { en_US: [{ id: 't', type: 'text', text: 'Here for a moment' }] },
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/${slug}`);
  const toggle = page.locator('.publish-toggle__button');
  await expect(toggle).toHaveAttribute('data-publish', 'on');
  await expect(toggle).toBeEnabled();
  // Deleted meanwhile in the back office: the server refuses the toggle.
  expect((await page.request.delete(`/api/admin/website/pages/${id}`)).status()).toBe(204);
  await toggle.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This page does not exist.');
  await expect(dialog.getByRole('link', { name: 'open this record in the back office' })).toHaveAttribute(
    'href',
    `/web#return_label=Website&model=website.page&id=${id}`,
  );
  await expect(toggle).toHaveAttribute('data-publish', 'on');
});

test('the gallery lightbox opens at 80% of the window and the sub-menu opens without scripts', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/services');
  await page.locator('[data-block-id="pictures"] a').first().click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox).toBeVisible();
  const box = await lightbox.boundingBox();
  expect(Math.round(box!.width)).toBe(800);
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    await plain.getByText('About us', { exact: true }).first().click();
    await expect(
      plain.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test('the lightbox says so when an image cannot be loaded', async ({ page, login, browser, baseURL }) => {
  await signIn(page, login);
  const slug = `e2e-pictures-${unique()}`;
  const created = await page.request.post('/api/admin/website/pages', {
    data: {
      url: `/${slug}`,
      title: { en_US: 'Pictures' },
      metaTitle: {},
      metaDescription: {},
      published: true,
      blocks: {
        en_US: [
          {
            id: 'pictures',
            type: 'gallery',
            title: '',
            mode: 'grid',
            images: [{ src: `/e2e-missing-${unique()}.png`, alt: 'Gone', caption: '' }],
          },
        ],
      },
    },
  });
  expect(created.status()).toBe(200);

  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${slug}`);
    await visitor.locator('[data-block-id="pictures"] a').first().click();
    const lightbox = visitor.locator('dialog.lightbox');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('alert')).toHaveText(
      'The requested content cannot be loaded, please try again later.',
    );
  } finally {
    await visitorContext.close();
  }
});

test("multi_render answers a page's blocks, the blog's included, ready to show", async ({
  page,
  baseURL,
}) => {
  const slug = `/e2e-render-${unique()}`;
  const api = await signedIn(baseURL!, publisher);
  const created = await api.post('/api/admin/website/pages', {
    data: {
      url: slug,
      title: { en_US: 'Rendered alone' },
      metaTitle: {},
      metaDescription: {},
      published: true,
      blocks: {
        en_US: [
          { id: 't', type: 'text', text: 'Fresh from the **blog**' },
          { id: 'l', type: 'latest_posts', blogId: null, limit: 2, template: 'list' },
        ],
      },
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();

  const answer = await rpc(page.request, '/website/multi_render', { ids_or_xml_ids: [id] });
  expect(answer.error).toBeUndefined();
  const html = (answer.result as Record<string, string>)[String(id)]!;
  // Shown on its own in a document of the site (no page scripts there), the fragment brings its
  // blocks and their stylesheet.
  await page.goto('/robots.txt');
  await page.setContent(`<main id="rendered">${html}</main>`, { waitUntil: 'load' });
  const rendered = page.locator('#rendered');
  await expect(rendered.locator('strong')).toHaveText('blog');
  await expect(rendered.locator('.latest-posts__title')).toHaveCount(2);
  await expect(rendered.locator('.latest-posts__title').first()).toHaveAttribute(
    'href',
    /^\/blog\/.+\/post\//,
  );
  const blogSheet = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.includes('/assets/blog'))
      .map((sheet) => sheet.cssRules.length),
  );
  expect(blogSheet).toHaveLength(1);
  expect(blogSheet[0]).toBeGreaterThan(0);
});
