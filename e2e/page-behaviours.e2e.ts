// The blocks with a page behaviour in a real browser (issue 15, item 9, the behaviours landed):
// accordion, tabs with the keyboard, the countdown past its date, the go-to-top button (with and
// without motion), the filterable grid and the testimonials slider (1 item, 2 from 768 px).
import { DEMO_ACCOUNTS, expect, hydrated, signedIn, test } from './fixtures';

test('the accordion keeps one item open, by mouse or keyboard', async ({ page }) => {
  await page.goto('/pricing');
  const first = page.getByRole('button', { name: 'Can I change plans?' });
  const second = page.getByRole('button', { name: 'Where are my data?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('On your own machine, in one file.')).toBeVisible();
  await expect(page.getByText('Yes, at any time; the next invoice follows.')).toBeHidden();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('tabs switch by click and by arrow keys', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('tab', { name: 'Business' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('€49 a month.');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Enterprise' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('On quote.');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tabpanel')).toContainText('€19 a month.');
});

test('a page whose blocks have behaviours brings their code, the home page does not', async ({ page }) => {
  // The home page shows no such block: its JavaScript has none of their code (block-code.ts).
  await page.goto('/');
  await hydrated(page);
  const loaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect((await loaded()).some((url) => /interactive-blocks-/.test(url))).toBe(false);
  // Every navigation loads a page (site-server/src/core/site/client-runtime): /pricing brings its blocks' code.
  await page.goto('/pricing');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Business' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('€49 a month.');
  await page.getByRole('button', { name: 'Where are my data?' }).click();
  await expect(page.getByText('On your own machine, in one file.')).toBeVisible();
  expect((await loaded()).some((url) => /interactive-blocks-/.test(url))).toBe(true);
});

test('the countdown to a date that passed shows zeros', async ({ page }) => {
  await page.goto('/pricing');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAttribute('data-countdown-target', '2020-09-20T17:00:00-07:00');
  await expect(timer.locator('strong')).toHaveText(['00', '00', '00', '00']);
  await expect(timer).toContainText('days');
});

test('the go-to-top button shows after 600 px and takes the visitor back up', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/pricing');
  await expect(page.getByRole('tab', { name: 'Business' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Back to the top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('with less motion asked, the go-to-top button jumps at once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    viewport: { width: 800, height: 500 },
  });
  const page = await context.newPage();
  await page.goto('/pricing');
  // The tabs show once the page runs (hydrated): the page has its full height by then.
  await expect(page.getByRole('tab', { name: 'Business' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole('button', { name: 'Back to the top' }).click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('the filterable grid shows one category or all', async ({ page }) => {
  await page.goto('/case-studies');
  const items = page.locator('.filter-grid__item');
  await expect(items.filter({ visible: true })).toHaveCount(4);
  await page.getByRole('button', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Shop', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(items.filter({ visible: true })).toHaveCount(2);
  await expect(page.getByText('A studio’s new site')).toBeHidden();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(items.filter({ visible: true })).toHaveCount(4);
});

test('testimonials show one at a time, two from 768 px, and slide with the buttons', async ({ page }) => {
  const widthRatio = () =>
    page.evaluate(() => {
      const track = document.querySelector<HTMLElement>('.testimonials__track')!;
      const item = track.querySelector<HTMLElement>('.testimonials__item')!;
      return Math.round((item.offsetWidth / track.clientWidth) * 100) / 100;
    });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/case-studies');
  expect(await widthRatio()).toBe(0.5);
  await page.setViewportSize({ width: 600, height: 800 });
  expect(await widthRatio()).toBe(1);
  const track = page.locator('.testimonials__track');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('the video plays in a popup that Escape closes', async ({ page }) => {
  await page.goto('/case-studies');
  await page.getByRole('link', { name: /Watch the bakery’s story/ }).click();
  const popup = page.getByRole('dialog', { name: 'Watch the bakery’s story' });
  await expect(popup).toBeVisible();
  await expect(popup.locator('iframe')).toHaveAttribute('src', /aqz-KE-bpKQ/);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator('.video-popup iframe')).toHaveCount(0);
});

test('the case study’s sidebar stays 85 px from the top while the story scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 500 });
  await page.goto('/case-studies');
  const sidebar = page.locator('.case-study__sidebar');
  await expect(sidebar).toHaveCSS('position', 'sticky');
  await expect(sidebar).toHaveCSS('top', '85px');
  await page.locator('.case-study__story p').nth(5).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const top = await sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(top).toBe(85);
});

test('the preloader covers the page, then fades once it has loaded', async ({ page }) => {
  await page.goto('/case-studies');
  const preloader = page.locator('.preloader');
  await expect(preloader).toHaveClass(/preloader--gone/);
  await expect(preloader).toBeHidden();
  await page.getByRole('button', { name: 'Shop', exact: true }).click();
});

test('blocks after a reveal block appear as their top reaches 70 % of the window, unless less motion is asked', async ({
  browser,
  baseURL,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({
      baseURL,
      reducedMotion,
      viewport: { width: 800, height: 500 },
    });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.getByRole('tab', { name: 'Business' })).toBeVisible();
    const text = page.locator('[data-block-id="pricing-more"]');
    if (reducedMotion === 'reduce') {
      await expect(text).not.toHaveClass(/block--reveal/);
    } else {
      await expect(text).toHaveClass(/block--reveal-pending/);
      await text.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await expect(text).toHaveClass(/block--revealed/);
    }
    await context.close();
  }
});

test('the banner’s picture follows the mouse, unless less motion is asked', async ({ browser, baseURL }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ baseURL, reducedMotion });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.locator('.block--banner').first();
    const picture = banner.locator('.block__background');
    await expect(page.getByRole('link', { name: 'Visit the shop' })).toBeVisible();
    const box = (await banner.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.mouse.move(box.x + 5, box.y + 5);
    if (reducedMotion === 'reduce') await expect(picture).toHaveCSS('transform', 'none');
    else
      await expect
        .poll(() => picture.evaluate((element) => element.style.transform))
        .toContain('translate3d(1');
    await context.close();
  }
});

test('the marketing header sticks after 120 px and folds its menu at 1199 px and below', async ({
  browser,
  baseURL,
  server,
}) => {
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  const settings = (await (await admin.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const { id: _id, logoUrl: _logo, ...input } = settings;
  const setStyle = (headerStyle: string) =>
    admin.put('/api/admin/settings', {
      data: { ...input, headerStyle },
      headers: { 'Content-Type': 'application/json' },
    });
  try {
    expect((await setStyle('marketing')).ok()).toBe(true);
    const context = await browser.newContext({ baseURL, viewport: { width: 1100, height: 600 } });
    const page = await context.newPage();
    await expect(async () => {
      await page.goto('/pricing');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ timeout: 5_000 });
    }).toPass();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.setViewportSize({ width: 1300, height: 600 });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const header = page.locator('header.site-header');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveClass(/site-header--affixed/);
    await context.close();
  } finally {
    await setStyle('shop');
    await admin.dispose();
  }
});

test('the shop’s price range slider narrows the listing, from the keyboard too', async ({ page }) => {
  const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  await page.goto('/shop?order=price_desc');
  const cards = page.locator('.shop-price');
  const dearest = priceOf((await cards.first().textContent())!);
  const highest = page.getByRole('slider', { name: 'Highest' });
  await highest.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/max_price=\d+/);
  const cap = Number(new URL(page.url()).searchParams.get('max_price'));
  expect(cap).toBeLessThan(dearest);
  // Dearest first: the first card is now at most the cap, and so is every other.
  await expect.poll(async () => priceOf((await cards.first().textContent())!)).toBeLessThanOrEqual(cap);
  const prices = (await cards.allTextContents()).map(priceOf);
  expect(prices.every((price) => price <= cap)).toBe(true);
});
