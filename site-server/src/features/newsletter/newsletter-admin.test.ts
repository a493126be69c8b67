import { describe, expect, it } from 'vitest';
import {
  mailingContactPageSchema,
  mailingListDetailSchema,
  mailingListPageSchema,
  mailingMessages,
  newsletterPreviewSchema,
  newsletterSendingListSchema,
} from '../../../../shared/newsletter/contract';
import { t } from '../../../../shared/i18n';
import { TestClient } from '../../testing/test-server';
import {
  server,
  admin,
  publisher,
  portal,
  demoListId,
  mailsTo,
  contactOf,
  confirmationPath,
  api,
  newList,
  useNewsletterTestServer,
} from './newsletter-test-support';

useNewsletterTestServer();

describe('the mailing.contact form target', () => {
  it("subscribes a website form's email to the list its list_id field names", async () => {
    const listId = await newList('Form list');
    const form = await api(admin, 'POST', '/forms', {
      name: 'Newsletter sign-up',
      model: 'mailing.contact',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true },
        { name: 'name', label: 'Name', type: 'text', required: false },
        { name: 'list_id', label: 'List', type: 'hidden', required: false, value: String(listId) },
      ],
      success: { kind: 'message', message: 'Thanks!' },
    });
    expect(form.status).toBe(200);
    const formId = (form.body as { id: number }).id;
    const { csrfToken } = (await api(admin, 'GET', '/session')).body as { csrfToken: string };
    const post = (fields: Record<string, string>, accept = 'application/json') =>
      admin.request('POST', '/website/form/mailing.contact', {
        body: new URLSearchParams({
          csrf_token: csrfToken,
          form_id: String(formId),
          lang: 'en_US',
          page_url: '/contactus',
          website_url_confirm: '',
          list_id: String(listId),
          ...fields,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      });

    // A refused address shows on the email field, in the page's language.
    const refused = await post({ email: 'asdf@asdf.com', name: 'Ann' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error_fields: { email: mailingMessages.fake },
      error: mailingMessages.fake,
    });
    const refusedFr = await post({ email: 'test@test.com', lang: 'fr_FR' });
    expect(refusedFr.status).toBe(400);
    expect(((await refusedFr.json()) as { error_fields: Record<string, string> }).error_fields).toEqual({
      email: t('fr_FR', 'newsletter.error.fake'),
    });
    expect(t('fr_FR', 'newsletter.error.fake')).not.toBe(mailingMessages.fake);
    const refusedPage = await post({ email: 'qwerty@azerty.org' }, 'text/html');
    expect(refusedPage.status).toBe(400);
    expect(await refusedPage.text()).toContain(`<strong>E-mail</strong>: ${mailingMessages.fake}`);
    // The list is the form's: another list_id is refused.
    const otherList = await post({ email: 'ann@vitrine-test.org', list_id: String(demoListId) });
    expect(otherList.status).toBe(400);
    expect(await otherList.json()).toMatchObject({ error_fields: { list_id: expect.any(String) } });
    expect(await contactOf(demoListId, 'ann@vitrine-test.org')).toBeNull();

    const created = await post({ email: 'Form.Visitor@vitrine-test.org', name: 'Ann' });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    // The staff member's form post names another address: it waits for its owner's confirmation.
    const contact = await contactOf(listId, 'form.visitor@vitrine-test.org');
    expect(contact).toMatchObject({ id, name: 'Ann', isSubscriber: false });
    const [mail] = await mailsTo('form.visitor@vitrine-test.org');
    // The link leads to the public address (the page_url was only a path).
    expect(mail!.text).toContain(
      `${server.url}/newsletter/confirm?list_id=${listId}&email=form.visitor%40vitrine-test.org&token=`,
    );
    await new TestClient(server.url).request('GET', await confirmationPath('form.visitor@vitrine-test.org'));
    expect(await contactOf(listId, 'form.visitor@vitrine-test.org')).toMatchObject({ isSubscriber: true });
  });
});

