import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_POSTS_PER_MINUTE,
  formDetailSchema,
  formPageSchema,
  submissionRowSchema,
  type FormInput,
} from '../../../../shared/forms/contract';
import { pageSchema } from '../../../../shared/api/admin';
import { leadRowSchema } from '../../../../shared/leads/contract';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import {
  server,
  admin,
  publisher,
  portal,
  anonymous,
  everyTypeId,
  Entries,
  post,
  validLead,
  counts,
  useFormsTestServer,
} from './forms-test-support';

useFormsTestServer();

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
