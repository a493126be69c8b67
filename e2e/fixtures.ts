import Database from 'better-sqlite3';
import path from 'node:path';
import {
  expect,
  request as httpRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { DEMO_ADMIN, startProductionServer } from '../scripts/lib/production-server.mjs';
import { startFakeStripe, type FakeStripe } from '../site-server/src/testing/fake-stripe';
import { FIRST_START_MS } from './own-server';

export { expect };

/** The production server a worker's tests share: a fresh data dir with the demo data. */
export interface VitrineServer {
  url: string;
  dataDir: string;
}

export type SignIn = (page: Page, email: string, password: string) => Promise<void>;

interface TestFixtures {
  /** Signs in through the back office's form at /admin/ (the page stays on /admin). */
  login: SignIn;
  /** Signs in through the public site's form at /web/login. */
  siteLogin: SignIn;
}

interface WorkerFixtures {
  server: VitrineServer;
  /** The worker's stand-in for Stripe (its API and Stripe.js); the server is pointed at it. */
  stripe: FakeStripe;
}

export const DEMO_ACCOUNTS = {
  admin: DEMO_ADMIN,
  publisher: { email: 'publisher@example.com', password: 'demo-password-1' },
  portal: { email: 'portal@example.com', password: 'demo-password-1' },
} as const;

/** A JSON-RPC call (SPEC §7): the answer's result, or its error. */
export async function rpc(api: APIRequestContext, path: string, params: Record<string, unknown>) {
  const answer = await api.post(path, { data: { jsonrpc: '2.0', method: 'call', params, id: 1 } });
  return (await answer.json()) as { result?: unknown; error?: { data: { name: string; message: string } } };
}

/** The back office's navbar sections (Website, Shop, Sales, Marketing, Settings): one is open at a time. */
export type MenuSection = 'Website' | 'Shop' | 'Sales' | 'Marketing' | 'Settings';

/** Opens a back-office screen from the navbar, opening its section first when it is closed. */
export async function openFromMenu(page: Page, section: MenuSection, entry: string): Promise<void> {
  const navbar = page.getByRole('navigation', { name: 'Back office' });
  const button = navbar.getByRole('button', { name: section, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await navbar.getByRole('link', { name: entry, exact: true }).click();
}

/** An HTTP client signed in as `account` through the site's JSON-RPC sign-in (dispose it when done). */
export async function signedIn(baseURL: string, account: { email: string; password: string }) {
  const api = await httpRequest.newContext({ baseURL });
  expect(
    (await rpc(api, '/web/session/authenticate', { login: account.email, password: account.password })).error,
  ).toBeUndefined();
  return api;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stripe: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeStripe();
      try {
        await use(fake);
      } finally {
        await fake.close();
      }
    },
    { scope: 'worker' },
  ],

  server: [
    async ({ stripe }, use) => {
      const running = await startProductionServer({
        env: {
          STRIPE_API_BASE: stripe.url,
          STRIPE_JS_URL: stripe.jsUrl,
          SEED_DEMO: '1',
          ADMIN_EMAIL: DEMO_ADMIN.email,
          ADMIN_PASSWORD: DEMO_ADMIN.password,
          DEMO_PASSWORD: 'demo-password-1',
          LOG_LEVEL: 'warn',
          // Every test of a worker signs in from 127.0.0.1: the per-address limit (20 a minute, tested
          // in accounts.test.ts) would refuse the later ones.
          SIGN_IN_LIMIT_PER_MINUTE: '600',
          // A change shows in the next /sitemap.xml (production keeps it a minute, rebuilding in the background).
          SITEMAP_MIN_AGE_MS: '0',
          // Visitors "from" a country: the price list spec sends X-Forwarded-For as a proxy would.
          TRUST_PROXY: '1',
        },
        healthTimeoutMs: FIRST_START_MS,
        echo: process.env.E2E_SERVER_LOG === '1',
      });
      stripe.webhookUrl = `${running.url}/payment/stripe/webhook`;
      try {
        await use({ url: running.url, dataDir: running.dataDir });
      } finally {
        await running.stop();
      }
    },
    { scope: 'worker', timeout: FIRST_START_MS + 30_000 },
  ],

  // A public page loads whole (the site's browser runtime has no client-side navigation): an action
  // on a page not hydrated yet would act on plain HTML and be lost to hydration. Each action first waits
  // for the page's hydration; pages without JavaScript and the back office are left alone.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false)
      await page.addLocatorHandler(unhydratedSitePage(page), () => hydrated(page));
    await use(page);
  },

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  login: async ({ server }, use) => {
    await use((page, email, password) => signInToBackOffice(page, server.url, email, password));
  },

  siteLogin: async ({ server }, use) => {
    await use(async (page, email, password) => {
      await page.goto(`${server.url}/web/login`);
      await page.locator('input[name="login"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForLoadState('domcontentloaded');
    });
  },
});

/** Signs in on the back office's screen of the server at `url` (a spec's own server, or the worker's). */
export async function signInToBackOffice(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/admin/`);
  // The back office labels the field "E-mail"; accept "Email" too.
  await page
    .locator('input')
    .and(page.getByLabel(/^e-?mail/i))
    .fill(email);
  await page
    .locator('input')
    .and(page.getByLabel(/^password/i))
    .fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The first variant of the demo product `slug`, read from the server's database file. */
export function demoVariantOf(server: VitrineServer, slug: string): number {
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT p."id" FROM "product_product" p JOIN "product_template" t ON t."id" = p."templateId"
         WHERE t."slug" = ? ORDER BY p."id" LIMIT 1`,
      )
      .get(slug) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * The link of the last mail the outbox holds for `email` whose text matches `pattern` (read through the
 * back office's API as the demo administrator), once it is there.
 */
export async function mailedLink(baseURL: string, email: string, pattern: RegExp): Promise<URL> {
  const admin = await signedIn(baseURL, DEMO_ACCOUNTS.admin);
  try {
    const mailTo = async () => {
      const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
        items: Array<{ id: number; to: string }>;
      };
      return outbox.items.find((item) => item.to === email)?.id;
    };
    await expect.poll(mailTo).toBeTruthy();
    const { text } = (await (await admin.get(`/api/admin/outbox/${await mailTo()}`)).json()) as {
      text: string;
    };
    return new URL(pattern.exec(text)![0]);
  } finally {
    await admin.dispose();
  }
}

/** The document of a public page whose browser runtime has not hydrated it yet. */
export const unhydratedSitePage = (page: Page) =>
  page.locator('html:not([data-hydrated]):has(link[rel="modulepreload"][href*="/entry.client-"])');

/** Waits until the page has hydrated: its elements have their behaviour (site-server/src/entry.client.tsx). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
    timeout: 20_000,
  });
}
