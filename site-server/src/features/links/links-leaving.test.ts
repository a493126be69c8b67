/**
 * Short links are no open redirect on the shop's domain (issue 25, item 18): a link made by anyone but
 * staff to another site first opens /r/{code}/leave, which names both sites and shows the full address;
 * staff links and links to this site redirect at once; and visitors' links are limited per client and
 * hour, counted in the database.
 */
import { describe, expect, it } from 'vitest';
import { t } from '@shared/i18n';
import { decodeHtml, TestClient } from '../../testing/test-server';
import { admin, follow, portal, server, useLinksTestServer } from './links-test-support';
import { LinkClick } from './link-click.entity';

const VISITOR_LINKS_PER_HOUR = 10;
useLinksTestServer({ VISITOR_LINKS_PER_HOUR: String(VISITOR_LINKS_PER_HOUR) });

async function shorten(client: TestClient, url: string) {
  const { body } = await client.rpc('/website_links/new', { url });
  return body as {
    result?: { id: number; code: string; error?: string };
    error?: { data: { name: string } };
  };
}

describe('a link to another site made by a visitor', () => {
  it('opens the page saying where it leads, with the full address and Continue', async () => {
    const target = 'https://elsewhere.example/offer?next=<script>alert(1)</script>';
    const { result } = await shorten(new TestClient(server.url), target);
    const redirect = await follow(server.url, result!.code);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/r/${result!.code}/leave`);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    // The visit counts as a click of the link, as a redirect does.
    expect(await server.dataSource.getRepository(LinkClick).countBy({ linkId: result!.id })).toBe(1);

    const page = await new TestClient(server.url).page(`/r/${result!.code}/leave`);
    expect(page.status).toBe(200);
    const html = decodeHtml(page.html);
    expect(html).toContain(t('en_US', 'links.leaving.title', 'Vitrine Demo Shop', 'elsewhere.example'));
    const address = 'https://elsewhere.example/offer?next=%3Cscript%3Ealert(1)%3C/script%3E';
    expect(html).toContain(`<code>${address}</code>`);
    expect(html).toMatch(
      new RegExp(
        `<a class="button" href="${address.replace(/[.?()]/g, '\\$&')}" rel="nofollow noopener noreferrer">Continue</a>`,
      ),
    );
    expect(page.html).not.toContain('<script>alert');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    // In the site's languages.
    const french = decodeHtml((await new TestClient(server.url).page(`/fr/r/${result!.code}/leave`)).html);
    expect(french).toContain(t('fr_FR', 'links.leaving.title', 'Vitrine Demo Shop', 'elsewhere.example'));
  });

  it('made by a portal user does too; a staff link and a link to this site redirect at once', async () => {
    const portalLink = (await shorten(portal, 'https://elsewhere.example/portal')).result!;
    expect((await follow(server.url, portalLink.code)).headers.get('location')).toBe(
      `/r/${portalLink.code}/leave`,
    );
    const staffLink = (await shorten(admin, 'https://elsewhere.example/staff')).result!;
    expect((await follow(server.url, staffLink.code)).headers.get('location')).toBe(
      'https://elsewhere.example/staff',
    );
    const ownSite = (await shorten(new TestClient(server.url), `${server.url}/aboutus`)).result!;
    expect((await follow(server.url, ownSite.code)).headers.get('location')).toBe(`${server.url}/aboutus`);
  });

  it('has no such page for an unknown code', async () => {
    expect((await new TestClient(server.url).page('/r/no-such-code/leave')).status).toBe(404);
  });
});

describe('links made by visitors', () => {
  it('are limited per client address and hour, in the database; staff are not held by it', async () => {
    // A window closing within seconds would start the count again half-way.
    const hour = 3_600_000;
    if (hour - (Date.now() % hour) < 10_000)
      await new Promise((resolve) => setTimeout(resolve, hour - (Date.now() % hour) + 100));
    const counted = async () =>
      Number(
        (
          (await server.dataSource.query(
            `SELECT COALESCE(SUM("hits"), 0) AS "hits" FROM "rate_limit_counter" WHERE "limiter" = 'links.visitors'`,
          )) as Array<{ hits: number | string }>
        )[0]!.hits,
      );
    // Every visitor of this file came from 127.0.0.1: one client, whatever their cookies.
    for (let made = await counted(); made < VISITOR_LINKS_PER_HOUR; made++)
      expect(
        (await shorten(new TestClient(server.url), `https://elsewhere.example/${made}`)).result?.code,
      ).toBeTruthy();
    const refused = await shorten(new TestClient(server.url), 'https://elsewhere.example/one-too-many');
    expect(refused.error?.data.name).toBe('RateLimitError');
    expect(await counted()).toBe(VISITOR_LINKS_PER_HOUR + 1);
    expect((await shorten(admin, 'https://elsewhere.example/staff-still')).result?.code).toBeTruthy();
  });
});
