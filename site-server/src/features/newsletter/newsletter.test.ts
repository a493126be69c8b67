import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingMessages, SUBSCRIBE_LIMIT_PER_MINUTE } from '../../../../shared/newsletter/contract';
import { OutboxMail } from '../../core/mail';
import { startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { MailingContact } from './mailing-contact.entity';
import { MailingList } from './mailing-list.entity';
import {
  server,
  admin,
  portal,
  demoListId,
  newVisitor,
  mailsTo,
  contactOf,
  confirmationPath,
  subscribeConfirmed,
  api,
  newList,
  useNewsletterTestServer,
} from './newsletter-test-support';

useNewsletterTestServer();

describe('POST /website_mass_mailing/subscribe', () => {
  it('asks a visitor to confirm by e-mail, and subscribes them when they open the link', async () => {
    const { client, email } = newVisitor();
    const before = await client.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId });
    expect(before.body.result).toEqual({ is_subscriber: false, email: '' });

    const { body } = await client.rpc('/website_mass_mailing/subscribe', {
      list_id: demoListId,
      email: `  ${email.toUpperCase()} `,
    });
    expect(body.result).toEqual({
      is_subscriber: false,
      email,
      message: 'Almost done: we sent you an e-mail. Open its link to confirm your subscription.',
    });
    // Nothing counts before the confirmation: not subscribed, and the browser does not claim the address.
    const waiting = await client.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId });
    expect(waiting.body.result).toEqual({ is_subscriber: false, email: '' });
    let contact = await contactOf(demoListId, email);
    expect(contact).toMatchObject({ isSubscriber: false, unsubscribedAt: null });
    const [request] = await mailsTo(email);
    expect(request!.subject).toBe('Confirm your subscription to Newsletter');
    const confirm = `${server.url}/newsletter/confirm?list_id=${demoListId}&email=${encodeURIComponent(email)}&token=${contact!.unsubscribeToken}`;
    expect(request!.text).toContain(confirm);

    const opened = await client.request('GET', await confirmationPath(email));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `/newsletter/subscribe?list_id=${demoListId}&newsletter_list=${demoListId}&newsletter=confirmed`,
    );
    const after = await client.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId });
    expect(after.body.result).toEqual({ is_subscriber: true, email });
    // Another browser knows nothing of it.
    const other = await newVisitor().client.rpc('/website_mass_mailing/is_subscriber', {
      list_id: demoListId,
    });
    expect(other.body.result).toEqual({ is_subscriber: false, email: '' });

    contact = await contactOf(demoListId, email);
    expect(contact).toMatchObject({ isSubscriber: true, unsubscribedAt: null });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your subscription to Newsletter');
    const link = `${server.url}/mailing/unsubscribe?list_id=${demoListId}&email=${encodeURIComponent(email)}&token=${contact!.unsubscribeToken}`;
    expect(mails[1]!.text).toContain(link);
    expect(mails[1]!.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mails[1]!.headers).toEqual({
      'List-Unsubscribe': `<${link.replace('/mailing/unsubscribe?', '/mailing/unsubscribe/one-click?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Opening the link again changes nothing and sends nothing.
    await client.request('GET', await confirmationPath(email));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('sends one confirmation mail for requests in a row, and refuses a wrong link', async () => {
    const { client, email } = newVisitor();
    for (let i = 0; i < 3; i++)
      await newVisitor().client.rpc('/website_mass_mailing/subscribe', { list_id: demoListId, email });
    expect(await mailsTo(email)).toHaveLength(1);
    const forged = (await confirmationPath(email)).replace(/token=[^&]+/, 'token=forged-token-0123456789');
    const opened = await client.request('GET', forged);
    expect(opened.headers.get('location')).toContain('newsletter=confirm_invalid');
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: false });
  });

  it('changes nothing and sends nothing when the address is already subscribed', async () => {
    const { client, email } = newVisitor();
    await subscribeConfirmed(client, email);
    const again = await newVisitor().client.rpc('/website_mass_mailing/subscribe', {
      list_id: demoListId,
      email,
    });
    expect(again.body.result).toEqual({ is_subscriber: true, email, message: 'Thanks for subscribing!' });
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await server.dataSource.getRepository(MailingContact).countBy({ email })).toBe(1);
  });

  it('answers in the language of the page the call comes from', async () => {
    const { client, email } = newVisitor();
    const response = await client.request('POST', '/website_mass_mailing/subscribe', {
      json: { jsonrpc: '2.0', method: 'call', params: { list_id: demoListId, email }, id: 1 },
      headers: { referer: `${server.url}/fr/aboutus` },
    });
    const body = (await response.json()) as { result: { message: string } };
    expect(body.result.message).toBe(
      'Presque fini : nous vous avons envoyé un e-mail. Ouvrez son lien pour confirmer votre abonnement.',
    );
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirmez votre abonnement à Newsletter');
    expect(mail!.text).toContain(`${server.url}/fr/newsletter/confirm?`);
    const opened = await client.request('GET', await confirmationPath(email));
    expect(opened.headers.get('location')).toMatch(/^\/fr\/newsletter\/subscribe\?/);
    const [, welcome] = await mailsTo(email);
    expect(welcome!.subject).toBe('Votre abonnement à Newsletter');
    expect(welcome!.text).toContain(`${server.url}/fr/mailing/unsubscribe?`);
  });

  it('refuses an unknown list and a private one with MissingError', async () => {
    const privateList = await newList('Staff only', false);
    for (const listId of [999_999, privateList]) {
      const { client, email } = newVisitor();
      for (const [path, params] of [
        ['/website_mass_mailing/subscribe', { list_id: listId, email }],
        ['/website_mass_mailing/is_subscriber', { list_id: listId }],
        ['/website_mass_mailing/get_content', { newsletter_id: listId }],
      ] as const) {
        const { body } = await client.rpc(path, params);
        expect(body.error?.data, path).toMatchObject({
          name: 'MissingError',
          message: mailingMessages.listMissing,
        });
      }
      expect(await mailsTo(email)).toHaveLength(0);
    }
  });

  it('refuses a list_id that is not a number', async () => {
    const { body } = await newVisitor().client.rpc('/website_mass_mailing/subscribe', {
      list_id: 'one',
      email: 'someone@vitrine-test.org',
    });
    expect(body.error?.data.name).toBe('ValidationError');
  });
});

describe('bad addresses (SPEC §5)', () => {
  const badAddresses: Array<[string, string]> = [
    ['', mailingMessages.empty],
    ['   ', mailingMessages.empty],
    ['no-at-sign.example.org', mailingMessages.single_at],
    ['two@@example.org', mailingMessages.single_at],
    ['a@b@example.org', mailingMessages.single_at],
    ['@example.org', mailingMessages.username],
    ['john..doe@example.org', mailingMessages.username],
    ['jo hn@example.org', mailingMessages.username],
    ['john@', mailingMessages.domain],
    ['john@localhost', mailingMessages.domain],
    ['john@exa_mple.org', mailingMessages.domain],
    ['john@example.c', mailingMessages.domain],
    ['john@example.invalid', mailingMessages.fake],
    ['asdf@asdf.com', mailingMessages.fake],
    ['test@test.com', mailingMessages.fake],
  ];
  // Each refusal counts against the rate limit: these get a server of their own.
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await own?.close();
  });
  for (const [email, message] of badAddresses)
    it(`refuses ${JSON.stringify(email)}: "${message}"`, async () => {
      const client = new TestClient(own.url);
      const list = await own.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' });
      const { body } = await client.rpc('/website_mass_mailing/subscribe', { list_id: list.id, email });
      expect(body.error?.data).toMatchObject({
        name: 'ValidationError',
        message,
        fields: { email: message },
      });
      const address = email.trim().toLowerCase();
      expect(await own.dataSource.getRepository(MailingContact).countBy({ email: address })).toBe(0);
      expect(await own.dataSource.getRepository(OutboxMail).countBy({ to: address })).toBe(0);
    });
});

describe('is_subscriber of a signed-in user', () => {
  it("answers about the user's own address", async () => {
    const { body } = await portal.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId });
    expect(body.result).toEqual({ is_subscriber: false, email: 'portal@example.com' });
    await portal.rpc('/website_mass_mailing/subscribe', { list_id: demoListId, email: 'portal@example.com' });
    const after = await portal.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId });
    expect(after.body.result).toEqual({ is_subscriber: true, email: 'portal@example.com' });
  });
});

describe('POST /website_mass_mailing/get_content', () => {
  it('answers the popup content, escaped, in the page language', async () => {
    const listId = await newList('Popup list');
    await api(admin, 'PUT', `/mailing/lists/${listId}`, {
      name: 'Popup list',
      isPublic: true,
      popupTitle: { en_US: 'Hello <b>you</b>', fr_FR: 'Bonjour' },
      popupText: { en_US: 'First <script>alert(1)</script>\n\nSecond' },
      redirectUrl: '/thanks',
    });
    const { client } = newVisitor();
    const { body } = await client.rpc('/website_mass_mailing/get_content', { newsletter_id: listId });
    expect(body.result).toEqual({
      content:
        '<div class="newsletter-popup__content"><h2 class="newsletter-popup__title" id="newsletter-popup-title">Hello &lt;b&gt;you&lt;/b&gt;</h2><p>First &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Second</p></div>',
      email: '',
      redirect_url: '/thanks',
      is_subscriber: false,
    });
    const french = await client.request('POST', '/website_mass_mailing/get_content', {
      json: { jsonrpc: '2.0', method: 'call', params: { newsletter_id: listId }, id: 2 },
      headers: { referer: `${server.url}/fr/` },
    });
    const frenchBody = (await french.json()) as { result: { content: string } };
    expect(frenchBody.result.content).toContain('>Bonjour</h2>');
    // No French text: the English one.
    expect(frenchBody.result.content).toContain('<p>Second</p>');
  });

  it('says when the visitor is already a subscriber', async () => {
    const { client, email } = newVisitor();
    await subscribeConfirmed(client, email);
    const { body } = await client.rpc('/website_mass_mailing/get_content', { newsletter_id: demoListId });
    expect(body.result).toMatchObject({ email, is_subscriber: true, redirect_url: '' });
  });
});

describe('subscribing again', () => {
  async function subscribed() {
    const { client, email } = newVisitor();
    await subscribeConfirmed(client, email);
    const contact = (await contactOf(demoListId, email))!;
    return { client, email, token: contact.unsubscribeToken };
  }
  it('subscribing again after an unsubscribe asks for a new confirmation', async () => {
    const { client, email } = await subscribed();
    await server.app.dataSource.getRepository(MailingContact).update(
      { listId: demoListId, email },
      {
        isSubscriber: false,
        unsubscribedAt: new Date(),
      },
    );
    expect(
      (await client.rpc('/website_mass_mailing/is_subscriber', { list_id: demoListId })).body.result,
    ).toEqual({
      is_subscriber: false,
      email,
    });
    await client.rpc('/website_mass_mailing/subscribe', { list_id: demoListId, email });
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: false, unsubscribedAt: null });
    expect(await mailsTo(email)).toHaveLength(3);
    await client.request('GET', await confirmationPath(email));
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: true, unsubscribedAt: null });
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it('unsubscribes in one click from a mail client (RFC 8058), with the signed link only', async () => {
    const { email, token } = await subscribed();
    const query = `list_id=${demoListId}&email=${encodeURIComponent(email)}&token=`;
    const oneClick = (value: string) =>
      fetch(`${server.url}/mailing/unsubscribe/one-click?${query}${value}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick('forged-token-0123456789')).status).toBe(403);
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: true });
    expect((await oneClick(token)).status).toBe(200);
    expect(await contactOf(demoListId, email)).toMatchObject({ isSubscriber: false });
  });
});

describe('rate limit', () => {
  it(`refuses more than ${SUBSCRIBE_LIMIT_PER_MINUTE} subscriptions a minute from one address`, async () => {
    const own = await startTestServer();
    try {
      const client = new TestClient(own.url);
      const list = (await own.dataSource.getRepository(MailingList).findOneByOrFail({ name: 'Newsletter' }))
        .id;
      for (let i = 0; i < SUBSCRIBE_LIMIT_PER_MINUTE; i++) {
        const { body } = await client.rpc('/website_mass_mailing/subscribe', {
          list_id: list,
          email: `limit${i}@vitrine-test.org`,
        });
        expect(body.result).toBeTruthy();
      }
      const { body } = await client.rpc('/website_mass_mailing/subscribe', {
        list_id: list,
        email: 'one-too-many@vitrine-test.org',
      });
      expect(body.error?.data).toMatchObject({ name: 'RateLimitError', message: mailingMessages.tooMany });
      expect(
        await own.dataSource
          .getRepository(MailingContact)
          .countBy({ email: 'one-too-many@vitrine-test.org' }),
      ).toBe(0);
    } finally {
      await own.close();
    }
  }, 60_000);
});
