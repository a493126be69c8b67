import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_HONEYPOT_FIELD,
  FORM_POSTS_PER_MINUTE,
  formDetailSchema,
  formPageSchema,
  submissionRowSchema,
  type FormInput,
} from '../../../../shared/forms/contract';
import { pageSchema } from '../../../../shared/api/admin';
import { leadRowSchema } from '../../../../shared/leads/contract';
import { csrfTokenFor } from '../../core/http/csrf';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { FormSubmissionRecord } from './form-submission.entity';
import { Lead } from '../leads';

const PUBLISHER = ['publisher@example.com', 'publisher-demo-1'] as const;
const PORTAL = ['portal@example.com', 'portal-demo-1'] as const;
const UPLOAD_LIMIT = 100 * 1024;
const SCRIPT = '<script>alert("x")</script>';

/** A form with one field of every type, posting leads. */
const everyType: FormInput = {
  name: 'Every field',
  model: 'crm.lead',
  fields: [
    { name: 'contact_name', label: 'Name', type: 'text', required: true },
    { name: 'email_from', label: 'E-mail', type: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel', required: false },
    { name: 'seats', label: 'Seats', type: 'number', required: false },
    { name: 'description', label: 'Message', type: 'textarea', required: false },
    { name: 'start', label: { en_US: 'Start', fr_FR: 'Début' }, type: 'date', required: false },
    { name: 'meeting', label: 'Meeting', type: 'datetime', required: false },
    {
      name: 'size',
      label: 'Size',
      type: 'select',
      required: false,
      options: [
        { value: 's', label: 'Small' },
        { value: 'l', label: 'Large' },
      ],
    },
    {
      name: 'plan',
      label: 'Plan',
      type: 'radio',
      required: false,
      options: [
        { value: 'basic', label: 'Basic' },
        { value: 'pro', label: 'Pro' },
      ],
    },
    {
      name: 'services',
      label: 'Services',
      type: 'checkbox_group',
      required: true,
      options: [
        { value: 'web', label: 'Website' },
        { value: 'shop', label: 'Shop' },
      ],
    },
    { name: 'brief', label: 'Brief', type: 'file', required: false },
  ],
  success: { kind: 'message', message: 'Thanks' },
};

let server: TestServer;
let admin: TestClient;
let publisher: TestClient;
let portal: TestClient;
let anonymous: TestClient;
let everyTypeId: number;

/** The csrf_token a page gives a visitor without a session. */
const visitorToken = (target: TestServer) =>
  csrfTokenFor({ vitrine: {} } as unknown as Request, target.config.sessionSecret);

type Entries = Array<[string, string | Blob, string?]>;

function formData(entries: Entries): FormData {
  const data = new FormData();
  for (const [name, value, fileName] of entries)
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  return data;
}

async function post(
  target: TestServer,
  model: string,
  entries: Entries,
  options: { token?: string; accept?: string } = {},
) {
  const body = formData([['csrf_token', options.token ?? visitorToken(target)], ...entries]);
  const response = await fetch(`${target.url}/website/form/${model}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { accept: options.accept ?? 'application/json' },
  });
  return response;
}

const validLead = (formId: number): Entries => [
  ['form_id', String(formId)],
  ['lang', 'en_US'],
  ['page_url', '/contactus'],
  ['contact_name', 'Jane Doe'],
  ['email_from', 'jane@example.com'],
  ['services', 'web'],
];

async function counts(target: TestServer) {
  const em = target.dataSource.manager;
  return {
    submissions: await em.count(FormSubmissionRecord),
    leads: await em.count(Lead),
    mails: await em.count(OutboxMail),
  };
}

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT) } });
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  publisher = new TestClient(server.url);
  await publisher.signIn(...PUBLISHER);
  portal = new TestClient(server.url);
  await portal.signIn(...PORTAL);
  anonymous = new TestClient(server.url);
  const created = await publisher.request('POST', '/api/admin/forms', { json: everyType });
  expect(created.status).toBe(200);
  everyTypeId = formDetailSchema.parse(await created.json()).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('back office: forms', () => {
  it('lists forms for the page editor (publisher allowed)', async () => {
    const response = await publisher.request('GET', '/api/admin/forms');
    expect(response.status).toBe(200);
    const page = formPageSchema.parse(await response.json());
    expect(page.items.map((form) => form.name)).toEqual(
      expect.arrayContaining(['Contact us', 'Request a quote', 'Every field']),
    );
    const contact = page.items.find((form) => form.name === 'Contact us')!;
    expect(contact.model).toBe('mail.mail');
    const searched = formPageSchema.parse(
      await (await publisher.request('GET', '/api/admin/forms?q=quote')).json(),
    );
    expect(searched.items.map((form) => form.name)).toEqual(['Request a quote']);
  });

  it('refuses the forms list to portal users and visitors (denied)', async () => {
    expect((await portal.request('GET', '/api/admin/forms')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/admin/forms')).status).toBe(401);
    expect((await portal.request('POST', '/api/admin/forms', { json: everyType })).status).toBe(403);
  });

  it('offers the registered targets', async () => {
    const response = await publisher.request('GET', '/api/admin/forms/targets');
    const targets = (await response.json()) as Array<{ model: string }>;
    expect(targets.map((target) => target.model)).toEqual(expect.arrayContaining(['mail.mail', 'crm.lead']));
    expect((await portal.request('GET', '/api/admin/forms/targets')).status).toBe(403);
  });

  it('creates, edits and deletes a form; refuses a bad definition', async () => {
    const bad = await publisher.request('POST', '/api/admin/forms', {
      json: {
        ...everyType,
        fields: [{ name: 'pick', label: 'Pick', type: 'select', required: false, options: [] }],
      },
    });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(badBody.error.fields['fields.0.options']).toBe('Give at least one option.');

    const unknownTarget = await publisher.request('POST', '/api/admin/forms', {
      json: { ...everyType, model: 'res.users' },
    });
    expect(unknownTarget.status).toBe(400);

    const reserved = await publisher.request('POST', '/api/admin/forms', {
      json: { ...everyType, fields: [{ name: 'csrf_token', label: 'x', type: 'text', required: false }] },
    });
    expect(reserved.status).toBe(400);

    const created = formDetailSchema.parse(
      await (
        await publisher.request('POST', '/api/admin/forms', {
          json: { ...everyType, name: 'Temporary' },
        })
      ).json(),
    );
    const edited = await publisher.request('PUT', `/api/admin/forms/${created.id}`, {
      json: { ...everyType, name: 'Renamed', success: { kind: 'page', url: '/thank-you' } },
    });
    expect(edited.status).toBe(200);
    const detail = formDetailSchema.parse(await edited.json());
    expect(detail).toMatchObject({ name: 'Renamed', success: { kind: 'page', url: '/thank-you' } });
    expect((await portal.request('PUT', `/api/admin/forms/${created.id}`, { json: everyType })).status).toBe(
      403,
    );
    expect((await portal.request('DELETE', `/api/admin/forms/${created.id}`)).status).toBe(403);
    expect((await publisher.request('DELETE', `/api/admin/forms/${created.id}`)).status).toBe(204);
    expect((await publisher.request('GET', `/api/admin/forms/${created.id}`)).status).toBe(404);
  });
});

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

describe('hidden fields', () => {
  const campaignForm: FormInput = {
    name: 'Spring campaign',
    model: 'crm.lead',
    fields: [
      { name: 'contact_name', label: 'Name', type: 'text', required: true },
      { name: 'campaign', label: 'Campaign', type: 'hidden', required: false, value: 'spring-2030' },
    ],
    success: { kind: 'message', message: 'Thanks' },
  };

  it('refuses a hidden field without a value in the back office', async () => {
    const response = await publisher.request('POST', '/api/admin/forms', {
      json: {
        ...campaignForm,
        fields: [{ name: 'campaign', label: 'Campaign', type: 'hidden', required: false }],
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields['fields.0.value']).toBe('Give the value this hidden field sends.');
  });

  it('keeps the configured value; another value, none or two are refused and nothing is stored', async () => {
    const created = await publisher.request('POST', '/api/admin/forms', { json: campaignForm });
    expect(created.status).toBe(200);
    const formId = formDetailSchema.parse(await created.json()).id;
    const entries = (campaign: string[]): Entries => [
      ['form_id', String(formId)],
      ['lang', 'en_US'],
      ['contact_name', 'Jane Doe'],
      ...campaign.map((value): [string, string] => ['campaign', value]),
    ];

    const before = await counts(server);
    for (const campaign of [['autumn'], [], [''], ['spring-2030', 'autumn'], [' spring-2030x']]) {
      const refused = await post(server, 'crm.lead', entries(campaign));
      expect(refused.status, JSON.stringify(campaign)).toBe(400);
      expect(await refused.json()).toMatchObject({
        error_fields: {
          campaign: 'This form has changed since the page was loaded. Reload the page and try again.',
        },
      });
    }
    expect(await counts(server)).toEqual(before);

    const sent = await post(server, 'crm.lead', entries(['spring-2030']));
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: number };
    const submissions = pageSchema(submissionRowSchema).parse(
      await (await publisher.request('GET', `/api/admin/forms/${formId}/submissions`)).json(),
    );
    expect(submissions.items.find((item) => item.recordId === id)?.values).toEqual({
      contact_name: 'Jane Doe',
      campaign: 'spring-2030',
    });
  });
});

describe('back office: submissions and leads', () => {
  it('exports the submissions of a form as CSV (publisher), formulas defused', async () => {
    await post(server, 'crm.lead', [...validLead(everyTypeId), ['description', '=HYPERLINK("x")']]);
    const response = await publisher.request('GET', `/api/admin/forms/${everyTypeId}/submissions.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\n')[0]).toContain('Date,Name,E-mail,Phone');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await portal.request('GET', `/api/admin/forms/${everyTypeId}/submissions.csv`)).status).toBe(403);
    expect((await portal.request('GET', `/api/admin/forms/${everyTypeId}/submissions`)).status).toBe(403);
  });

  it('lists and searches leads for sales (admin allowed, publisher denied)', async () => {
    const response = await admin.request('GET', '/api/admin/leads?q=jane');
    expect(response.status).toBe(200);
    const page = pageSchema(leadRowSchema).parse(await response.json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((lead) => lead.contactName === 'Jane Doe')).toBe(true);
    expect((await publisher.request('GET', '/api/admin/leads')).status).toBe(403);
    expect((await publisher.request('GET', `/api/admin/leads/${page.items[0]!.id}`)).status).toBe(403);
    expect((await anonymous.request('GET', '/api/admin/leads')).status).toBe(401);
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await limited?.close();
  });

  it(`refuses more than ${FORM_POSTS_PER_MINUTE} posts a minute from one address`, async () => {
    const forms = formPageSchema.parse(
      await (
        await (async () => {
          const client = new TestClient(limited.url);
          await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
          return client.request('GET', '/api/admin/forms?q=quote');
        })()
      ).json(),
    );
    const quote = forms.items[0]!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FORM_POSTS_PER_MINUTE; attempt++) {
      const response = await post(limited, 'crm.lead', [['form_id', String(quote.id)]]);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({
          error: 'Too many forms sent. Please wait a minute and try again.',
        });
      } else await response.body?.cancel();
    }
    expect(statuses.slice(0, FORM_POSTS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses[FORM_POSTS_PER_MINUTE]).toBe(429);
  });
});
