// The demo's content in a real browser (issue 26, item 6): the home's hero reads cleanly on a laptop and
// on a phone (no words in its picture, no text over another) and its "A project in mind?" leads to the
// contact page, in every language; the page editor tells a publisher which languages of a page lack
// translations, and the demo's home lacks none.
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signedIn, test } from './fixtures';

const { publisher } = DEMO_ACCOUNTS;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** The home's hero at one window size: its texts apart, inside it, and its picture without words. */
async function checkHero(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/');
  const hero = page.locator('[data-block-type="banner"]');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  const heroBox = await boxOf(hero);
  const texts = [
    await boxOf(hero.getByRole('heading', { level: 1 })),
    await boxOf(hero.locator('.block__subtitle')),
    await boxOf(hero.getByRole('link', { name: 'Visit the shop' })),
  ];
  for (const [index, box] of texts.entries()) {
    expect(inside(box, heroBox), `text ${index} inside the hero at ${size.width}px`).toBe(true);
    for (const other of texts.slice(index + 1))
      expect(overlaps(box, other), `texts apart at ${size.width}px`).toBe(false);
  }
  // The picture behind the headline has no words of its own to sit under it.
  const src = await hero.locator('img.block__background').getAttribute('src');
  const picture = await page.request.get(src!);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
  expect(await picture.text()).not.toMatch(/<text\b/);
}

test("the demo home's hero reads cleanly on a laptop and a phone, and its call to action leads to Contact", async ({
  page,
}) => {
  await checkHero(page, { width: 1280, height: 800 });
  await checkHero(page, { width: 390, height: 844 });

  const contact = page
    .locator('[data-block-type="call_to_action"]')
    .filter({ hasText: 'A project in mind?' });
  await contact.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('heading', { name: 'Write to us' })).toBeVisible();

  await page.goto('/fr');
  const french = page
    .locator('[data-block-type="call_to_action"]')
    .filter({ hasText: 'Un projet en tête ?' });
  await french.getByRole('link', { name: 'Nous écrire' }).click();
  await expect(page).toHaveURL(/\/fr\/contactus$/);
  await expect(page.getByRole('heading', { name: 'Écrivez-nous' })).toBeVisible();
});

test('the page editor shows a publisher which languages of a page lack translations', async ({
  page,
  login,
  baseURL,
}) => {
  const url = `/e2e-translations-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const cta = (title: string, label: string) => ({
    id: 'contact',
    type: 'call_to_action',
    title,
    text: '',
    button: { label, url: '/contactus' },
  });
  const api = await signedIn(baseURL!, publisher);
  let id: number;
  try {
    const created = await api.post('/api/admin/website/pages', {
      data: {
        url,
        title: { en_US: 'Opening hours', fr_FR: 'Horaires' },
        metaTitle: {},
        metaDescription: { en_US: 'When the workshop is open.' },
        // French has its own blocks with the button's label left in English; Spanish has none.
        blocks: {
          en_US: [cta('Come and see us', 'Contact us')],
          fr_FR: [cta('Venez nous voir', 'Contact us')],
        },
        published: true,
      },
    });
    expect(created.status()).toBe(200);
    id = ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }

  await login(page, publisher.email, publisher.password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.goto(`/admin/website/pages/${id}`);
  const tabs = page.getByRole('radiogroup', { name: 'Language being edited' });
  const missingIn = (language: string) =>
    tabs.locator('label', { hasText: language }).locator('[data-missing-translations]');
  await expect(missingIn('Français')).toHaveText('2');
  await expect(missingIn('Español')).toHaveText('3');
  await expect(missingIn('English')).toHaveCount(0);

  await tabs.locator('label', { hasText: 'Español' }).click();
  const spanish = page.locator('[data-translation-notice="es_ES"]');
  await expect(spanish).toContainText('Missing in Español');
  await expect(spanish).toContainText('The title');
  await expect(spanish).toContainText('The blocks: visitors see the English ones');

  await tabs.locator('label', { hasText: 'Français' }).click();
  const french = page.locator('[data-translation-notice="fr_FR"]');
  await expect(french).toContainText('The meta description');
  await expect(french).toContainText('1 text of the blocks empty or as in English');
  const block = page.locator('[data-block-editor="call_to_action"]');
  await expect(block.getByText('1 text to translate')).toBeVisible();

  // Translating what was missing clears the badges, as the staff types.
  await block.getByRole('textbox', { name: 'Button label' }).fill('Nous écrire');
  await expect(block.getByText('1 text to translate')).toHaveCount(0);
  await expect(missingIn('Français')).toHaveText('1');
  await page.getByRole('textbox', { name: 'Meta description' }).fill('Quand l’atelier est ouvert.');
  await expect(missingIn('Français')).toHaveCount(0);
  await expect(french).toHaveCount(0);

  // The demo's home page is translated whole: no language lacks anything.
  const pages = await signedIn(baseURL!, publisher);
  try {
    // Listed by address: '/' comes first.
    const list = (await (await pages.get('/api/admin/website/pages')).json()) as {
      items: Array<{ id: number; url: string }>;
    };
    const home = list.items.find((row) => row.url === '/')!;
    await page.goto(`/admin/website/pages/${home.id}`);
  } finally {
    await pages.dispose();
  }
  await expect(tabs.locator('label', { hasText: 'Français' })).toBeVisible();
  await expect(page.locator('[data-missing-translations]')).toHaveCount(0);
  await expect(page.locator('[data-translation-notice]')).toHaveCount(0);
});
