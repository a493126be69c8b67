// The back office's Products screen (issue 4 item 11) in a real browser, as a shop manager: price,
// image and publish changes seen on the public shop, CSV import (all or nothing) and CSV export.
// The worker's server is shared with other spec files: the tests work on products they make themselves.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { productCsvColumns } from '../shared/catalog/admin-contract';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const shopManager = { email: `shop-manager-${run}@example.com`, password: 'shop-manager-pw-1' };
const productName = `Lantern ${run}`;

// A 2×2 PNG.
const smallPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A text input by the start of its label (Mantine adds the required asterisk to the name). */
const textbox = (scope: Page | Locator, label: RegExp) => scope.getByRole('textbox', { name: label });

async function jsonCall(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const response = await request[method](url, { data, headers: { 'Content-Type': 'application/json' } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** Opens the product's page in the back office through the list's search. */
async function openProduct(page: Page, name: string) {
  await openFromMenu(page, 'Shop', 'Products');
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  // Wait for the searched list (the search is debounced) before opening the row.
  await expect(page).toHaveURL(/[?&]search=/);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The product's card in the shop's results (its name also shows in the results' title). */
const productCard = (page: Page) => page.locator('main').getByRole('link', { name: productName });

test.describe.configure({ mode: 'serial' });

test.describe('products in the back office', () => {
  let productUrl = '';
  let productId = 0;

  test.beforeAll(async ({ playwright, server }) => {
    // The admin makes a shop manager and a product of this run, published, through the API.
    const admin = await playwright.request.newContext({ baseURL: server.url });
    try {
      await jsonCall(admin, 'post', '/api/admin/session', DEMO_ACCOUNTS.admin);
      const session = await (await admin.get('/api/admin/session')).json();
      await jsonCall(admin, 'post', '/api/admin/users', {
        email: shopManager.email,
        name: `Shop Manager ${run}`,
        role: 'shop_manager',
        password: shopManager.password,
        companyIds: [session.user.companyId],
      });
      const product = await jsonCall(admin, 'post', '/api/admin/products', {
        name: productName,
        description: 'A lantern for the back-office test.',
        type: 'consu',
        listPrice: 2500,
        price: 2500,
      });
      productUrl = String(product.websiteUrl);
      productId = Number(product.id);
      const published = await jsonCall(admin, 'post', '/website/publish', {
        jsonrpc: '2.0',
        method: 'call',
        params: { id: product.id, object: 'product.template' },
        id: 1,
      });
      expect(published.result).toBe(true);
    } finally {
      await admin.dispose();
    }
  });

  test.beforeEach(async ({ page, login }) => {
    await login(page, shopManager.email, shopManager.password);
    await expect(navbar(page)).toBeVisible();
  });

  test('a shop manager changes the price and sees it on the public product page', async ({
    page,
    browser,
  }) => {
    // Shop managers see Products, and not the admins' screens.
    await expect(navbar(page).getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);
    await openProduct(page, productName);

    await textbox(page, /^Price \(/).fill('123.45');
    await textbox(page, /^List price \(/).fill('150');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, `${productName} is saved.`)).toBeVisible();

    // A visitor (no session) sees the new price, and the list price struck through.
    const visitor = await browser.newContext();
    try {
      const shopPage = await visitor.newPage();
      const response = await shopPage.goto(new URL(productUrl, page.url()).toString());
      expect(response?.status()).toBe(200);
      await expect(shopPage.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(shopPage.locator('main')).toContainText('123.45');
      await expect(shopPage.locator('main')).toContainText('150.00');
    } finally {
      await visitor.close();
    }

    // A price above the list price is refused under the field, and nothing is saved.
    await textbox(page, /^Price \(/).fill('200');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The price cannot be above the list price.')).toBeVisible();
    await page.reload();
    await expect(textbox(page, /^Price \(/)).toHaveValue('123.45');
  });

  test('a shop manager uploads an image and reorders it', async ({ page }) => {
    await openProduct(page, productName);
    await page.getByRole('tab', { name: /^Images/ }).click();
    const images = page.getByRole('region', { name: 'Product images' });
    await expect(images.getByText('No images yet')).toBeVisible();

    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'lantern-front.png', mimeType: 'image/png', buffer: smallPng });
    await expect(notification(page, 'lantern-front.png is added.')).toBeVisible();
    await upload.setInputFiles({ name: 'lantern-side.png', mimeType: 'image/png', buffer: smallPng });
    await expect(notification(page, 'lantern-side.png is added.')).toBeVisible();

    const cards = images.getByRole('img', { name: /^Image \d$/ });
    await expect(cards).toHaveCount(2);
    const [first, second] = [await cards.nth(0).getAttribute('src'), await cards.nth(1).getAttribute('src')];
    // The image is served: the browser decoded it.
    await expect
      .poll(() => cards.nth(0).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await images.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await expect(notification(page, 'The new order is saved.')).toBeVisible();
    await expect(cards.nth(0)).toHaveAttribute('src', second ?? '');
    await page.reload();
    await page.getByRole('tab', { name: /^Images/ }).click();
    await expect(
      page.getByRole('region', { name: 'Product images' }).getByRole('img').nth(0),
    ).toHaveAttribute('src', second ?? '');
    expect(first).not.toBe(second);
  });

  test('unpublishing takes the product off the shop for visitors', async ({ page, browser }) => {
    const visitor = await browser.newContext();
    const shopPage = await visitor.newPage();
    const searchUrl = new URL(`/shop?search=${encodeURIComponent(productName)}`, page.url()).toString();
    try {
      await shopPage.goto(searchUrl);
      await expect(productCard(shopPage).first()).toBeVisible();

      await openProduct(page, productName);
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(notification(page, `${productName} is no longer published.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
      await expect(page.getByText('Not published', { exact: true })).toBeVisible();

      await shopPage.goto(searchUrl);
      await expect(productCard(shopPage)).toHaveCount(0);
      const response = await shopPage.goto(new URL(productUrl, page.url()).toString());
      expect(response?.status()).toBe(404);

      // Published again: back in the shop.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(notification(page, `${productName} is published.`)).toBeVisible();
      await shopPage.goto(searchUrl);
      await expect(productCard(shopPage).first()).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('a CSV import with a bad row imports nothing; a good one creates the products', async ({ page }) => {
    const header = productCsvColumns.join(',');
    const row = (name: string, price: string) =>
      productCsvColumns
        .map((column) =>
          column === 'name'
            ? name
            : column === 'list_price' || column === 'price'
              ? price
              : column === 'type'
                ? 'consu'
                : column === 'published'
                  ? 'true'
                  : '',
        )
        .join(',');
    const first = `Imported Teapot ${run}`;
    const second = `Imported Kettle ${run}`;

    await openFromMenu(page, 'Shop', 'Products');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    const chooseFile = (name: string, text: string) =>
      dialog
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await chooseFile('bad.csv', [header, row(first, '12.50'), row(second, 'abc')].join('\n'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('1 row cannot be imported.');
    const rowErrors = refused.getByRole('table', { name: 'Rows with errors' });
    await expect(rowErrors.getByRole('row').nth(1)).toContainText('2');
    await expect(rowErrors).toContainText('list_price is not a price: "abc".');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Not even the good row was written.
    await page.getByRole('textbox', { name: 'Search products' }).fill(first);
    await expect(page.getByText('No product matches these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await chooseFile('good.csv', [header, row(first, '12.50'), row(second, '30')].join('\n'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: '2 products created, 0 updated.' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('textbox', { name: 'Search products' }).fill(run);
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('link', { name: first })).toBeVisible();
    await expect(table.getByRole('link', { name: second })).toBeVisible();
  });

  test('a CSV export downloads every product with the documented columns', async ({ page }) => {
    await openFromMenu(page, 'Shop', 'Products');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.split(/\r?\n/).filter(Boolean);
    expect(header.split(',')).toEqual([...productCsvColumns]);
    expect(rows.some((line) => line.includes(productName))).toBe(true);
    expect(rows.some((line) => line.includes(`Imported Kettle ${run}`))).toBe(true);
  });

  test('record links open the product; other staff do not see the screen', async ({
    page,
    browser,
    login,
  }) => {
    await page.goto(`/web#return_label=Website&model=product.template&id=${productId}`);
    await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
    await page.getByRole('tab', { name: /^Attributes & variants/ }).click();
    await expect(page.getByRole('table', { name: 'Variants' }).getByRole('row')).toHaveCount(2);

    const publisherContext = await browser.newContext();
    try {
      const publisherPage = await publisherContext.newPage();
      await login(publisherPage, DEMO_ACCOUNTS.publisher.email, DEMO_ACCOUNTS.publisher.password);
      await expect(navbar(publisherPage)).toBeVisible();
      await expect(navbar(publisherPage).getByRole('button', { name: 'Shop', exact: true })).toHaveCount(0);
      await publisherPage.goto(new URL(`/admin/products/${productId}`, page.url()).toString());
      await expect(publisherPage.getByText('You do not have access to this screen.')).toBeVisible();
    } finally {
      await publisherContext.close();
    }
  });

  test('a shop manager makes an attribute, offers it on the product with a price extra and stocks a variant', async ({
    page,
  }) => {
    const attribute = `Finish ${run}`;
    await openFromMenu(page, 'Shop', 'Products');
    await page.getByRole('link', { name: 'Attributes' }).click();
    await page.getByRole('button', { name: 'New attribute' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill(attribute);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, `${attribute} is saved.`)).toBeVisible();
    const card = page.getByRole('region', { name: attribute });
    for (const value of ['Matte', 'Glossy']) {
      await card.getByRole('button', { name: 'Add a value' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill(value);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText(value, { exact: true })).toBeVisible();
    }

    await openProduct(page, productName);
    await page.getByRole('combobox', { name: 'Product type' }).click();
    await page.getByRole('option', { name: 'Stockable' }).click();
    await page.getByRole('combobox', { name: 'Inventory availability' }).click();
    await page.getByRole('option', { name: 'Show inventory and block sales when out of stock' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, `${productName} is saved.`)).toBeVisible();

    await page.getByRole('tab', { name: /^Attributes & variants/ }).click();
    await page.getByRole('combobox', { name: 'Add an attribute' }).click();
    await page.getByRole('option', { name: attribute }).click();
    const line = page.getByRole('region', { name: `Attribute ${attribute}` });
    await line.getByRole('combobox', { name: 'Values' }).click();
    await page.getByRole('option', { name: 'Matte' }).click();
    await page.getByRole('option', { name: 'Glossy' }).click();
    await page.keyboard.press('Escape');
    await line.getByRole('textbox', { name: 'Price extra of Glossy' }).fill('5');
    await page.getByRole('button', { name: 'Save attributes' }).click();
    await expect(notification(page, /it has 2 variants\.$/)).toBeVisible();

    const variants = page.getByRole('table', { name: 'Variants' });
    // The single variant the product had is archived; the two finishes are sold.
    await expect(variants.getByRole('row').filter({ hasText: 'Archived' })).toHaveCount(1);
    await expect(variants.getByRole('row').filter({ hasText: /Matte|Glossy/ })).toHaveCount(2);
    await variants.getByRole('textbox', { name: 'On hand of Glossy' }).fill('3');
    await variants.getByRole('textbox', { name: 'On hand of Glossy' }).press('Tab');
    await expect(notification(page, 'Glossy: 3 on hand.')).toBeVisible();

    // The shop's configurator sees the price extra and the stock of that variant.
    const product = await (await page.request.get(`/api/admin/products/${productId}`)).json();
    const glossy = product.variants.find((variant: { valueNames: string[] }) =>
      variant.valueNames.includes('Glossy'),
    );
    const answer = await page.request.post('/product_configurator/get_combination_info_website', {
      headers: { 'Content-Type': 'application/json' },
      data: {
        jsonrpc: '2.0',
        method: 'call',
        params: {
          product_template_id: productId,
          product_id: false,
          combination: glossy.valueIds,
          add_qty: 1,
        },
        id: 1,
      },
    });
    const { result } = await answer.json();
    expect(result).toMatchObject({ product_id: glossy.id, price: 128.45, virtual_available: 3 });
  });
});
