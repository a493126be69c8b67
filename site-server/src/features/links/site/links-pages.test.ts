/**
 * The link tracker's pages (/r and /r/{code}+) over HTTP, as a browser without JavaScript sees
 * them: who may see them, and what the server renders (the selects' values, the first recent-links
 * list, the no-JavaScript form post, the statistics tables, the QR code). The browser side (copy
 * mode, select-with-create, inline code editing, charts) is covered by e2e/links.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../../../testing/site-test-server';
import { t } from '@shared/i18n';
import { TEST_ADMIN, TestClient, type TestServer, decodeHtml } from '../../../testing/test-server';

const PORTAL = { email: 'portal@example.com', password: 'demo-password-1' };
const PUBLISHER = { email: 'publisher@example.com', password: 'demo-password-1' };

let server: TestServer;

beforeAll(async () => {
  // Its own Vite cache: other test files start their Vite dev server at the same time.
  server = await startSiteTestServer({ viteCacheDir: 'node_modules/.vite-links-pages-test' });
});

afterAll(async () => {
  await server?.close();
});

const decode = decodeHtml;

class Visitor extends TestClient {
  async postForm(pathname: string, fields: Record<string, string>) {
    const { html } = await this.page(pathname);
    const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
    expect(csrfToken, `a csrf_token on ${pathname}`).toBeTruthy();
    const response = await this.request('POST', pathname, {
      body: new URLSearchParams({ csrf_token: csrfToken!, ...fields }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { status: response.status, html: decode(await response.text()) };
  }

  async result<T>(path: string, params: Record<string, unknown>): Promise<T> {
    const { body } = await this.rpc(path, params);
    if (body.error) throw new Error(`${path}: ${body.error.data.message}`);
    return body.result as T;
  }
}

async function signedIn(account: { email: string; password: string }) {
  const visitor = new Visitor(server.url);
  await visitor.signIn(account.email, account.password);
  return visitor;
}

interface LinkView {
  id: number;
  code: string;
  short_url: string;
  url: string;
}

describe('who may see the link tracker', () => {
  it('shows an anonymous visitor the tracker, without creating campaigns, media or sources', async () => {
    const anonymous = new Visitor(server.url);
    const page = await anonymous.page('/r');
    expect(page.status).toBe(200);
    const html = decode(page.html);
    expect(html).toContain('>Get tracked link</button>');
    expect(html).toContain('name="campaign_id"');
    expect((await anonymous.page('/fr/r')).status).toBe(200);
    // An unknown code, or someone else's link, is a 404.
    expect((await anonymous.page('/r/abc+')).status).toBe(404);
  });

  it('gives a visitor and a portal user the statistics of their own links only', async () => {
    const visitor = new Visitor(server.url);
    const link = await visitor.result<LinkView>('/website_links/new', {
      url: 'https://example.com/own-stats',
    });
    expect((await visitor.page(`/r/${link.code}+`)).status).toBe(200);
    expect((await new Visitor(server.url).page(`/r/${link.code}+`)).status).toBe(404);
    const portal = await signedIn(PORTAL);
    expect((await portal.page(`/r/${link.code}+`)).status).toBe(404);
    const own = await portal.result<LinkView>('/website_links/new', {
      url: 'https://example.com/portal-stats',
    });
    expect((await portal.page(`/r/${own.code}+`)).status).toBe(200);
    // Staff see every link's.
    expect((await (await signedIn(PUBLISHER)).page(`/r/${link.code}+`)).status).toBe(200);
  });

  it('shows the tracker to staff', async () => {
    const publisher = await signedIn(PUBLISHER);
    const page = await publisher.page('/r');
    expect(page.status).toBe(200);
    const html = decode(page.html);
    expect(html).toContain('<title>Link tracker | ');
    expect(html).toContain('>Get tracked link</button>');
    for (const label of ['URL', 'Campaign', 'Channel', 'Source']) expect(html).toContain(`>${label}</label>`);
    for (const field of ['url', 'campaign_id', 'medium_id', 'source_id'])
      expect(html).toContain(`name="${field}"`);
  });
});

describe('the tracker page as the server renders it', () => {
  it('lists the UTM values in the selects and the recent links with their filters', async () => {
    // The publisher has no links yet (the demo links are the admin's).
    const publisher = await signedIn(PUBLISHER);
    const fresh = decode((await publisher.page('/r')).html);
    expect(fresh).toContain("You don't have any recent links.");

    const campaignId = await publisher.result<number>('/web/dataset/call_kw/utm.campaign/create', {
      args: [{ name: 'Pages test campaign' }],
      kwargs: {},
    });
    const link = await publisher.result<LinkView>('/website_links/new', {
      url: `${server.url}/aboutus`,
      campaign_id: campaignId,
    });

    const html = decode((await publisher.page('/r')).html);
    expect(html).toContain(`<option value="${campaignId}">Pages test campaign</option>`);
    expect(html).not.toContain("You don't have any recent links.");
    expect(html).toContain(`data-code="${link.code}"`);
    expect(html).toContain(`href="${link.short_url}"`);
    expect(html).toContain(`href="/r/${link.code}+"`);
    expect(html).toContain('>Pages test campaign</dd>');
    expect(html).toContain('>0 clicks<');
    expect(html).toMatch(/aria-current="true" data-filter="newest"/);

    const mostClicked = decode((await publisher.page('/r?filter=most-clicked')).html);
    expect(mostClicked).toMatch(/aria-current="true" data-filter="most-clicked"/);
    // Most clicked lists clicked links only: none yet.
    expect(mostClicked).not.toContain(`data-code="${link.code}"`);
    expect(mostClicked).toContain("You don't have any recent links.");

    // Another staff member's recent links are their own.
    const admin = await signedIn(TEST_ADMIN);
    const adminPage = decode((await admin.page('/r')).html);
    expect(adminPage).toContain('class="recent-link"');
    expect(adminPage).not.toContain(`data-code="${link.code}"`);
  });

  it('creates a link from the form without JavaScript, with the spec messages on errors', async () => {
    const admin = await signedIn(TEST_ADMIN);
    const empty = await admin.postForm('/r', { url: '', campaign_id: '', medium_id: '', source_id: '' });
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('role="alert">The URL is empty.</p>');

    const missing = await admin.postForm('/r', { url: `${server.url}/no-such-page-here` });
    expect(missing.html).toContain('role="alert">URL not found (404)</p>');
    expect(missing.html).toContain(`value="${server.url}/no-such-page-here"`);

    const refused = await admin.postForm('/r', { url: 'javascript:alert(1)' });
    expect(refused.html).toContain(
      'role="alert">An error occur while trying to generate your link. Try again later.</p>',
    );

    const created = await admin.postForm('/r', { url: `${server.url}/aboutus?from=form` });
    expect(created.status).toBe(200);
    const shortUrl = /class="link-tracker__short-url">([^<]+)</.exec(created.html)?.[1];
    expect(shortUrl).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
    // The list under the form already holds it (the loader ran again after the post).
    expect(created.html).toContain(`href="${shortUrl}" class="recent-link__short-url"`);
  });

  it('translates the page under a language prefix', async () => {
    const admin = await signedIn(TEST_ADMIN);
    const html = decode((await admin.page('/fr/r')).html);
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain(`>${t('fr_FR', 'links.getTrackedLink')}</button>`);
  });
});

describe('the statistics page', () => {
  it('answers 404 for an unknown code or a path without the + suffix', async () => {
    const admin = await signedIn(TEST_ADMIN);
    for (const pathname of ['/r/no-such-code+', '/r/bad code+', '/r/a/b+', '/r/no-such-code']) {
      const page = await admin.page(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.html).toContain('data-status="404"');
    }
  });

  it('shows the link, its QR code and, without clicks, the no-data text in every tab', async () => {
    const admin = await signedIn(TEST_ADMIN);
    const link = await admin.result<LinkView>('/website_links/new', {
      url: `${server.url}/aboutus?stats=empty`,
    });
    for (const period of ['all', 'month', 'week']) {
      const page = await admin.page(`/r/${link.code}+?period=${period}`);
      expect(page.status).toBe(200);
      const html = decode(page.html);
      expect(html).toContain(`Statistics of ${link.short_url}`);
      expect(html).toContain(`data-period="${period}"`);
      expect(html).toContain('There is no data to show');
      expect(html).toContain(`src="/website_links/qr/${link.code}.svg"`);
      expect(html).toContain(`href="/website_links/qr/${link.code}.png" download="${link.code}.png"`);
    }
    const qr = await admin.request('GET', `/website_links/qr/${link.code}.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('shows the clicks as tables of the same numbers the charts draw', async () => {
    const admin = await signedIn(TEST_ADMIN);
    const link = await admin.result<LinkView>('/website_links/new', {
      url: `${server.url}/aboutus?stats=clicked`,
    });
    const visitor = new Visitor(server.url);
    for (let i = 0; i < 2; i++) {
      const redirect = await visitor.request('GET', `/r/${link.code}`, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
      });
      expect(redirect.status).toBe(302);
    }
    // Clicks are written in batches: wait (bounded) until they are stored.
    let html = '';
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      html = decode((await admin.page(`/r/${link.code}+`)).html);
      if (html.includes('class="link-stats__total">2<')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(html).toContain('class="link-stats__total">2<');
    expect(html).not.toContain('There is no data to show');
    const days = /data-table="days".*?<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
    expect(days.match(/<tr>/g)).toHaveLength(1);
    expect(days).toContain('<td>2</td>');
    // Loopback addresses have no country.
    const countries = /data-table="countries".*?<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
    expect(countries).toContain('<td>Unknown</td><td>2</td>');

    const week = decode((await admin.page(`/r/${link.code}+?period=week`)).html);
    expect(week).toContain('data-period="week"');
    expect(week).toContain('<td>Unknown</td><td>2</td>');
  });
});
