import { beforeAll, describe, expect, it } from 'vitest';
import { redirectCode } from './';
import { redirectLocation } from './link-url';
import { linkMessages, trackedLinkSchema, type TrackedLink } from '../../../../shared/links/contract';
import { TestClient } from '../../testing/test-server';
import {
  server,
  admin,
  publisher,
  portal,
  anonymous,
  follow,
  callKw,
  newLink,
  createLink,
  utmId,
  useLinksTestServer,
} from './links-test-support';

useLinksTestServer();

describe('redirect helpers', () => {
  it('merges utm values, keeping the query and the fragment', () => {
    expect(
      redirectLocation('https://example.com/p?a=1&utm_source=old&b=x%20y#frag', {
        campaign: 'Spring sale',
        medium: 'Email',
        source: 'News',
      }),
    ).toBe(
      'https://example.com/p?a=1&b=x%20y&utm_campaign=Spring%20sale&utm_medium=Email&utm_source=News#frag',
    );
    expect(
      redirectLocation('https://example.com/?utm_source=kept', {
        campaign: null,
        medium: null,
        source: null,
      }),
    ).toBe('https://example.com/?utm_source=kept');
    expect(redirectLocation('https://exämple.com/ü', { campaign: 'c', medium: null, source: null })).toBe(
      'https://xn--exmple-cua.com/%C3%BC?utm_campaign=c',
    );
  });

  it('recognises exactly one segment of code characters', () => {
    expect(redirectCode('/r/abc_D-9')).toBe('abc_D-9');
    expect(redirectCode('/r/abc?x=1')).toBe('abc');
    expect(redirectCode('/r/abc+')).toBeNull();
    expect(redirectCode('/r/abc/def')).toBeNull();
    expect(redirectCode('/r/')).toBeNull();
    expect(redirectCode('/r')).toBeNull();
    expect(redirectCode(`/r/${'a'.repeat(65)}`)).toBeNull();
    expect(redirectCode(`/r/${'a'.repeat(64)}`)).toBe('a'.repeat(64));
    expect(redirectCode('/rx/abc')).toBeNull();
  });
});

describe('access to the spec calls', () => {
  it('lets a visitor shorten a link, and shows it to that browser only', async () => {
    const visitor = new TestClient(server.url);
    const { body } = await visitor.rpc('/website_links/new', { url: 'https://example.com/visitor-link' });
    const link = body.result as TrackedLink;
    expect(link.code).toMatch(/^[\w-]+$/);
    expect(visitor.cookieHeader).toMatch(/vitrine_links=/);
    const mine = await visitor.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
    expect((mine.body.result as TrackedLink[]).map((row) => row.code)).toEqual([link.code]);
    // Another browser, a portal user and another visitor see none of it, and may not rename it.
    for (const other of [new TestClient(server.url), portal, anonymous]) {
      const theirs = await other.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
      expect((theirs.body.result as TrackedLink[]).map((row) => row.code)).not.toContain(link.code);
      const renamed = await other.rpc('/website_links/add_code', {
        init_code: link.code,
        new_code: `x${link.code}`,
      });
      expect(renamed.body.error?.data).toEqual({ name: 'AccessError', message: linkMessages.notYours });
    }
    // Its own browser may; staff may rename any link.
    const own = await visitor.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: `v-${link.code}`,
    });
    expect((own.body.result as TrackedLink[])[0]!.code).toBe(`v-${link.code}`);
    const staff = await publisher.rpc('/website_links/add_code', {
      init_code: `v-${link.code}`,
      new_code: `s-${link.code}`,
    });
    expect(staff.body.error).toBeUndefined();
  });

  it('lets a portal user shorten links of their own, and checks every URL', async () => {
    const { body } = await portal.rpc('/website_links/new', { url: 'https://example.com/portal-link' });
    const link = body.result as TrackedLink;
    const mine = await portal.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
    expect((mine.body.result as TrackedLink[]).map((row) => row.code)).toContain(link.code);
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'data:text/html,x', 'not a url'])
      expect(
        ((await portal.rpc('/website_links/new', { url })).body.result as { error?: string }).error,
        url,
      ).toBe('invalid_url');
  });

  it('staff (a publisher) may create and list links', async () => {
    const link = await createLink(publisher, { url: 'https://example.com/publisher' });
    const { body } = await publisher.rpc('/website_links/recent_links', { filter: 'newest', limit: 20 });
    expect((body.result as TrackedLink[]).map((row) => row.code)).toContain(link.code);
  });

  it('the model calls are staff only too', async () => {
    expect((await callKw(anonymous, 'utm.campaign', 'search_read', [[]])).body.error?.data.name).toBe(
      'AuthError',
    );
    expect((await callKw(portal, 'utm.source', 'create', [{ name: 'x' }])).body.error?.data.name).toBe(
      'AccessError',
    );
    expect(
      (await callKw(portal, 'link.tracker.click', 'search_count', [[['link_id', '=', 1]]])).body.error?.data
        .name,
    ).toBe('AccessError');
    expect((await callKw(publisher, 'utm.medium', 'search_read', [[]])).body.result).toBeInstanceOf(Array);
  });
});

