/**
 * The marketing blocks on the demo site (issue 15, items 1–3): the lead form (its model in a data
 * attribute, the page's token), the demo request, the contact form, and /thank-you, a real page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { decodeHtml, TestClient, type TestServer } from '../../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSiteTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('the marketing blocks', () => {
  it('render the lead and contact forms with the page’s token', async () => {
    const page = await new TestClient(server.url).page('/contactus');
    expect(page.status).toBe(200);
    const html = decodeHtml(page.html);
    const leadForm = /<form[^>]*class="marketing-form lead-form"[^>]*>/.exec(html)![0];
    expect(leadForm).toContain('data-model-name="crm.lead"');
    expect(leadForm).toContain('action="/o2b/website_lead/crm.lead"');
    expect(html).toContain('<input type="hidden" name="page_url" value="/contactus"/>');
    expect(html).toMatch(/action="\/contact\/form-process"/);
    for (const name of ['name', 'email', 'phone_number', 'message', 'contact_name', 'email_from', 'Question'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/name="csrf_token" value="[^"]+"/);
  });

  it('describe each marketing page to search engines, in the page’s language', async () => {
    const visitor = new TestClient(server.url);
    for (const path of ['/contactus', '/request-a-demo', '/billing', '/pricing', '/case-studies'])
      expect(decodeHtml((await visitor.page(path)).html), path).toMatch(
        /<meta name="description" content="[^"]{20,}"/,
      );
    expect(decodeHtml((await visitor.page('/fr/contactus')).html)).toContain(
      '<meta name="description" content="Appelez-nous, écrivez-nous',
    );
  });

  it('render the demo request with SPEC §3’s field names', async () => {
    const html = decodeHtml((await new TestClient(server.url).page('/request-a-demo')).html);
    for (const name of [
      'name',
      'email',
      'company_name',
      'comapny_size',
      'comapny_industry',
      'remarks',
      'sale',
      'scm',
      'supply',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Request a demo');
  });

  it('send visitors to /thank-you, a page of the site', async () => {
    const page = await new TestClient(server.url).page('/thank-you');
    expect(page.status).toBe(200);
    expect(decodeHtml(page.html)).toContain('We received your message');
  });
});
