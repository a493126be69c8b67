/**
 * The marketing blocks' calls (issue 15, items 1–3): the lead form, the demo request verified by an
 * e-mailed code, the contact form. Each keeps where the visitor came from; each refuses bad input
 * in SPEC §8's words and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages, OTP_MAX_TRIES } from '../../../../shared/leads/marketing';
import { OutboxMail } from '../../core/mail/outbox-mail.entity';
import { postForm as postFormTo, startTestServer, TestClient, type TestServer } from '../../testing/test-server';
import { csrfTokenOf } from '../chatter/test-support';
import { LeadCode } from './lead-code.entity';
import { Lead } from './lead.entity';

let server: TestServer;
const FRANCE_IP = '90.0.0.1';
let ipCounter = 10;
/** A visitor of its own address (the rate limits count per address). */
const visitor = (ip = `203.0.113.${ipCounter++}`) => new TestClient(server.url, { 'x-forwarded-for': ip });
const postForm = (client: TestClient, path: string, fields: Record<string, string>, csrf = true) =>
  postFormTo(server, client, path, fields, csrf ? {} : { csrf: false });
const leadCount = () => server.dataSource.getRepository(Lead).count();

const validLead = {
  name: 'Website redesign',
  contact_name: 'Jane Doe',
  ip_address: '1.2.3.4',
  page_url: '/services',
  email_from: 'jane@example.com',
  return_url: '/thank-you',
  phone: '+33 6 12 34 56 78',
  Question: 'How much for a shop?',
};
const demo = {
  name: 'Jane Doe',
  email: 'jane.demo@example.com',
  company_name: 'Acme',
  comapny_size: '11-50',
  comapny_industry: 'Retail',
  remarks: 'Mornings please',
  sale: 'on',
  scm: '',
  supply: 'on',
  lang: 'en_US',
};

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => server?.close());