describe('POST /website_links/new', () => {
  it('answers the link with its short URL and UTM values', async () => {
    const campaign = await utmId('utm.campaign', 'Links test campaign');
    const medium = await utmId('utm.medium', 'Links test medium');
    const source = await utmId('utm.source', 'Links test source');
    const link = await createLink(admin, {
      url: 'https://example.com/page?x=1#top',
      campaign_id: campaign,
      medium_id: String(medium),
      source_id: source,
    });
    expect(trackedLinkSchema.parse(link)).toBeTruthy();
    expect(link.code).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(link.short_url).toBe(`${server.url}/r/${link.code}`);
    expect(link.url).toBe('https://example.com/page?x=1#top');
    expect(link.campaign_id).toEqual([campaign, 'Links test campaign']);
    expect(link.medium_id).toEqual([medium, 'Links test medium']);
    expect(link.source_id).toEqual([source, 'Links test source']);
    expect(link.clicks).toBe(0);
    expect(link.redirected_url).toBe(
      'https://example.com/page?x=1&utm_campaign=Links%20test%20campaign&utm_medium=Links%20test%20medium&utm_source=Links%20test%20source#top',
    );
  });

  it('gives the same link for the same target and values, a new one otherwise', async () => {
    const first = await createLink(admin, { url: 'https://example.com/same' });
    const again = await createLink(admin, { url: 'https://example.com/same', campaign_id: false });
    expect(again.code).toBe(first.code);
    const other = await createLink(admin, {
      url: 'https://example.com/same',
      medium_id: await utmId('utm.medium', 'M2'),
    });
    expect(other.code).not.toBe(first.code);
  });

  it('adds https:// to an address without a scheme', async () => {
    const link = await createLink(admin, { url: 'example.com/no-scheme' });
    expect(link.url).toBe('https://example.com/no-scheme');
  });

  it('empty_url for an empty or blank URL (SPEC §8)', async () => {
    for (const url of ['', '   ', undefined]) {
      const result = await newLink(admin, url === undefined ? {} : { url });
      expect(result).toEqual({ error: 'empty_url', message: linkMessages.emptyUrl });
    }
  });

  it('url_not_found for a page of this site that answers 404 (SPEC §8)', async () => {
    const result = await newLink(admin, { url: `${server.url}/no-such-page-here` });
    expect(result).toMatchObject({ error: 'url_not_found' });
    const found = await createLink(admin, { url: `${server.url}/aboutus` });
    expect(found.url).toBe(`${server.url}/aboutus`);
  });

  it('refuses javascript:, data: and other schemes with a clear message', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.com/x',
      'http://',
    ]) {
      const result = await newLink(admin, { url });
      expect(result, url).toEqual({ error: 'invalid_url', message: linkMessages.invalidUrl });
    }
  });

  it('refuses a URL longer than 2048 characters', async () => {
    const url = `https://example.com/${'a'.repeat(2049 - 20)}`;
    expect(url.length).toBe(2049);
    expect(await newLink(admin, { url })).toEqual({
      error: 'url_too_long',
      message: linkMessages.urlTooLong,
    });
    const longest = `https://example.com/${'b'.repeat(2048 - 20)}`;
    expect((await createLink(admin, { url: longest })).url).toBe(longest);
  });

  it('refuses an unknown UTM id', async () => {
    const { body } = await admin.rpc('/website_links/new', {
      url: 'https://example.com/x',
      campaign_id: 999999,
    });
    expect(body.error?.data.name).toBe('ValidationError');
  });
});

