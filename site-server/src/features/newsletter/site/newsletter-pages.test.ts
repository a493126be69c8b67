/**
 * The newsletter pages as a browser without JavaScript sees them: the subscribe block's form post and
 * the outcome it comes back with, and the unsubscribe link of the mails. The real server renders the
 * site through its Vite dev server (no build needed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { t } from '@shared/i18n';
import { OutboxMail } from '../../../core/mail';
import { WebsiteForm } from '../../forms/website-form.entity';
import { MailingContact } from '../mailing-contact.entity';
import { MailingList } from '../mailing-list.entity';
import { TestClient, type TestServer, decodeHtml } from '../../../testing/test-server';

let server: TestServer;
let listId: number;

beforeAll(async () => {
  server = await startSiteTestServer();
  listId = (await server.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' })).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const decode = decodeHtml;

/** A visitor without JavaScript: reads pages, posts their forms with the csrf_token they carry. */
class Visitor extends TestClient {
  async post(pathname: string, fields: Record<string, string>) {
    const response = await this.request('POST', pathname, {
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }
}

const csrfOf = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
const contactOf = (email: string) =>
  server.dataSource.getRepository(MailingContact).findOneBy({ listId, email });

describe('the subscribe block without JavaScript', () => {
  it('renders an e-mail input and a button posting to /newsletter/subscribe', async () => {
    const { status, html } = await new Visitor(server.url).page('/newsletter/subscribe');
    expect(status).toBe(200);
    expect(decode(html)).toContain(t('en_US', 'newsletter.page.intro', 'Newsletter'));
    const form = /<form class="newsletter-subscribe"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/newsletter/subscribe"');
    expect(form).toContain('method="post"');
    expect(html).toContain(`name="list_id" value="${listId}"`);
    expect(html).toContain('name="redirect" value="/newsletter/subscribe"');
    const input = /<input[^>]+type="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="email"');
    expect(input).toContain('required');
    expect(html).toContain('>Subscribe</button>');
  });

  it('asks for the confirmation, comes back with the message in place of the input and button, then confirms', async () => {
    const visitor = new Visitor(server.url);
    const { html } = await visitor.page('/fr/newsletter/subscribe');
    const posted = await visitor.post('/fr/newsletter/subscribe', {
      csrf_token: csrfOf(html),
      list_id: String(listId),
      email: 'no-js@vitrine-test.org',
      redirect: '/fr/newsletter/subscribe?x=1',
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(
      `/fr/newsletter/subscribe?x=1&newsletter_list=${listId}&newsletter=confirm_sent`,
    );
    expect(await contactOf('no-js@vitrine-test.org')).toMatchObject({ isSubscriber: false, lang: 'fr_FR' });
    const [mail] = await server.dataSource.getRepository(OutboxMail).findBy({ to: 'no-js@vitrine-test.org' });
    expect(mail!.subject).toBe('Confirmez votre abonnement à Newsletter');

    const back = await visitor.page(posted.location!);
    expect(back.html).toContain('class="newsletter-subscribe newsletter-subscribe--done"');
    expect(decode(back.html)).toContain(`role="status">${t('fr_FR', 'newsletter.confirmSent')}</p>`);
    expect(back.html).not.toMatch(/type="email"/);

    // The mail's link confirms, and the list's page says so.
    const link = /https?:\/\/[^/\s]+(\/fr\/newsletter\/confirm\?\S+)/.exec(mail!.text)![1]!;
    const confirmed = await visitor.page(link);
    expect(confirmed.status).toBe(303);
    const page = await visitor.page(confirmed.location!);
    expect(decode(page.html)).toContain(`role="status">${t('fr_FR', 'newsletter.confirmed')}</p>`);
    expect(await contactOf('no-js@vitrine-test.org')).toMatchObject({ isSubscriber: true });
    // The browser now knows its address: is_subscriber says so.
    const { body } = await visitor.rpc('/website_mass_mailing/is_subscriber', { list_id: listId });
    expect(body.result).toEqual({ is_subscriber: true, email: 'no-js@vitrine-test.org' });
  });

  it('flags a bad address as an error and stores nothing', async () => {
    const visitor = new Visitor(server.url);
    const { html } = await visitor.page('/newsletter/subscribe');
    const posted = await visitor.post('/newsletter/subscribe', {
      csrf_token: csrfOf(html),
      list_id: String(listId),
      email: 'not-an-address',
      redirect: 'https://elsewhere.example.org/',
    });
    expect(posted.status).toBe(303);
    // Not a local path: back to the newsletter page, never elsewhere.
    expect(posted.location).toBe(
      `/newsletter/subscribe?list_id=${listId}&newsletter_list=${listId}&newsletter=single_at`,
    );
    const back = await visitor.page(posted.location!);
    expect(back.html).toContain('class="newsletter-subscribe newsletter-subscribe--error"');
    expect(back.html).toContain(`role="alert">${t('en_US', 'newsletter.error.singleAt')}</p>`);
    expect(await server.dataSource.getRepository(MailingContact).countBy({ email: 'not-an-address' })).toBe(
      0,
    );
  });

  it('refuses a post without its csrf_token', async () => {
    const posted = await new Visitor(server.url).post('/newsletter/subscribe', {
      list_id: String(listId),
      email: 'forged@vitrine-test.org',
    });
    expect(posted.status).toBe(403);
    expect(await contactOf('forged@vitrine-test.org')).toBeNull();
  });
});

describe('the marketing sign-up without JavaScript (SPEC §7: the provider-style newsletter)', () => {
  it('posts with its csrf_token and comes back to its page with the thanks, or the coded refusal', async () => {
    const visitor = new Visitor(server.url);
    const { status, html } = await visitor.page('/contactus');
    expect(status).toBe(200);
    const form = /<form class="newsletter-signup"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/newsletter/subscribe"');
    expect(html).toMatch(/<input[^>]+name="EMAIL"/);

    const refused = await visitor.post('/newsletter/subscribe', {
      csrf_token: csrfOf(html),
      list_id: String(listId),
      EMAIL: 'two@at@vitrine-test.org',
      redirect: '/contactus',
    });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(`/contactus?newsletter_list=${listId}&newsletter=single_at`);
    const refusal = await visitor.page(refused.location!);
    expect(decode(refusal.html)).toContain(
      `class="newsletter-signup__error">1 - ${t('en_US', 'newsletter.error.singleAt')}</p>`,
    );
    expect(await contactOf('two@at@vitrine-test.org')).toBeNull();

    const posted = await visitor.post('/newsletter/subscribe', {
      csrf_token: csrfOf(html),
      list_id: String(listId),
      EMAIL: 'signup-no-js@vitrine-test.org',
      redirect: '/contactus',
    });
    expect(posted.location).toBe(`/contactus?newsletter_list=${listId}&newsletter=confirm_sent`);
    const thanks = await visitor.page(posted.location!);
    expect(decode(thanks.html)).toContain(
      `class="newsletter-signup__thanks">Thank you for subscribing! ${t('en_US', 'newsletter.confirmSent')}</p>`,
    );
    expect(await contactOf('signup-no-js@vitrine-test.org')).toMatchObject({ isSubscriber: false });
    expect(
      await server.dataSource.getRepository(OutboxMail).countBy({ to: 'signup-no-js@vitrine-test.org' }),
    ).toBe(1);
  });

  it('answers in the language of the page it was sent from', async () => {
    const visitor = new Visitor(server.url);
    const { html } = await visitor.page('/fr/contactus');
    expect(/<form class="newsletter-signup"[^>]*>/.exec(html)?.[0]).toContain(
      'action="/fr/newsletter/subscribe"',
    );
    const refused = await visitor.post('/fr/newsletter/subscribe', {
      csrf_token: csrfOf(html),
      list_id: String(listId),
      EMAIL: '@vitrine-test.org',
      redirect: '/fr/contactus',
    });
    expect(refused.location).toBe(`/fr/contactus?newsletter_list=${listId}&newsletter=username`);
    expect(decode((await visitor.page(refused.location!)).html)).toContain(
      `class="newsletter-signup__error">2 - ${t('fr_FR', 'newsletter.error.username')}</p>`,
    );
  });

  it('answers the JSONP address called without a callback with the newsletter page, subscribing nobody', async () => {
    const visitor = new Visitor(server.url);
    const query = new URLSearchParams({ id: String(listId), EMAIL: 'no-callback@vitrine-test.org' });
    const answer = await visitor.page(`/subscribe/post-json?${query}`);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/newsletter/subscribe?list_id=${listId}`);
    const page = await visitor.page(answer.location!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="newsletter-subscribe');
    expect(await contactOf('no-callback@vitrine-test.org')).toBeNull();
  });
});

describe("the demo 'Newsletter sign-up' website form", () => {
  it('fixes its list with a hidden list_id and subscribes without JavaScript', async () => {
    const form = await server.dataSource.getRepository(WebsiteForm).findOneByOrFail({
      name: 'Newsletter sign-up',
    });
    expect(form.model).toBe('mailing.contact');
    const visitor = new Visitor(server.url);
    const page = await visitor.page(`/website/form/${form.id}`);
    expect(page.status).toBe(200);
    const hidden = /<input type="hidden" name="list_id" value="([^"]*)"\/?>/.exec(page.html);
    expect(hidden?.[1]).toBe(String(listId));
    // Nothing to see or choose: no select, no label for the list.
    expect(page.html).not.toContain('<select');
    expect(page.html).not.toMatch(/<label[^>]*>Mailing list/);
    expect(page.html).toMatch(/<label[^>]*>Your e-mail/);
    expect(page.html).toContain('data-field="email" data-type="email"');
    expect(page.html).not.toContain('data-field="list_id"');

    // As a browser posts the form: urlencoded, asking for a page.
    const posted = await visitor.request('POST', '/website/form/mailing.contact', {
      body: new URLSearchParams({
        csrf_token: csrfOf(page.html),
        form_id: String(form.id),
        lang: 'en_US',
        page_url: `/website/form/${form.id}`,
        list_id: hidden![1]!,
        email: 'sign-up-form@vitrine-test.org',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/website/form/${form.id}?form_sent=${form.id}`);
    // Subscribed once the address's owner confirms (double opt-in).
    expect(await contactOf('sign-up-form@vitrine-test.org')).toMatchObject({ isSubscriber: false });
  });
});

describe('the unsubscribe link', () => {
  async function subscriber(email: string) {
    const visitor = new Visitor(server.url);
    await visitor.rpc('/website_mass_mailing/subscribe', { list_id: listId, email });
    const [request] = await server.dataSource.getRepository(OutboxMail).findBy({ to: email });
    await visitor.page(/https?:\/\/[^/\s]+(\/newsletter\/confirm\?\S+)/.exec(request!.text)![1]!);
    const contact = (await contactOf(email))!;
    const [, mail] = await server.dataSource
      .getRepository(OutboxMail)
      .find({ where: { to: email }, order: { id: 'ASC' } });
    const link = /https?:\/\/\S+\/mailing\/unsubscribe\?\S+/.exec(mail!.text)![0];
    return { visitor, contact, path: link.slice(server.url.length) };
  }

  it('with a wrong token says so and changes nothing', async () => {
    const { visitor, contact } = await subscriber('wrong-token@vitrine-test.org');
    const query = new URLSearchParams({
      list_id: String(listId),
      email: contact.email,
      token: 'not-the-token',
    });
    const { status, html } = await visitor.page(`/mailing/unsubscribe?${query}`);
    expect(status).toBe(200);
    expect(decode(html)).toContain(t('en_US', 'newsletter.unsubscribe.invalid'));
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: true });
  });

  it('asks, unsubscribes with its button, then subscribes again from the same page', async () => {
    const { visitor, contact, path: link } = await subscriber('leaving@vitrine-test.org');
    // Opening the link only asks: mail scanners open links too.
    const asked = await visitor.page(link);
    expect(asked.status).toBe(200);
    expect(decode(asked.html)).toContain(
      t('en_US', 'newsletter.unsubscribe.ask', contact.email, 'Newsletter'),
    );
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: true });
    const left = await visitor.post('/mailing/unsubscribe', {
      csrf_token: csrfOf(asked.html),
      intent: 'unsubscribe',
      list_id: String(listId),
      email: contact.email,
      token: contact.unsubscribeToken,
    });
    expect(left.status).toBe(303);
    const opened = await visitor.page(left.location!);
    expect(decode(opened.html)).toContain(
      t('en_US', 'newsletter.unsubscribe.done', contact.email, 'Newsletter'),
    );
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: false });
    // Opening it twice is fine.
    expect((await visitor.page(link)).status).toBe(200);

    // A forged 'subscribe again' (wrong token) is refused.
    const forged = await visitor.post('/mailing/unsubscribe', {
      csrf_token: csrfOf(opened.html),
      intent: 'resubscribe',
      list_id: String(listId),
      email: contact.email,
      token: 'nope',
    });
    expect(forged.status).toBe(403);
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: false });

    const again = await visitor.post('/mailing/unsubscribe', {
      csrf_token: csrfOf(opened.html),
      intent: 'resubscribe',
      list_id: String(listId),
      email: contact.email,
      token: contact.unsubscribeToken,
    });
    expect(again.status).toBe(303);
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: true, unsubscribedAt: null });
    const done = await visitor.page(again.location!);
    expect(decode(done.html)).toContain(
      t('en_US', 'newsletter.unsubscribe.resubscribed', contact.email, 'Newsletter'),
    );
    // Reading that page does not unsubscribe again.
    expect(await contactOf(contact.email)).toMatchObject({ isSubscriber: true });
  });
});
