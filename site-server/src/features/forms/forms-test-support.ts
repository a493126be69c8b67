import { afterAll, beforeAll, expect } from 'vitest';
import { formDetailSchema, type FormInput } from '../../../../shared/forms/contract';
import { anonymousCsrfToken, FORM_KEY_COOKIE } from '../../core/http/csrf';
import { newAccessToken } from '../../core/security/access-token';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { FormSubmissionRecord } from './form-submission.entity';
import { Lead } from '../leads';

export const PUBLISHER = ['publisher@example.com', 'demo-password-1'] as const;
export const PORTAL = ['portal@example.com', 'demo-password-1'] as const;
export const UPLOAD_LIMIT = 100 * 1024;
export const SCRIPT = '<script>alert("x")</script>';

/** A form with one field of every type, posting leads. */
export const everyType: FormInput = {
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

export let server: TestServer;
export let admin: TestClient;
export let publisher: TestClient;
export let portal: TestClient;
export let anonymous: TestClient;
export let everyTypeId: number;

/** A visitor without a session: the form key cookie of its browser, and the csrf_token its pages give it. */
export function anonymousVisitor(target: TestServer) {
  const key = newAccessToken(16);
  return { cookie: `${FORM_KEY_COOKIE}=${key}`, token: anonymousCsrfToken(target.config.sessionSecret, key) };
}

export type Entries = Array<[string, string | Blob, string?]>;

export function formData(entries: Entries): FormData {
  const data = new FormData();
  for (const [name, value, fileName] of entries)
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  return data;
}

export async function post(
  target: TestServer,
  model: string,
  entries: Entries,
  options: { token?: string; accept?: string } = {},
) {
  const visitor = anonymousVisitor(target);
  const body = formData([['csrf_token', options.token ?? visitor.token], ...entries]);
  const response = await fetch(`${target.url}/website/form/${model}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { accept: options.accept ?? 'application/json', cookie: visitor.cookie },
  });
  return response;
}

export const validLead = (formId: number): Entries => [
  ['form_id', String(formId)],
  ['lang', 'en_US'],
  ['page_url', '/contactus'],
  ['contact_name', 'Jane Doe'],
  ['email_from', 'jane@example.com'],
  ['services', 'web'],
];

export async function counts(target: TestServer) {
  const em = target.dataSource.manager;
  return {
    submissions: await em.count(FormSubmissionRecord),
    leads: await em.count(Lead),
    mails: await em.count(OutboxMail),
  };
}

/** The server and clients of these tests, for the test file that calls it. */
export function useFormsTestServer() {
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
}