describe('/api/admin/mailing', () => {
  it('lists the lists with their subscriber counts for any staff member, not for portal users', async () => {
    const answer = await api(publisher, 'GET', '/mailing/lists?q=newslet');
    expect(answer.status).toBe(200);
    const page = mailingListPageSchema.parse(answer.body);
    const demo = page.items.find((list) => list.id === demoListId);
    expect(demo).toMatchObject({ name: 'Newsletter', isPublic: true });
    expect(demo!.subscriberCount).toBeGreaterThanOrEqual(2);
    expect(demo!.contactCount).toBeGreaterThan(demo!.subscriberCount);
    expect((await api(portal, 'GET', '/mailing/lists')).status).toBe(403);
    expect((await api(new TestClient(server.url), 'GET', '/mailing/lists')).status).toBe(401);
  });

  it('creates and renames lists (publishers), refused to a sales user', async () => {
    const created = await api(publisher, 'POST', '/mailing/lists', { name: '  Events  ' });
    expect(created.status).toBe(200);
    const list = mailingListDetailSchema.parse(created.body);
    expect(list).toMatchObject({ name: 'Events', isPublic: true, subscriberCount: 0, redirectUrl: null });
    const renamed = await api(publisher, 'PUT', `/mailing/lists/${list.id}`, {
      name: 'Events and fairs',
      isPublic: true,
      popupTitle: { en_US: 'Come and see us' },
      redirectUrl: 'javascript:alert(1)',
    });
    expect(renamed.status).toBe(400);
    const fine = await api(publisher, 'PUT', `/mailing/lists/${list.id}`, {
      name: 'Events and fairs',
      isPublic: true,
      popupTitle: { en_US: 'Come and see us' },
    });
    expect(mailingListDetailSchema.parse(fine.body)).toMatchObject({
      name: 'Events and fairs',
      popupTitle: { en_US: 'Come and see us' },
    });
    expect((await api(publisher, 'POST', '/mailing/lists', { name: ' ' })).status).toBe(400);

    const sales = new TestClient(server.url);
    const user = await api(admin, 'POST', '/users', {
      email: 'sales-newsletter@example.com',
      name: 'Sally Sales',
      role: 'sales',
      password: 'sales-password-1',
      companyIds: [1],
    });
    expect(user.status).toBe(200);
    await sales.signIn('sales-newsletter@example.com', 'sales-password-1');
    expect((await api(sales, 'GET', '/mailing/lists')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/mailing/lists', { name: 'Nope' }],
      ['PUT', `/mailing/lists/${list.id}`, { name: 'Nope' }],
      ['GET', `/mailing/lists/${list.id}`, undefined],
      ['GET', `/mailing/lists/${list.id}/contacts`, undefined],
      ['GET', `/mailing/lists/${list.id}/contacts.csv`, undefined],
      ['POST', `/mailing/lists/${list.id}/contacts`, { email: 'x@vitrine-test.org' }],
      ['PUT', `/mailing/lists/${list.id}/contacts/1`, { isSubscriber: false }],
      ['POST', `/mailing/lists/${list.id}/preview`, { subject: 'S', body: 'B' }],
      ['POST', `/mailing/lists/${list.id}/send`, { subject: 'S', body: 'B' }],
      ['GET', `/mailing/lists/${list.id}/sendings`, undefined],
    ] as const)
      expect((await api(sales, method, path, body)).status, `${method} ${path}`).toBe(403);
    expect(
      mailingListDetailSchema.parse((await api(admin, 'GET', `/mailing/lists/${list.id}`)).body).name,
    ).toBe('Events and fairs');
  });

  it('lists, searches, opts out and back in, and exports the subscribers of a list', async () => {
    const listId = await newList('Export test');
    for (const [email, name] of [
      ['alice@vitrine-test.org', 'Alice'],
      ['bob@vitrine-test.org', '=HYPERLINK("http://evil")'],
      ['carol@vitrine-test.org', 'Carol, "the boss"'],
    ])
      expect(
        (await api(publisher, 'POST', `/mailing/lists/${listId}/contacts`, { email, name })).status,
      ).toBe(200);
    const duplicate = await api(publisher, 'POST', `/mailing/lists/${listId}/contacts`, {
      email: 'ALICE@vitrine-test.org',
    });
    expect(duplicate.status).toBe(409);
    const bad = await api(publisher, 'POST', `/mailing/lists/${listId}/contacts`, { email: 'nobody' });
    expect(bad.body).toMatchObject({
      error: { name: 'ValidationError', message: mailingMessages.single_at },
    });

    const all = mailingContactPageSchema.parse(
      (await api(publisher, 'GET', `/mailing/lists/${listId}/contacts`)).body,
    );
    expect(all.items.map((contact) => contact.email)).toEqual([
      'alice@vitrine-test.org',
      'bob@vitrine-test.org',
      'carol@vitrine-test.org',
    ]);
    const searched = mailingContactPageSchema.parse(
      (await api(publisher, 'GET', `/mailing/lists/${listId}/contacts?q=CAROL`)).body,
    );
    expect(searched.items.map((contact) => contact.email)).toEqual(['carol@vitrine-test.org']);

    const bob = all.items[1]!;
    const optedOut = await api(publisher, 'PUT', `/mailing/lists/${listId}/contacts/${bob.id}`, {
      isSubscriber: false,
    });
    expect(optedOut.body).toMatchObject({ isSubscriber: false });
    const subscribedOnly = mailingContactPageSchema.parse(
      (await api(publisher, 'GET', `/mailing/lists/${listId}/contacts?state=subscribed`)).body,
    );
    expect(subscribedOnly.total).toBe(2);
    // A contact of another list is not reachable through this one.
    expect(
      (await api(publisher, 'PUT', `/mailing/lists/${demoListId}/contacts/${bob.id}`, { isSubscriber: true }))
        .status,
    ).toBe(404);

    const csv = await api(publisher, 'GET', `/mailing/lists/${listId}/contacts.csv`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,name,state,subscribed_at,unsubscribed_at');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^alice@vitrine-test\.org,Alice,subscribed,\d{4}-\d\d-\d\dT[\d:.]+Z,$/);
    expect(lines[2]).toMatch(
      /^bob@vitrine-test\.org,"'=HYPERLINK\(""http:\/\/evil""\)",unsubscribed,.+Z,.+Z$/,
    );
    expect(lines[3]).toContain('"Carol, ""the boss"""');

    const back = await api(publisher, 'PUT', `/mailing/lists/${listId}/contacts/${bob.id}`, {
      isSubscriber: true,
    });
    expect(back.body).toMatchObject({ isSubscriber: true, unsubscribedAt: null });
  });

  it('previews and sends a newsletter to the current subscribers only, each copy with its own unsubscribe link', async () => {
    const listId = await newList('Sending test');
    const emails = ['one@vitrine-test.org', 'two@vitrine-test.org', 'gone@vitrine-test.org'];
    for (const email of emails) await api(publisher, 'POST', `/mailing/lists/${listId}/contacts`, { email });
    const gone = (await contactOf(listId, 'gone@vitrine-test.org'))!;
    await api(publisher, 'PUT', `/mailing/lists/${listId}/contacts/${gone.id}`, { isSubscriber: false });

    const newsletter = {
      subject: 'Spring news',
      body: 'Hello **all**,\n\nSee [our shop](https://shop.example.org/?a=1&b=2) <script>x</script>',
      format: 'markup',
    };
    const preview = newsletterPreviewSchema.parse(
      (await api(publisher, 'POST', `/mailing/lists/${listId}/preview`, newsletter)).body,
    );
    expect(preview.recipientCount).toBe(2);
    expect(preview.html).toContain('<p>Hello <strong>all</strong>,</p>');
    expect(preview.html).toContain(
      '<a href="https://shop.example.org/?a=1&amp;b=2">our shop</a> &lt;script&gt;x&lt;/script&gt;',
    );
    expect(preview.html).not.toContain('<script>');
    expect(preview.text).toContain('See our shop (https://shop.example.org/?a=1&b=2)');
    expect(await mailsTo('one@vitrine-test.org')).toHaveLength(0);

    const sent = await api(publisher, 'POST', `/mailing/lists/${listId}/send`, newsletter);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      listId,
      subject: 'Spring news',
      recipientCount: 2,
      sentBy: 'Paula Publisher',
    });
    for (const email of ['one@vitrine-test.org', 'two@vitrine-test.org']) {
      const [mail] = await mailsTo(email);
      const contact = (await contactOf(listId, email))!;
      expect(mail!.subject).toBe('Spring news');
      expect(mail!.text).toContain(
        `/mailing/unsubscribe?list_id=${listId}&email=${encodeURIComponent(email)}&token=${contact.unsubscribeToken}`,
      );
      expect(mail!.html).toContain(`token=${contact.unsubscribeToken}`);
    }
    expect(await mailsTo('gone@vitrine-test.org')).toHaveLength(0);

    const history = newsletterSendingListSchema.parse(
      (await api(publisher, 'GET', `/mailing/lists/${listId}/sendings`)).body,
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ subject: 'Spring news', recipientCount: 2 });

    const emptyList = await newList('Nobody here');
    const refused = await api(publisher, 'POST', `/mailing/lists/${emptyList}/send`, newsletter);
    expect(refused.status).toBe(409);
    const noSubject = await api(publisher, 'POST', `/mailing/lists/${listId}/send`, {
      ...newsletter,
      subject: '',
    });
    expect(noSubject.status).toBe(400);
    expect(await mailsTo('one@vitrine-test.org')).toHaveLength(1);
  });
});
