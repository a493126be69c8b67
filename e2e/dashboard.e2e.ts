// The back office's home in a real browser (issue 16, done when): a visitor follows a tracked link to the
// shop and pays; the dashboard then shows every figure as the records give it (the visits counted from
// the site_visit rows, the rest as the figures before plus this visitor's click, order and revenue), its
// charts with their tooltips in both themes (the top pages as the records give them: other tests of the
// worker view pages too), the order in "Orders to handle"; the links screen shows the link's revenue.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Dashboard, FigureKey } from '../shared/dashboard/contract';
import { formatMoney } from '../shared/money';
import { localDay } from '../shared/stats';
import { DEMO_ACCOUNTS, expect, rpc, signedIn, test } from './fixtures';
import { orderLamp } from './shop-steps';

const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const count = new Intl.NumberFormat('en-US');

test('a tracked link’s click leads to a paid order; the dashboard and the links screen count it', async ({
  page,
  browser,
  login,
  server,
}) => {
  const admin = await signedIn(server.url, DEMO_ACCOUNTS.admin);
  const name = `Dashboard ${Date.now().toString(36)}`;
  const campaign = await rpc(admin, '/web/dataset/call_kw/utm.campaign/create', {
    model: 'utm.campaign',
    method: 'create',
    args: [{ name }],
    kwargs: {},
  });
  const link = (
    await rpc(admin, '/website_links/new', {
      url: `${server.url}/shop`,
      campaign_id: campaign.result,
      title: name,
    })
  ).result as { id: number; code: string };
  const before = (await (await admin.get('/api/admin/dashboard?days=1')).json()) as Dashboard;
  const figure = (board: Dashboard, key: FigureKey) => board.figures.find((f) => f.key === key)!.current;

  // The visitor: the short link, the shop it opens, the lamp ordered and paid with the demo provider.
  const visitorContext = await browser.newContext({ baseURL: server.url, userAgent: DESKTOP_BROWSER });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/r/${link.code}`);
  await expect(visitor).toHaveURL(/\/shop\?utm_campaign=/);
  const { orderName } = await orderLamp(visitor, {
    country: 'Belgium',
    name: 'Dana Dashboard',
    email: 'dana@example.org',
    street: 'Rue Neuve 1',
    city: 'Bruxelles',
    zip: '1000',
  });
  await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
  await visitor.getByLabel('I agree to the terms and conditions').check();
  await visitor.getByRole('button', { name: /^Pay now/ }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you! Your order is confirmed.');

  // The records: the order (with the links that brought it) and the visits of today, once the visitor's
  // last beacon (the confirmation page's) is in.
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  const order = db
    .prepare(
      `SELECT "id", "amountUntaxed", "currency", "firstLinkId", "lastLinkId" FROM "sale_order" WHERE "name" = ?`,
    )
    .get(orderName) as {
    id: number;
    amountUntaxed: number;
    currency: string;
    firstLinkId: number;
    lastLinkId: number;
  };
  expect(order).toMatchObject({ firstLinkId: link.id, lastLinkId: link.id });
  // Revenue is in the shop's currency; another spec of this worker may have changed it, so an order in
  // another currency counts at that currency's rate (units of it per unit of the shop's currency).
  const rate = db.prepare(`SELECT "rate" FROM "currency" WHERE "code" = ?`).get(order.currency) as
    { rate: string } | undefined;
  const orderRevenue =
    order.currency === before.currency || !rate
      ? order.amountUntaxed
      : Math.round(order.amountUntaxed / Number(rate.rate));
  const today = localDay(new Date());
  await expect
    .poll(
      () =>
        (
          db
            .prepare(
              `SELECT "reachedOrder" FROM "site_visit" WHERE "lastLinkId" = ? ORDER BY "id" DESC LIMIT 1`,
            )
            .get(link.id) as { reachedOrder: number } | undefined
        )?.reachedOrder,
    )
    .toBe(1);
  /** Today's visits as the site_visit rows give them, read when asked. */
  const visitsNow = () =>
    db
      .prepare(
        `SELECT COUNT(*) AS "visits", COUNT(DISTINCT "visitorKey") AS "visitors", SUM("pageViews") AS "pageViews",
                SUM("reachedOrder") AS "ordered" FROM "site_visit" WHERE "day" = ?`,
      )
      .get(today) as { visits: number; visitors: number; pageViews: number; ordered: number };

  const orders = figure(before, 'orders') + 1;
  const revenue = figure(before, 'revenue') + orderRevenue;
  const money = (amount: number) => formatMoney({ amount, currency: before.currency });
  const expectedFigures = (): Record<FigureKey, string> => {
    const visits = visitsNow();
    return {
      visitors: count.format(visits.visitors),
      visits: count.format(visits.visits),
      pageViews: count.format(visits.pageViews),
      orders: count.format(orders),
      revenue: money(revenue),
      averageOrder: money(Math.round(revenue / orders)),
      leads: count.format(figure(before, 'leads')),
      demoRequests: count.format(figure(before, 'demoRequests')),
      newsletterSignups: count.format(figure(before, 'newsletterSignups')),
      clicks: count.format(figure(before, 'clicks') + 1),
      conversion: `${(Math.round((orders * 10_000) / visits.visits) / 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`,
      // No order of this worker comes from a recovery mail's link (e2e/cart-recovery.e2e.ts has its own server).
      recoveredRevenue: money(figure(before, 'recoveredRevenue')),
    };
  };

  await login(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  // The visits and the pages viewed are the worker's, of every test: a visit of an earlier test may
  // still come in (its last beacon), so the screen and the records are read again until they agree.
  // The most viewed pages are other tests' as much as this visitor's: the chart shows the ones the
  // records give (this visitor's views are in the figures).
  const chart = (title: string) => page.getByRole('region', { name: title });
  await expect(async () => {
    await page.goto('/admin/?days=1');
    await expect(page.getByRole('heading', { name: 'Your business at a glance' })).toBeVisible();
    for (const [key, text] of Object.entries(expectedFigures()))
      await expect(page.getByTestId(`figure-${key}`), key).toHaveText(text, { timeout: 10_000 });
    const board = (await (await admin.get('/api/admin/dashboard?days=1')).json()) as Dashboard;
    expect(board.topPages.length).toBeGreaterThan(0);
    for (const { path } of board.topPages)
      await expect(chart('Top pages'), path).toContainText(path, { timeout: 10_000 });
  }).toPass();
  db.close();

  // The charts: drawn, with the campaign and the product; a tooltip names what a bar is.
  for (const title of [
    'Revenue and orders',
    'From visit to order',
    'Top pages',
    'Top products',
    'Link clicks by country',
    'Top campaigns by revenue',
  ])
    await expect(chart(title).locator('.apexcharts-canvas'), title).toBeVisible();
  await expect(chart('Top products')).toContainText('Desk Lamp LED');
  await expect(chart('Top campaigns by revenue')).toContainText(name);
  const bars = chart('Top campaigns by revenue').locator('.apexcharts-bar-area');
  const ours = chart('Top campaigns by revenue').locator('.apexcharts-yaxis-label', { hasText: name });
  await expect(ours).toHaveCount(1);
  await bars.first().hover();
  await expect(chart('Top campaigns by revenue').locator('.apexcharts-tooltip')).toBeVisible();

  // The dark theme: the charts follow it.
  await page.getByRole('button', { name: 'Use the dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(chart('Revenue and orders').locator('.apexcharts-canvas')).toHaveClass(
    /apexcharts-theme-dark/,
  );
  await page.getByRole('button', { name: 'Use the light theme' }).click();

  // The order waits to be handled. The list shows the oldest first and the demo's paid orders wait
  // there too: its "All" link leads to every one, where the order's row opens it.
  const toHandle = page.getByRole('region', { name: 'Orders to handle' });
  await toHandle.getByRole('link', { name: /^All \d+$/ }).click();
  await expect(page).toHaveURL(/\/orders\?state=sale$/);
  await page.getByRole('textbox', { name: 'Search orders' }).fill(orderName);
  await page.getByRole('row').filter({ hasText: orderName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));

  // The links screen: the link's click, order and revenue, by last and by first touch.
  await page.goto('/admin/links/performance?days=0');
  const row = page
    .getByRole('table', { name: 'What links bring' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell')).toHaveText([name, '1', '0', '1', money(orderRevenue), '100 %']);
  await page.getByText('First touch', { exact: true }).click();
  await expect(page).toHaveURL(/touch=first/);
  await expect(row.getByRole('cell')).toHaveText([name, '1', '0', '1', money(orderRevenue), '100 %']);
  await visitorContext.close();
  await admin.dispose();
});
