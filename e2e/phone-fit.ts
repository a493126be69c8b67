// What "fits a phone" means to the phone specs: nothing reaches past the device's width, and the boxes a
// shopper reads do not overlap. Measured in the page, against the device width: a mobile browser widens
// its layout viewport (innerWidth) to take in what overflows, so innerWidth would hide the very fault.
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** An element that reaches past the right edge (its right side, as far as no ancestor clips it). */
export interface Overflow {
  element: string;
  right: number;
}

/** Every visible element whose right side, clipped by its scrolling or clipping ancestors, passes `width`. */
export function overflowsOf(
  page: Page,
  width: number,
): Promise<{ scrollWidth: number; overflows: Overflow[] }> {
  return page.evaluate((deviceWidth) => {
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    const overflows: Array<{ element: string; right: number }> = [];
    // What an ancestor that scrolls or clips sideways cuts off is not past the edge (a carousel's next
    // slides); that ancestor is measured itself.
    const visibleRight = (from: Element | null, right: number) => {
      for (let parent = from; parent && right > deviceWidth; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible')
          right = Math.min(right, parent.getBoundingClientRect().right);
      return right;
    };
    const note = (element: Element, right: number) => {
      if (right > deviceWidth + 0.5) overflows.push({ element: describe(element), right: Math.round(right) });
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      note(element, visibleRight(element.parentElement, box.right));
    }
    // Text runs past its box when a word is longer than the box is wide (a product name in a column).
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || getComputedStyle(parent).visibility === 'hidden') continue;
      range.selectNodeContents(text);
      const rights = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.right);
      if (rights.length) note(parent, visibleRight(parent, Math.max(...rights)));
    }
    return { scrollWidth: document.documentElement.scrollWidth, overflows: overflows.slice(0, 12) };
  }, width);
}

/** Asserts that the page fits `width` (scrollWidth and every element), and keeps a screenshot of it. */
export async function expectFits(page: Page, testInfo: TestInfo, name: string, width: number) {
  const measured = await overflowsOf(page, width);
  // Kept in test-results/ (the test's output folder) and attached to the test's report.
  const file = testInfo.outputPath(`${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, scale: 'css' });
  await testInfo.attach(`${name}-${width}.png`, { path: file, contentType: 'image/png' });
  expect.soft(measured.overflows, `${name} at ${width} px: elements past the edge`).toEqual([]);
  expect.soft(measured.scrollWidth, `${name} at ${width} px: page width`).toBeLessThanOrEqual(width);
}

/** The box of a visible element, in page coordinates. */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left, right: box.right };
  });
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** Asserts that no two of these boxes overlap (each must be visible). */
export async function expectApart(name: string, locators: Locator[]) {
  const boxes = await Promise.all(locators.map(boxOf));
  for (const [i, a] of boxes.entries())
    for (const [j, b] of boxes.entries())
      if (j > i) expect.soft(overlap(a, b), `${name}: ${locators[i]} overlaps ${locators[j]}`).toBe(false);
}

/** Asserts that the element lies within the device's width (left and right) and shows its whole text. */
export async function expectWithin(locator: Locator, width: number) {
  const box = await boxOf(locator);
  expect.soft(box.left, `${locator} starts off-screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box.right, `${locator} ends off-screen`).toBeLessThanOrEqual(width);
  const clipped = await locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect.soft(clipped, `${locator} has its text cut off`).toBe(false);
}

/** A phone: mobile emulation (touch, a 3× screen, the layout viewport of a mobile browser), 844 px high. */
export async function phone(browser: Browser, baseURL: string | undefined, width = 390) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    // An address of its own: other specs' failed sign-ins of the demo accounts throttle 127.0.0.1.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}