describe('values typed in the selects (SPEC §5)', () => {
  it("a visitor's link carries typed names: found case-insensitively, else created with the link", async () => {
    const visitor = new TestClient(server.url);
    const known = await utmId('utm.campaign', 'Typed known');
    const { body } = await visitor.rpc('/website_links/new', {
      url: 'https://example.com/typed-values',
      campaign_name: '  TYPED KNOWN ',
      medium_name: 'Typed medium',
      source_name: 'Typed source',
    });
    const link = body.result as TrackedLink;
    expect(link.campaign_id).toEqual([known, 'Typed known']);
    expect(link.medium_id).toEqual([expect.any(Number), 'Typed medium']);
    expect(link.source_id).toEqual([expect.any(Number), 'Typed source']);
    expect(new URL(link.redirected_url).searchParams.get('utm_medium')).toBe('Typed medium');
    // Typed again in another case: the same value, not a second one.
    expect(await utmId('utm.medium', 'typed MEDIUM')).toBe((link.medium_id as [number, string])[0]);
    // An id, when given, wins over a name.
    const again = await visitor.rpc('/website_links/new', {
      url: 'https://example.com/typed-values-2',
      campaign_id: known,
      campaign_name: 'Ignored name',
    });
    expect((again.body.result as TrackedLink).campaign_id).toEqual([known, 'Typed known']);
    const ignored = await callKw(admin, 'utm.campaign', 'search_read', [[['name', '=', 'Ignored name']]]);
    expect(ignored.body.result).toEqual([]);
  });

  it('two visitors typing the same new value at once both get their link, with one value', async () => {
    const name = `Raced ${Date.now().toString(36)}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new TestClient(server.url).rpc('/website_links/new', {
          url: `https://example.com/raced-${i}`,
          campaign_name: i % 2 ? name : name.toUpperCase(),
        }),
      ),
    );
    const ids = answers.map(({ body }) => (body.result as TrackedLink).campaign_id);
    expect(new Set(ids.map((id) => (id as [number, string])[0])).size).toBe(1);
    const rows = await callKw(admin, 'utm.campaign', 'search_read', [[['name', 'ilike', name]]]);
    expect(rows.body.result).toHaveLength(1);
  });

  it('a refused link creates none of its typed values', async () => {
    const { body } = await admin.rpc('/website_links/new', {
      url: 'https://example.com/refused',
      campaign_name: 'Never created',
      source_id: 999999,
    });
    expect(body.error?.data.name).toBe('ValidationError');
    const none = await callKw(admin, 'utm.campaign', 'search_read', [[['name', '=', 'Never created']]]);
    expect(none.body.result).toEqual([]);
  });
});