describe('POST /o2b/website_lead/crm.lead', () => {
  it('makes a lead with the page, the country and the tracked link’s campaign', async () => {
    const client = visitor(FRANCE_IP);
    // The tracked link's redirect lands on a page with utm_* (the links feature keeps them in a cookie).
    await client.request('GET', '/?utm_campaign=spring&utm_medium=email&utm_source=newsletter');
    const response = await postForm(client, '/o2b/website_lead/crm.lead', validLead);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const lead = await server.dataSource.getRepository(Lead).findOneByOrFail({ id });
    expect(lead).toMatchObject({
      kind: 'lead',
      stage: 'new',
      name: 'Website redesign',
      contactName: 'Jane Doe',
      emailFrom: 'jane@example.com',
      pageUrl: '/services',
      description: 'How much for a shop?',
      countryCode: 'FR',
      utmCampaign: 'spring',
      utmMedium: 'email',
      utmSource: 'newsletter',
      ipAddress: FRANCE_IP,
    });
  });

  it('refuses a bad e-mail, missing fields, another model, or no form token; nothing is kept', async () => {
    const before = await leadCount();
    const client = visitor();
    const badEmail = await postForm(client, '/o2b/website_lead/crm.lead', {
      ...validLead,
      email_from: 'jane@example\r\nBcc: all@example.com',
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual({
      error: marketingMessages.leadEmail,
      title: marketingMessages.leadEmailTitle,
    });
    // ip_address: a post without one gets the address the server sees (the page's script sends it).
    for (const missing of ['name', 'page_url', 'contact_name']) {
      const response = await postForm(client, '/o2b/website_lead/crm.lead', { ...validLead, [missing]: ' ' });
      expect(response.status).toBe(400);
    }
    expect((await postForm(client, '/o2b/website_lead/res.users', validLead)).status).toBe(404);
    expect((await postForm(client, '/o2b/website_lead/crm.lead', validLead, false)).status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('sends a form posted without JavaScript on to /thank-you', async () => {
    const client = visitor();
    const body = new URLSearchParams({ ...validLead, ip_address: '', return_url: '//evil.example' });
    body.set('csrf_token', await csrfTokenOf(server, client));
    const response = await client.request('POST', '/o2b/website_lead/crm.lead', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
  });

  it('keeps HTML as text and stops a burst past the limit', async () => {
    const client = visitor();
    const script = '<script>alert(1)</script>';
    const answers: number[] = [];
    for (let index = 0; index < 11; index++)
      answers.push(
        (await postForm(client, '/o2b/website_lead/crm.lead', { ...validLead, name: script })).status,
      );
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    const kept = await server.dataSource.getRepository(Lead).findOneByOrFail({ name: script });
    expect(kept.name).toBe(script);
  });
});

/** The code of the newest mail to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  const mail = await server.dataSource
    .getRepository(OutboxMail)
    .findOneOrFail({ where: { to: email }, order: { id: 'DESC' } });
  return /(\d{6})/.exec(mail.subject)![1]!;
}

async function askCode(client: TestClient, fields: Record<string, string>) {
  const query = new URLSearchParams({ ...fields, csrf_token: await csrfTokenOf(server, client) });
  return client.request('GET', `/request/demo?${query.toString()}`);
}

async function sendOtp(client: TestClient, path: string, fields: Record<string, unknown>, csrf = true) {
  const body = { ...fields, ...(csrf ? { csrf_token: await csrfTokenOf(server, client) } : {}) };
  const response = await client.request('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain' },
  });
  return { status: response.status, text: await response.text() };
}

describe('the demo request verified by an e-mailed code', () => {
  it('mails a code; a wrong one is refused; the right one checks and then verifies once', async () => {
    const client = visitor(FRANCE_IP);
    const asked = await askCode(client, demo);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toBe(true);
    const code = await codeMailedTo(demo.email);
    const stored = await server.dataSource.getRepository(LeadCode).findOneByOrFail({ email: demo.email });
    expect(stored.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sendOtp(client, '/check/otp/', { ...demo, otp: wrong })).toEqual({
      status: 400,
      text: marketingMessages.otpWrong,
    });
    expect(await sendOtp(client, '/check/otp/', { ...demo, otp: code })).toEqual({
      status: 200,
      text: '200',
    });
    expect((await sendOtp(client, '/otp/verify/', { ...demo, otp: code }, false)).status).toBe(403);
    const before = await leadCount();
    // Two verifications at once: one lead.
    const [first, second] = await Promise.all([
      sendOtp(client, '/otp/verify/', { ...demo, otp: code }),
      sendOtp(client, '/otp/verify/', { ...demo, otp: code }),
    ]);
    expect([first.text, second.text].sort()).toEqual(['200', marketingMessages.otpExpired].sort());
    expect(await leadCount()).toBe(before + 1);
    const lead = await server.dataSource
      .getRepository(Lead)
      .findOneOrFail({ where: { kind: 'demo' }, order: { id: 'DESC' } });
    expect(lead).toMatchObject({
      verified: true,
      emailFrom: demo.email,
      companyName: 'Acme',
      companySize: '11-50',
      companyIndustry: 'Retail',
      applications: 'sale,supply',
      description: 'Mornings please',
      countryCode: 'FR',
    });
  });

  it('takes the contract’s JSON booleans for sale, scm and supply in both code calls (SPEC §3, §7)', async () => {
    const client = visitor();
    const fields = { ...demo, email: 'booleans@example.com' };
    expect((await askCode(client, { ...fields, sale: 'true', scm: 'false', supply: 'true' })).status).toBe(
      200,
    );
    const code = await codeMailedTo(fields.email);
    // The same body for both calls, as SPEC §7 has it: what /check/otp/ accepts, /otp/verify/ accepts.
    const body = { ...fields, sale: true, scm: false, supply: true, otp: code };
    expect(await sendOtp(client, '/check/otp/', body)).toEqual({ status: 200, text: '200' });
    expect(await sendOtp(client, '/otp/verify/', body)).toEqual({ status: 200, text: '200' });
    const lead = await server.dataSource
      .getRepository(Lead)
      .findOneByOrFail({ emailFrom: fields.email, kind: 'demo' });
    expect(lead).toMatchObject({ verified: true, applications: 'sale,supply' });
    // A false for each is no application at all.
    await askCode(client, fields);
    const next = await codeMailedTo(fields.email);
    expect(
      await sendOtp(client, '/otp/verify/', { ...fields, sale: false, scm: false, supply: false, otp: next }),
    ).toEqual({ status: 400, text: marketingMessages.demoApplication });
  });

  it('checks the request in SPEC §5’s words, before any mail', async () => {
    const client = visitor();
    const mails = await server.dataSource.getRepository(OutboxMail).count();
    const refusal = async (fields: Record<string, string>) =>
      ((await (await askCode(client, fields)).json()) as { error: string }).error;
    expect(await refusal({ ...demo, email: '' })).toBe(marketingMessages.demoEmail);
    expect(await refusal({ ...demo, sale: '', supply: '' })).toBe(marketingMessages.demoApplication);
    expect(await refusal({ ...demo, email: 'not-an-address' })).toBe(marketingMessages.demoWrongEmail);
    const noToken = await client.request('GET', `/request/demo?${new URLSearchParams(demo).toString()}`);
    expect(noToken.status).toBe(403);
    expect(await server.dataSource.getRepository(OutboxMail).count()).toBe(mails);
  });

  it('spends a code after five wrong tries, voids it by a new request, and limits requests per address', async () => {
    const client = visitor();
    const fields = { ...demo, email: 'tries@example.com' };
    await askCode(client, fields);
    const code = await codeMailedTo(fields.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < OTP_MAX_TRIES; index++)
      expect((await sendOtp(client, '/check/otp/', { ...fields, otp: wrong })).text).toBe(
        marketingMessages.otpWrong,
      );
    expect((await sendOtp(client, '/check/otp/', { ...fields, otp: code })).text).toBe(
      marketingMessages.otpTooMany,
    );
    // Resend: a new code; the old one no longer works.
    await askCode(client, fields);
    const fresh = await codeMailedTo(fields.email);
    if (fresh !== code)
      expect((await sendOtp(client, '/check/otp/', { ...fields, otp: code })).text).toBe(
        marketingMessages.otpWrong,
      );
    expect((await sendOtp(client, '/check/otp/', { ...fields, otp: fresh })).text).toBe('200');
    // A third code for the address within ten minutes is the last.
    expect((await askCode(client, fields)).status).toBe(200);
    expect((await askCode(client, fields)).status).toBe(429);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await visitor().request('POST', '/check/otp/', {
      body: 'otp=123456',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(400);
  });
});

describe('the contact form', () => {
  it('answers success, keeps the message as a lead and mails staff', async () => {
    const client = visitor();
    const response = await postForm(client, '/contact/form-process', {
      name: 'Sam Sender',
      email: 'sam@example.com',
      phone_number: '+1 555 0100',
      message: 'Do you ship to Canada?\nThanks.',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('success');
    const lead = await server.dataSource
      .getRepository(Lead)
      .findOneOrFail({ where: { kind: 'contact' }, order: { id: 'DESC' } });
    expect(lead).toMatchObject({ contactName: 'Sam Sender', description: 'Do you ship to Canada?\nThanks.' });
    const mail = await server.dataSource
      .getRepository(OutboxMail)
      .findOneByOrFail({ subject: 'New contact message from Sam Sender' });
    expect(mail.text).toContain('Do you ship to Canada?');
  });

  it('answers the reason in text, and keeps nothing, for a bad post', async () => {
    const client = visitor();
    const before = await leadCount();
    const bad = await postForm(client, '/contact/form-process', {
      name: 'Sam',
      email: 'sam@example.com\r\nBcc: x@example.com',
      message: 'Hi',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(marketingMessages.contactEmail);
    expect(
      await (
        await postForm(client, '/contact/form-process', { name: 'Sam', email: 'sam@example.com' })
      ).text(),
    ).toBe(marketingMessages.contactMessage);
    expect(await leadCount()).toBe(before);
  });
});
