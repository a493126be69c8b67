/**
 * The public site's pages over HTTP, as a browser without JavaScript sees them: the real server
 * (createApp on a fresh SQLite data dir, demo data) with the site rendered through its Vite dev server,
 * so no build is needed. The browser tests in e2e/ cover the production build and hydration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../testing/site-test-server';
import { t } from '@shared/i18n';
import { TEST_ADMIN, TestClient, type TestServer, decodeHtml } from '../../testing/test-server';
import { User } from '../../features/accounts/user.entity';
import { OutboxMail } from '../mail';

const PORTAL = { email: 'portal@example.com', password: 'demo-password-1' };
const PUBLISHER = { email: 'publisher@example.com', password: 'demo-password-1' };

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startSiteTestServer();
  baseUrl = server.url;
});

afterAll(async () => {
  await server?.close();
});

/** A visitor without JavaScript: fetches pages, posts their forms with the csrf_token they carry. */
class Visitor extends TestClient {
  async submit(formPage: string, fields: Record<string, string>, action = formPage) {
    const { html } = await this.page(formPage);
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
    expect(csrfToken, `a csrf_token on ${formPage}`).toBeTruthy();
    const response = await this.request('POST', action, {
      body: new URLSearchParams({ csrf_token: csrfToken!, ...fields }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }
}

const visitor = () => new Visitor(baseUrl);
const decode = decodeHtml;

describe('layout', () => {
  it('renders the home page on the server with the menu, language switch and footer', async () => {
    const { status, html } = await visitor().page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en-US"');
    for (const label of ['Home', 'About us', 'Cart', 'Sign in']) expect(html).toContain(`>${label}<`);
    expect(html).toContain('href="/website/lang/default?r=%2F"');
    expect(html).toContain('href="/website/lang/fr_FR?r=%2F"');
    expect(html).toContain('href="/website/lang/es_ES?r=%2F"');
    expect(html).toMatch(/class="site-footer__copyright">Copyright © \d{4} /);
    expect(html).toContain('window.__reactRouterContext');
  });

  it('serves each page under the language prefixes, in that language', async () => {
    const french = await visitor().page('/fr/aboutus');
    expect(french.status).toBe(200);
    expect(french.html).toContain('<html lang="fr-FR"');
    expect(decode(french.html)).toContain(`>${t('fr_FR', 'site.signIn')}<`);
    // The switch names the page without its prefix.
    expect(french.html).toContain('href="/website/lang/default?r=%2Faboutus"');

    const spanish = await visitor().page('/es');
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain('<html lang="es-ES"');
    expect(spanish.html).toContain('href="/es/aboutus"');
  });

  it('answers 404 with the site layout for an unknown page or language prefix', async () => {
    for (const unknown of ['/no-such-page', '/de/aboutus', '/fr/no-such-page']) {
      const { status, html } = await visitor().page(unknown);
      expect(status, unknown).toBe(404);
      expect(html).toContain('class="site-header ');
      expect(html).toContain('data-status="404"');
    }
    expect(decode((await visitor().page('/fr/nope')).html)).toContain(t('fr_FR', 'error.notFoundTitle'));
  });
});

describe('sign-in', () => {
  it('refuses a wrong password with the server message, keeping the login', async () => {
    const { status, html } = await visitor().submit('/web/login', {
      login: PORTAL.email,
      password: 'wrong-password',
    });
    expect(status).toBe(401);
    expect(html).toContain('Wrong login or password');
    expect(html).toContain(`value="${PORTAL.email}"`);
  });

  it('sends a portal user to /my and staff to /admin/', async () => {
    const portal = visitor();
    const signedIn = await portal.submit('/web/login', { login: PORTAL.email, password: PORTAL.password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe('/my');
    const home = await portal.page('/my');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Hello, Carl Customer!');
    expect(home.html).toContain(PORTAL.email);
    expect(home.html).toContain('>My account<');

    const admin = await visitor().submit('/web/login', {
      login: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(admin.location).toBe('/admin/');
  });

  it('follows a local redirect parameter and ignores any other', async () => {
    const local = await visitor().submit('/web/login?redirect=/aboutus', {
      login: PORTAL.email,
      password: PORTAL.password,
    });
    expect(local.location).toBe('/aboutus');
    const elsewhere = await visitor().submit('/web/login?redirect=//evil.example', {
      login: PORTAL.email,
      password: PORTAL.password,
    });
    expect(elsewhere.location).toBe('/my');
  });

  it('refuses a form post without the csrf_token', async () => {
    const response = await visitor().request('POST', '/web/login', {
      body: new URLSearchParams({ login: PORTAL.email, password: PORTAL.password }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(403);
  });

  it('sends anonymous visitors of /my to the sign-in page', async () => {
    const { status, location } = await visitor().page('/my');
    expect(status).toBe(302);
    expect(location).toBe('/web/login?redirect=/my');
  });

  it('signs out with a POST and goes home', async () => {
    const portal = visitor();
    await portal.submit('/web/login', { login: PORTAL.email, password: PORTAL.password });
    const out = await portal.submit('/my', {}, '/web/session/logout');
    expect(out.status).toBe(302);
    expect(out.location).toBe('/');
    expect((await portal.page('/my')).status).toBe(302);
  });
});

describe('sign-up and password reset', () => {
  /** The newest mail the outbox holds for `email`. */
  const lastMailTo = (email: string) =>
    server.dataSource
      .getRepository(OutboxMail)
      .findOneOrFail({ where: { to: email }, order: { id: 'DESC' } });
  const linkIn = (text: string, page: string) => {
    const link = new URL(new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(text)![0]);
    return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
  };
  /** Signs up `email` through the form and the mailed link, with `password`. */
  async function signUp(name: string, email: string, password: string) {
    expect((await visitor().submit('/web/signup', { name, email })).status).toBe(200);
    const link = linkIn((await lastMailTo(email)).text, '/web/signup');
    const person = visitor();
    const done = await person.submit(link.path, { token: link.token, password, confirm_password: password });
    expect(done.location).toBe('/my');
    return { person, link };
  }

  it('mails a link to the address, whose page sets the password, signs in and opens /my', async () => {
    const newcomer = visitor();
    const sent = await newcomer.submit('/web/signup', { name: 'Nina New', email: 'nina@example.com' });
    expect(sent.status).toBe(200);
    expect(decode(sent.html)).toContain(t('en_US', 'signup.sent', 'nina@example.com'));
    expect(newcomer.cookie('vitrine_session')).toBeUndefined();

    const mail = await lastMailTo('nina@example.com');
    expect(mail.subject).toMatch(/^Finish creating your account at /);
    const link = linkIn(mail.text, '/web/signup');
    const person = visitor();
    const form = await person.page(link.path);
    expect(form.html).toContain(`name="token" value="${link.token}"`);
    expect(form.html).toContain('Choose your password');
    const mismatch = await person.submit(link.path, {
      token: link.token,
      password: 'nina-password-1',
      confirm_password: 'something-else',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('The passwords do not match.');

    const fields = { token: link.token, password: 'nina-password-1', confirm_password: 'nina-password-1' };
    const created = await person.submit(link.path, fields);
    expect(created.status).toBe(302);
    expect(created.location).toBe('/my');
    expect((await person.page('/my')).html).toContain('Hello, Nina New!');
    // The link works once.
    expect((await visitor().submit(link.path, fields)).html).toContain(
      'This link is invalid or has expired.',
    );
  });

  it('answers an address that has an account exactly as a new one, and mails its owner instead', async () => {
    const answerFor = async (email: string) => {
      const { status, html } = await visitor().submit('/web/signup', { name: 'Someone', email });
      // What differs between any two answers: the address typed, the page's nonce and csrf token.
      const page = html
        .replaceAll(email, 'ADDRESS')
        .replace(/nonce="[^"]*"|'nonce-[^']*'/g, '')
        .replace(/(name="csrf_token" value="|csrfToken\\",\\")[\w.-]+/g, '$1');
      return { status, page };
    };
    const taken = await answerFor(PORTAL.email);
    const free = await answerFor('someone-new@example.com');
    expect(taken.status).toBe(200);
    expect(taken).toEqual(free);

    const notice = await lastMailTo(PORTAL.email);
    expect(notice.subject).toMatch(/^Your account at /);
    expect(notice.text).toContain('already has one');
    expect(notice.text).toMatch(/\/web\/login\n/);
    expect(notice.text).toContain('/web/reset_password');
    expect(notice.text).not.toContain('token=');
    // The account is as it was: one user, the same password.
    expect(await server.dataSource.getRepository(User).countBy({ email: PORTAL.email })).toBe(1);
    expect(
      (await visitor().submit('/web/login', { login: PORTAL.email, password: PORTAL.password })).location,
    ).toBe('/my');
  });

  it('sends a new link to an address whose sign-up was never finished, and the older one stops working', async () => {
    await visitor().submit('/web/signup', { name: 'Una Unfinished', email: 'una@example.com' });
    const first = linkIn((await lastMailTo('una@example.com')).text, '/web/signup');
    await visitor().submit('/web/signup', { name: 'Una Again', email: 'una@example.com' });
    const second = linkIn((await lastMailTo('una@example.com')).text, '/web/signup');
    expect(second.token).not.toBe(first.token);
    const fields = { password: 'una-password-1', confirm_password: 'una-password-1' };
    expect((await visitor().submit(first.path, { ...fields, token: first.token })).status).toBe(400);
    const person = visitor();
    expect((await person.submit(second.path, { ...fields, token: second.token })).location).toBe('/my');
    expect((await person.page('/my')).html).toContain('Hello, Una Unfinished!');
  });

  it('answers the same for known and unknown addresses', async () => {
    for (const email of [PORTAL.email, 'nobody@example.com']) {
      const { status, html } = await visitor().submit('/web/reset_password', { email });
      expect(status).toBe(200);
      expect(html).toContain('If an account exists for this address, we sent a link to reset the password.');
    }
  });

  it('sets a new password from the mailed link, which then works once', async () => {
    const email = 'forgetful@example.com';
    await signUp('Fred Forgetful', email, 'first-password-1');
    await visitor().submit('/web/reset_password', { email });
    const admin = new TestClient(baseUrl);
    await admin.request('POST', '/api/admin/session', { json: TEST_ADMIN });
    const outbox = (await (await admin.request('GET', '/api/admin/outbox')).json()) as {
      items: Array<{ id: number; to: string }>;
    };
    const mail = outbox.items.find((item) => item.to.includes(email));
    expect(mail).toBeDefined();
    const { text } = (await (await admin.request('GET', `/api/admin/outbox/${mail!.id}`)).json()) as {
      text: string;
    };
    const link = new URL(/https?:\/\/\S+\/web\/reset_password\?token=\S+/.exec(text)![0]);
    const token = link.searchParams.get('token')!;
    const resetPage = `${link.pathname}${link.search}`;

    const user = visitor();
    const form = await user.page(resetPage);
    expect(form.html).toContain(`name="token" value="${token}"`);
    const newPassword = { token, password: 'second-password-2', confirm_password: 'second-password-2' };
    const done = await user.submit(resetPage, newPassword);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password has been changed');

    const signIn = await visitor().submit('/web/login', { login: email, password: 'second-password-2' });
    expect(signIn.location).toBe('/my');
    expect(
      (await visitor().submit('/web/login', { login: email, password: 'first-password-1' })).status,
    ).toBe(401);
    expect((await visitor().submit(resetPage, newPassword)).status).toBe(400);
  });

  it('refuses an unknown reset token', async () => {
    const { status, html } = await visitor().submit('/web/reset_password?token=not-a-token', {
      token: 'not-a-token',
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(status).toBe(400);
    expect(html).toContain('This link is invalid or has expired.');
  });
});

describe('/aboutus', () => {
  it('is hidden once unpublished, except from publishers', async () => {
    const published = await visitor().page('/aboutus');
    expect(published.status).toBe(200);
    const id = Number(/data-page-id="(\d+)"/.exec(published.html)?.[1]);

    const publisher = visitor();
    await publisher.signIn(PUBLISHER.email, PUBLISHER.password);
    const toggled = await publisher.rpc('/website/publish', { id, object: 'website.page' });
    expect(toggled.body.result).toBe(false);
    try {
      expect((await visitor().page('/aboutus')).status).toBe(404);
      const portal = visitor();
      await portal.signIn(PORTAL.email, PORTAL.password);
      expect((await portal.page('/aboutus')).status).toBe(404);
      const seenByPublisher = await publisher.page('/aboutus');
      expect(seenByPublisher.status).toBe(200);
      expect(seenByPublisher.html).toContain('This page is not published');
    } finally {
      await publisher.rpc('/website/publish', { id, object: 'website.page' });
    }
  });
});
