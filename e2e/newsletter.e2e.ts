// Newsletters in a real browser against the production build with the demo data: a website page with
// the subscribe block and the popup (made through the back-office API), a visitor who subscribes, the
// confirmation mail in the outbox, its unsubscribe link, the popup shown once per list, and the demo
// 'Newsletter sign-up' website form (a hidden list_id; the provider's refusals on its e-mail field).
import { request, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { Page as ListPage, OutboxRow } from '../shared/api/admin';
import type { MailingContactRow, MailingListRow } from '../shared/newsletter/contract';
import { DEMO_ACCOUNTS, expect, openFromMenu, test } from './fixtures';

const { admin } = DEMO_ACCOUNTS;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const signIn = await api.post('/api/admin/session', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.ok()).toBe(true);
  return api;
}

async function demoListId(api: APIRequestContext): Promise<number> {
  const lists = (await (
    await api.get('/api/admin/mailing/lists?q=Newsletter')
  ).json()) as ListPage<MailingListRow>;
  const list = lists.items.find((item) => item.name === 'Newsletter');
  expect(list).toBeTruthy();
  return list!.id;
}

/** A published website page holding `blocks`; answers its path. */
async function websitePage(api: APIRequestContext, blocks: unknown[]): Promise<string> {
  const url = `/newsletter-e2e-${unique()}`;
  const created = await api.post('/api/admin/website/pages', {
    data: {
      url,
      title: { en_US: 'Keep in touch' },
      metaTitle: {},
      metaDescription: {},
      blocks: { en_US: blocks },
      published: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return url;
}

/** Hydrated: the subscribe form leaves the browser's own validation to its script. */
const hydrated = (page: Page) =>
  expect(page.locator('form.newsletter-subscribe').first()).toHaveAttribute('novalidate', '');

/** The mouse goes out of the page through its top edge (towards the tabs). */
async function leaveThroughTheTop(page: Page) {
  await page.mouse.move(300, 200);
  await page.mouse.move(300, 5, { steps: 5 });
  await page.mouse.move(300, -20, { steps: 2 });
}

/**
 * Leaves through the top and checks that no popup comes: the page decides as the mouse leaves
 * (the popup's content is then asked of the server), so once the page has run a frame after the
 * mouse events without asking for it, nothing will show.
 */
async function leaveWithoutPopup(page: Page) {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().includes('/website_mass_mailing/get_content')) asked.push(request.url());
  };
  page.on('request', onRequest);
  await leaveThroughTheTop(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  page.off('request', onRequest);
  expect(asked).toEqual([]);
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('a visitor subscribes with the block, confirms with the mail, and unsubscribes with its link', async ({
  browser,
  server,
}) => {
  const api = await adminApi(server.url);
  const listId = await demoListId(api);
  const path = await websitePage(api, [
    { id: 'news', type: 'newsletter', listId, title: 'Our newsletter', display: 'inline' },
  ]);
  const email = `e2e-${unique()}@vitrine-test.org`;

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(path);
  const block = page.locator('.newsletter-block');
  await expect(block.getByRole('heading', { name: 'Our newsletter' })).toBeVisible();
  // The block's stylesheet is in the head of the pages that show it (and only of those).
  await expect(page.locator('head style[data-href*="/assets/newsletter"]')).toHaveCount(1);
  await hydrated(page);
  const input = block.getByRole('textbox', { name: 'Your e-mail address' });
  const button = block.getByRole('button', { name: 'Subscribe' });

  // Not text@text: the block is flagged, nothing is sent.
  await input.fill('not-an-address');
  await button.click();
  await expect(block.locator('form')).toHaveClass(/newsletter-subscribe--error/);
  await expect(block.getByRole('alert')).toHaveText('An email address must contain a single @');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill(email);
  await expect(block.locator('form')).not.toHaveClass(/newsletter-subscribe--error/);
  await button.click();
  await expect(block.getByRole('status')).toHaveText(
    'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
  );
  await expect(input).toBeHidden();
  await expect(button).toBeHidden();

  /** The text of the newest mail to the visitor with `subject`. */
  const mailText = async (subject: string) => {
    const outbox = (await (await api.get('/api/admin/outbox')).json()) as ListPage<OutboxRow>;
    const row = outbox.items.find((mail) => mail.to === email && mail.subject === subject);
    expect(row, subject).toBeTruthy();
    return ((await (await api.get(`/api/admin/outbox/${row!.id}`)).json()) as OutboxRow & { text: string })
      .text;
  };
  // Double opt-in: the link of the confirmation mail subscribes.
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(
    await mailText('Confirm your subscription to Newsletter'),
  )?.[0];
  await page.goto(confirm!);
  await expect(page.locator('.newsletter-subscribe').getByRole('status')).toHaveText(
    'Your subscription is confirmed. Thanks for subscribing!',
  );

  // Back later: is_subscriber answers for this browser.
  await page.goto(path);
  await expect(block.getByRole('status')).toHaveText('You are subscribed to this newsletter.');
  await expect(block.getByRole('textbox')).toBeHidden();

  // The welcome mail is in the outbox, with the unsubscribe link; the link asks first.
  const link = /https?:\/\/\S+\/mailing\/unsubscribe\?\S+/.exec(
    await mailText('Your subscription to Newsletter'),
  )?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText(`Unsubscribe ${email} from "Newsletter"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText(`${email} is unsubscribed from "Newsletter"`);
  const contacts = async () =>
    (
      (await (
        await api.get(`/api/admin/mailing/lists/${listId}/contacts?q=${encodeURIComponent(email)}`)
      ).json()) as ListPage<MailingContactRow>
    ).items;
  expect((await contacts())[0]?.isSubscriber).toBe(false);

  // A tampered link changes nothing.
  await page.goto(link!.replace(/token=[^&]+/, 'token=forged'));
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');

  await page.goto(link!);
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Welcome back! ${email} is subscribed to "Newsletter" again.`,
  );
  expect((await contacts())[0]?.isSubscriber).toBe(true);
  await context.close();
  await api.dispose();
});

test("the demo 'Newsletter sign-up' form: its hidden list_id, the provider's refusal on the e-mail field", async ({
  browser,
  server,
}) => {
  const api = await adminApi(server.url);
  const listId = await demoListId(api);
  const forms = (await (await api.get('/api/admin/forms?q=Newsletter%20sign-up')).json()) as ListPage<{
    id: number;
    name: string;
  }>;
  const formId = forms.items.find((form) => form.name === 'Newsletter sign-up')!.id;
  const email = `form-${unique()}@vitrine-test.org`;

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(`/website/form/${formId}`);
  const form = page.locator('.website-form form');
  await expect(form).toHaveAttribute('novalidate', '');
  const status = page.locator('.website-form').getByRole('status');
  await expect(form.locator('input[type="hidden"][name="list_id"]')).toHaveValue(String(listId));

  // The form's own check lets it through; the newsletter provider refuses it, on the e-mail field.
  await page.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill('asdf@asdf.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const field = page.locator('[data-field="email"]');
  await field.hover();
  await expect(field.getByRole('tooltip')).toHaveText(
    'This email address looks fake or invalid. Please enter a real email address.',
  );
  await expect(status).toHaveText('Please fill in the form correctly.');

  // A list_id changed in the page is refused, and said in the status (no field shows it).
  await page.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill(email);
  await form.locator('input[name="list_id"]').evaluate((input: HTMLInputElement) => (input.value = '999999'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(status).toHaveText(
    'Please fill in the form correctly. This form has changed since the page was loaded. Reload the page and try again.',
  );

  await page.reload();
  await expect(form).toHaveAttribute('novalidate', '');
  await page.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Form Visitor');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(status).toHaveText('Thank you for subscribing! A confirmation is on its way to your inbox.');
  const contacts = (await (
    await api.get(`/api/admin/mailing/lists/${listId}/contacts?q=${encodeURIComponent(email)}`)
  ).json()) as ListPage<MailingContactRow>;
  // Subscribed once its owner opens the link of the mail (double opt-in).
  expect(contacts.items[0]).toMatchObject({ email, name: 'Form Visitor', isSubscriber: false });
  await context.close();
  await api.dispose();
});

test('the popup shows once per list when the mouse leaves the page, never to a subscriber', async ({
  browser,
  server,
}) => {
  const api = await adminApi(server.url);
  const listId = await demoListId(api);
  const path = await websitePage(api, [
    { id: 'inline', type: 'newsletter', listId, display: 'inline' },
    { id: 'popup', type: 'newsletter', listId, display: 'popup' },
  ]);

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Stay in touch' });
  await expect(dialog).toBeHidden();

  await leaveThroughTheTop(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Our news, new products and offers, once a month in your inbox.');
  await expect(dialog.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === `newsletter_popup_${listId}`)?.value).toBe('1');

  // Esc closes it; leaving again, or on the next visit, shows nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await leaveWithoutPopup(page);
  await page.reload();
  await hydrated(page);
  await leaveWithoutPopup(page);
  await context.close();

  // Nor does a visitor who just subscribed (and waits for the confirmation mail).
  const subscriberContext = await browser.newContext({ baseURL: server.url });
  const subscriber = await subscriberContext.newPage();
  await subscriber.goto(path);
  await hydrated(subscriber);
  const block = subscriber.locator('.newsletter-block');
  await block.getByRole('textbox', { name: 'Your e-mail address' }).fill(`e2e-${unique()}@vitrine-test.org`);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('status')).toHaveText(
    'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
  );
  await leaveWithoutPopup(subscriber);
  await subscriberContext.close();

  // In editor mode the popup stays off; a note says where it is.
  const editorContext = await browser.newContext({ baseURL: server.url });
  const editor = await editorContext.newPage();
  await editor.goto('/web/login');
  await editor.locator('input[name="login"]').fill(admin.email);
  await editor.locator('input[name="password"]').fill(admin.password);
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await editor.waitForURL(/\/admin\//);
  await editor.goto(`${path}?enable_editor=1`);
  await expect(editor.getByText('Newsletter popup of the list "Newsletter"')).toBeVisible();
  await hydrated(editor);
  await leaveWithoutPopup(editor);
  await editorContext.close();
  await api.dispose();
});

test('a publisher finds the subscribers of a list and sends it a newsletter from the back office', async ({
  page,
  login,
  server,
}) => {
  const { publisher } = DEMO_ACCOUNTS;
  await login(page, publisher.email, publisher.password);
  await openFromMenu(page, 'Marketing', 'Newsletter');
  await page.getByRole('table', { name: 'Mailing lists' }).getByRole('link', { name: 'Newsletter' }).click();
  const subscribers = page.getByRole('table', { name: 'Subscribers' });
  await expect(subscribers.getByRole('cell', { name: 'john.smith@example.com' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search subscribers' }).fill('lucia');
  await expect(subscribers.getByRole('row')).toHaveCount(2);
  await expect(subscribers.getByText('Unsubscribed')).toBeVisible();

  await page.getByRole('tab', { name: 'Send a newsletter' }).click();
  const subject = `Autumn news ${unique()}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello **everyone**,\n\nOur autumn collection is here.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the newsletter"]');
  await expect(preview.locator('strong')).toHaveText('everyone');
  // The first subscriber's copy (Marie reads French), with her own unsubscribe link.
  await expect(preview.locator('body')).toContainText('Se désabonner');
  await expect(preview.locator('a').last()).toHaveAttribute('href', /\/mailing\/unsubscribe\?list_id=/);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Send this newsletter?' })
    .getByRole('button', { name: 'Send' })
    .click();
  const sent = page.getByRole('table', { name: 'Newsletters sent' });
  await expect(sent.getByRole('row', { name: new RegExp(subject) })).toBeVisible();

  // One copy per current subscriber in the outbox, none for the one who unsubscribed.
  const api = await adminApi(server.url);
  const outbox = (await (await api.get('/api/admin/outbox')).json()) as ListPage<OutboxRow>;
  const copies = outbox.items.filter((mail) => mail.subject === subject).map((mail) => mail.to);
  expect(copies).toContain('john.smith@example.com');
  expect(copies).toContain('marie.dupont@example.com');
  expect(copies).not.toContain('lucia.garcia@example.com');
  await api.dispose();
});
