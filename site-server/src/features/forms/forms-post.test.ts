import { describe, expect, it } from 'vitest';
import { FORM_HONEYPOT_FIELD, formPageSchema, submissionRowSchema } from '../../../../shared/forms/contract';
import { pageSchema } from '../../../../shared/api/admin';
import { leadRowSchema } from '../../../../shared/leads/contract';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import {
  UPLOAD_LIMIT,
  SCRIPT,
  server,
  admin,
  publisher,
  portal,
  everyTypeId,
  post,
  validLead,
  counts,
  useFormsTestServer,
} from './forms-test-support';

useFormsTestServer();

describe('POST /website/form/{model}', () => {
  it('creates a lead from a valid post, keeps the submission and its file', async () => {
    const response = await post(server, 'crm.lead', [
      ...validLead(everyTypeId),
      ['phone', '+33 6 12 34 56 78'],
      ['seats', '12'],
      ['description', `Hello ${SCRIPT}`],
      ['start', '12/25/2030'],
      ['meeting', '01/02/2031 09:30'],
      ['size', 'l'],
      ['plan', 'pro'],
      ['services', 'shop'],
      ['brief', new Blob(['project brief'], { type: 'text/plain' }), 'brief.txt'],
    ]);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    expect(id).toBeGreaterThan(0);

    const lead = leadRowSchema.parse(await (await admin.request('GET', `/api/admin/leads/${id}`)).json());
    expect(lead).toMatchObject({
      contactName: 'Jane Doe',
      emailFrom: 'jane@example.com',
      phone: '+33 6 12 34 56 78',
      pageUrl: '/contactus',
      formId: everyTypeId,
      formName: 'Every field',
    });
    // The visitor's text is kept as text (the back office shows it escaped, as React does).
    expect(lead.description).toContain(`Hello ${SCRIPT}`);
    expect(lead.description).toContain('Start: 2030-12-25');
    expect(lead.description).toContain('Meeting: 2031-01-02 09:30:00');
    expect(lead.description).toContain('Services: web, shop');

    const submissions = pageSchema(submissionRowSchema).parse(
      await (await publisher.request('GET', `/api/admin/forms/${everyTypeId}/submissions`)).json(),
    );
    const submission = submissions.items.find((item) => item.recordId === id)!;
    expect(submission.values).toMatchObject({ start: '2030-12-25', services: ['web', 'shop'], size: 'l' });
    expect(submission.files).toHaveLength(1);
    const file = await publisher.request(
      'GET',
      `/api/admin/forms/submissions/${submission.id}/files/${submission.files[0]!.sha256}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toBe('project brief');
    expect(
      (
        await portal.request(
          'GET',
          `/api/admin/forms/submissions/${submission.id}/files/${submission.files[0]!.sha256}`,
        )
      ).status,
    ).toBe(403);
  });

  it('answers one message per wrong field, in English, and stores nothing', async () => {
    const before = await counts(server);
    const response = await post(server, 'crm.lead', [
      ['form_id', String(everyTypeId)],
      ['lang', 'en_US'],
      ['contact_name', '  '],
      ['email_from', 'not-an-address'],
      ['phone', 'call me'],
      ['seats', 'twelve'],
      ['start', '25/12/2030'],
      ['meeting', '01/02/2031 25:00'],
      ['size', 'xl'],
      ['plan', 'gold'],
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_fields: Record<string, string> };
    expect(body.error_fields).toEqual({
      contact_name: 'This field is required.',
      email_from: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      seats: 'Please enter a number.',
      start: "'25/12/2030' is not a correct date",
      meeting: "'01/02/2031 25:00' is not a correct datetime",
      size: 'Please choose one of the options.',
      plan: 'Please choose one of the options.',
      services: 'Please check at least one option.',
    });
    expect(await counts(server)).toEqual(before);
  });

  it('reads dates in the French format for a French page', async () => {
    const wrong = await post(server, 'crm.lead', [
      ...validLead(everyTypeId).filter(([name]) => name !== 'lang'),
      ['lang', 'fr_FR'],
      ['start', '12/25/2030'],
      ['meeting', '2031-01-02 09:30'],
    ]);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error_fields: Record<string, string> }).error_fields).toEqual({
      start: "'12/25/2030' n'est pas une date correcte",
      meeting: "'2031-01-02 09:30' n'est pas une date et heure correcte",
    });

    const right = await post(server, 'crm.lead', [
      ...validLead(everyTypeId).filter(([name]) => name !== 'lang'),
      ['lang', 'fr_FR'],
      ['start', '25/12/2030'],
    ]);
    expect(right.status).toBe(200);
    const { id } = (await right.json()) as { id: number };
    const lead = leadRowSchema.parse(await (await admin.request('GET', `/api/admin/leads/${id}`)).json());
    expect(lead.description).toContain('Début: 2030-12-25');
  });

  it('refuses a file over the upload limit with 413 and stores nothing', async () => {
    const before = await counts(server);
    const response = await post(server, 'crm.lead', [
      ...validLead(everyTypeId),
      ['brief', new Blob([new Uint8Array(UPLOAD_LIMIT + 1)]), 'big.bin'],
    ]);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error_fields: Record<string, string> };
    expect(body.error_fields.brief).toBe('The file is too large (max 0.1 MB).');
    expect(await counts(server)).toEqual(before);
  });

  it('refuses an unknown model, a model that is not the form’s, a missing form and a missing token', async () => {
    const before = await counts(server);
    const unknown = await post(server, 'res.users', validLead(everyTypeId));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'This form cannot be sent here.' });

    const other = await post(server, 'mail.mail', validLead(everyTypeId));
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: 'This form cannot be sent here.' });

    const missing = await post(server, 'crm.lead', validLead(999_999));
    expect(missing.status).toBe(404);

    const noToken = await post(server, 'crm.lead', validLead(everyTypeId), { token: 'forged' });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toEqual({ error: 'This form has expired. Reload the page and try again.' });
    expect(await counts(server)).toEqual(before);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const before = await counts(server);
    const response = await post(server, 'crm.lead', [
      ...validLead(everyTypeId),
      [FORM_HONEYPOT_FIELD, 'http://spam.example'],
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 0 });
    expect(await counts(server)).toEqual(before);
  });

  it('mails a contact message to the company, with the visitor’s text escaped', async () => {
    const forms = formPageSchema.parse(await (await publisher.request('GET', '/api/admin/forms')).json());
    const contact = forms.items.find((form) => form.name === 'Contact us')!;
    const response = await post(server, 'mail.mail', [
      ['form_id', String(contact.id)],
      ['name', `Bob ${SCRIPT}`],
      ['email', 'bob@example.com'],
      ['message', `Please call ${SCRIPT}`],
    ]);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const mail = await server.dataSource.manager.findOneByOrFail(OutboxMail, { id });
    const company = await server.app.services.accounts.mainCompany(server.dataSource.manager);
    expect(mail.to).toBe(company.email);
    expect(mail.subject).toBe('New message from the website form "Contact us"');
    expect(mail.text).toContain(`Your message: Please call ${SCRIPT}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Please call &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    const submissions = pageSchema(submissionRowSchema).parse(
      await (await publisher.request('GET', `/api/admin/forms/${contact.id}/submissions`)).json(),
    );
    expect(submissions.items[0]).toMatchObject({ model: 'mail.mail', recordId: id });
  });

  it('without JavaScript: goes back to the page with form_sent, or lists the errors on a page', async () => {
    const sent = await post(server, 'crm.lead', validLead(everyTypeId), { accept: 'text/html' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/contactus?form_sent=${everyTypeId}`);

    const refused = await post(
      server,
      'crm.lead',
      [...validLead(everyTypeId).filter(([name]) => name !== 'contact_name'), ['start', SCRIPT]],
      { accept: 'text/html' },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<strong>Name</strong>: This field is required.');
    expect(html).toContain(
      '&#39;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; is not a correct date',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/contactus">Back to the form</a>');
  });
});
