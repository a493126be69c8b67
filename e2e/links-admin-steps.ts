// What the back office's Links specs share: the publisher's sign-in, the screens' fields and rows, and
// links, campaigns and clicks made through the server's own calls (faster than through the screens).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TrackedLink } from '../shared/links/contract';
import type { UtmValueRow } from '../shared/links/admin-contract';
import { DEMO_ACCOUNTS, expect } from './fixtures';

const { publisher } = DEMO_ACCOUNTS;

/** A suffix that keeps records of this run apart from the others on the shared server. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export const MOBILE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
export const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
/** Rows of the links table (the header row left out). */
export const linkRows = (page: Page) =>
  page.getByRole('table', { name: 'Tracked links' }).locator('tbody tr');

/** A text field or a select by its accessible name. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
}

/** Picks `option` in a Mantine Select (a combobox opened by clicking its input). */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function signIn(
  page: Page,
  login: (page: Page, email: string, password: string) => Promise<void>,
) {
  // A publisher, not the admin: the Links screens are for all staff.
  await login(page, publisher.email, publisher.password);
  await expect(navbar(page)).toBeVisible();
}

export async function createCampaign(request: APIRequestContext, name: string): Promise<UtmValueRow> {
  const answer = await request.post('/api/admin/utm/campaign', { data: { name } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as UtmValueRow;
}

export interface CreatedLink {
  id: number;
  code: string;
  shortUrl: string;
  url: string;
}

/** Creates a link through the link tracker page's call (SPEC §7 POST /website_links/new). */
export async function createLink(
  request: APIRequestContext,
  input: { url: string; title?: string; campaignId?: number },
): Promise<CreatedLink> {
  const answer = await request.post('/website_links/new', {
    data: {
      jsonrpc: '2.0',
      method: 'call',
      id: 1,
      params: { url: input.url, title: input.title ?? null, campaign_id: input.campaignId ?? false },
    },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { result?: TrackedLink | { error: string } };
  const link = body.result;
  if (!link || 'error' in link) throw new Error(`The link was not created: ${JSON.stringify(body)}`);
  return { id: link.id, code: link.code, shortUrl: link.short_url, url: link.url };
}

/** Follows the short link once, as a visitor would (without going on to the target). */
export async function click(request: APIRequestContext, code: string, headers: Record<string, string>) {
  const answer = await request.get(`/r/${code}`, { maxRedirects: 0, headers });
  expect(answer.status()).toBe(302);
}