describe('utm model calls', () => {
  it('create returns the existing record for a name that exists case-insensitively', async () => {
    const id = await utmId('utm.campaign', 'Black Friday');
    expect(await utmId('utm.campaign', 'black friday')).toBe(id);
    expect(await utmId('utm.campaign', '  BLACK FRIDAY ')).toBe(id);
    // The three vocabularies are separate.
    expect(await utmId('utm.source', 'Black Friday')).toBeGreaterThan(0);
    const { body } = await callKw(admin, 'utm.campaign', 'search_read', [], {
      domain: [['name', 'ilike', 'friday']],
      fields: ['id', 'name'],
      limit: 10,
    });
    expect(body.result).toEqual([{ id, name: 'Black Friday' }]);
  });

  it('create with an empty name is refused', async () => {
    const { body } = await callKw(admin, 'utm.medium', 'create', [{ name: '  ' }]);
    expect(body.error?.data.name).toBe('ValidationError');
  });

  it('search_read honours limit and args-style domains', async () => {
    const { body } = await callKw(admin, 'utm.medium', 'search_read', [[], ['name']], { limit: 2 });
    expect((body.result as unknown[]).length).toBe(2);
    const none = await callKw(admin, 'utm.medium', 'search_read', [[['name', 'ilike', 'zzz-none']]]);
    expect(none.body.result).toEqual([]);
  });
});

describe('POST /website_links/add_code and the redirect', () => {
  let link: TrackedLink;
  beforeAll(async () => {
    link = await createLink(admin, {
      url: 'https://example.com/shop?cat=2&utm_source=theirs#list',
      campaign_id: await utmId('utm.campaign', 'Rename campaign'),
      source_id: await utmId('utm.source', 'Rename source'),
    });
  });

  it('redirects with 302, utm values merged, no-store', async () => {
    const response = await follow(server.url, `${link.code}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'https://example.com/shop?cat=2&utm_campaign=Rename%20campaign&utm_source=Rename%20source#list',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD the same way', async () => {
    const response = await follow(server.url, link.code, { method: 'HEAD' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('utm_campaign=Rename%20campaign');
  });

  it('an unknown code shows the 404 page', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await follow(server.url, `NoSuchCode1`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('renames the code: the new one redirects at once, the old one no longer does', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: 'spring-2025_A',
    });
    const [renamed] = body.result as TrackedLink[];
    expect(renamed?.code).toBe('spring-2025_A');
    expect(renamed?.short_url).toBe(`${server.url}/r/spring-2025_A`);
    expect((await follow(server.url, `spring-2025_A`)).status).toBe(302);
    expect((await follow(server.url, `${link.code}`)).status).toBe(404);
    link = renamed!;
  });

  it('a code visited before it existed redirects once it is given', async () => {
    expect((await follow(server.url, `later-code`)).status).toBe(404);
    await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: 'later-code' });
    expect((await follow(server.url, `later-code`)).status).toBe(302);
    link = { ...link, code: 'later-code' };
  });

  it('refuses an empty code (SPEC §5)', async () => {
    const { body } = await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: '  ' });
    expect(body.error?.data).toMatchObject({ name: 'ValidationError', message: linkMessages.codeEmpty });
  });

  it('refuses a taken code (SPEC §8)', async () => {
    const other = await createLink(admin, { url: 'https://example.com/other-for-taken' });
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: other.code,
    });
    expect(body.error?.data).toMatchObject({ name: 'UserError', message: linkMessages.codeTaken });
  });

  it('refuses codes with characters that are not URL-safe', async () => {
    for (const code of ['a b', 'a/b', 'é', 'a+', 'x'.repeat(65), '<script>']) {
      const { body } = await admin.rpc('/website_links/add_code', { init_code: link.code, new_code: code });
      expect(body.error?.data, code).toMatchObject({
        name: 'ValidationError',
        message: linkMessages.codeInvalid,
      });
    }
  });

  it('an unknown init_code is MissingError', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: 'no-such-code',
      new_code: 'whatever',
    });
    expect(body.error?.data.name).toBe('MissingError');
  });

  it('renaming to the same code answers the link unchanged', async () => {
    const { body } = await admin.rpc('/website_links/add_code', {
      init_code: link.code,
      new_code: link.code,
    });
    expect((body.result as TrackedLink[])[0]?.code).toBe(link.code);
  });
});
