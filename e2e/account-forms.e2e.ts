// The site's sign-in and sign-up forms in a real browser (issue 25, items 15 and 17): they work for the
// person using them, and a page on another site cannot use them to sign the browser into someone else's
// account (login CSRF).
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, hydrated, mailedLink, test } from './fixtures';

/** A page of another site that posts the sign-in form as soon as it loads. */
function attackerPage(page: Page, target: string, fields: Record<string, string>, referrerPolicy: string) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta name="referrer" content="${referrerPolicy}"><title>Win a prize</title>
        <form method="post" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>`,
    }),
  );
}

test('a page on another site cannot sign the browser into the attacker’s account', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The attacker's own browser fetches a sign-in form and its token.
  const attacker = await playwright.request.newContext({ baseURL });
  const form = await (await attacker.get('/web/login')).text();
  const token = /name="csrf_token" value="([^"]+)"/.exec(form)?.[1];
  expect(token).toBeTruthy();
  await attacker.dispose();
  const fields = {
    login: DEMO_ACCOUNTS.portal.email,
    password: DEMO_ACCOUNTS.portal.password,
    csrf_token: token!,
  };

  // The victim has been on the shop (their browser has its own form key), then opens the attacker's page:
  // with `no-referrer` the post carries `Origin: null`, without it the attacker's origin.
  await page.goto('/');
  for (const policy of ['no-referrer', 'origin']) {
    await attackerPage(page, `${baseURL}/web/login`, fields, policy);
    const posted = page.waitForResponse((response) => response.url() === `${baseURL}/web/login`);
    await page.goto('http://attacker.test/prize');
    expect((await posted).status(), policy).toBe(403);
    await expect(page.getByText('This form has expired or did not come from this site.')).toBeVisible();
    await page.unrouteAll();
  }
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.map((cookie) => cookie.name)).not.toContain('vitrine_session');
  await page.goto('/my');
  await expect(page).toHaveURL(/\/web\/login\?redirect=/);
});

test('signs in on the sign-in form, also when the page came from the shared page cache', async ({
  browser,
  baseURL,
}) => {
  // Two browsers open the form at once: the second may get the page the first one's rendering shared.
  const [first, second] = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  try {
    const pages = [await first.newPage(), await second.newPage()];
    await Promise.all(pages.map((page) => page.goto('/web/login')));
    for (const page of pages) {
      await hydrated(page);
      await page.locator('input[name="login"]').fill(DEMO_ACCOUNTS.portal.email);
      await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.portal.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByRole('heading', { name: /Hello, / })).toBeVisible();
    }
  } finally {
    await first.close();
    await second.close();
  }
});

test('signs in without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/web/login');
    await page.locator('input[name="login"]').fill(DEMO_ACCOUNTS.portal.email);
    await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.portal.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { name: /Hello, / })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('signs up: the form says a message was sent, and the mailed link sets the password and signs in', async ({
  page,
  baseURL,
}) => {
  const email = `newcomer-${Date.now().toString(36)}@example.com`;
  await page.goto('/web/signup');
  await hydrated(page);
  await page.getByLabel('Your name').fill('Nora Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Check your inbox: we sent a message to ${email} with the next step.`,
  );

  // The mail, as the outbox of the back office shows it.
  const link = await mailedLink(baseURL!, email, /https?:\/\/\S+\/web\/signup\?token=\S+/);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Password', { exact: true }).fill('nora-password-1');
  await page.getByLabel('Confirm password').fill('nora-password-1');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: 'Hello, Nora Newcomer!' })).toBeVisible();
});
