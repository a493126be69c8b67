/**
 * A link's rules on its redirect (issue 32, items 1–3): lifetime (start, expiry, click cap, fallback,
 * the 410 page), password (the page, its throttle, the remembered cookie and forged ones) and the
 * documented order lifetime → password → device → country → language → split, first match wins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '@shared/i18n';
import { decodeHtml, TestClient } from '../../testing/test-server';
import { postForm } from '../chatter/test-support';
import { LinkClick } from './link-click.entity';
import { TrackedLink } from './tracked-link.entity';
import { admin, BOT_UA, PHONE_UA, server, useLinksTestServer, waitFor } from './links-test-support';
import { addressesIn, ANDROID_UA, ruledLink, visit } from './link-rules-support';
import { passwordCookieName } from './link-rule-cookies';

useLinksTestServer({ TRUST_PROXY: '1' });

const HOUR = 3_600_000;
const clicksOf = (linkId: number) =>
  server.dataSource.getRepository(LinkClick).find({ where: { linkId }, order: { id: 'ASC' } });

let ip: Record<string, string>;
beforeAll(async () => {
  ip = await addressesIn('FR', 'US');
});

describe('lifetime', () => {
  it('an expired link with a device rule still expires: the 410 page, in the site’s language', async () => {
    const link = await ruledLink(admin, {
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
      targeting: { device: [{ device: 'ios', url: 'https://ios.example/' }] },
    });
    const answer = await visit(server.url, link.code, { 'user-agent': PHONE_UA });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/r/${link.code}/expired`);
    const page = await new TestClient(server.url).page(`/r/${link.code}/expired`);
    expect(page.status).toBe(410);
    expect(decodeHtml(page.html)).toContain(t('en_US', 'links.expired.title'));
    const french = await new TestClient(server.url).page(`/fr/r/${link.code}/expired`);
    expect(french.status).toBe(410);
    expect(decodeHtml(french.html)).toContain(t('fr_FR', 'links.expired.title'));
    expect(decodeHtml((await new TestClient(server.url).page(`/es/r/${link.code}/expired`)).html)).toContain(
      t('es_ES', 'links.expired.title'),
    );
    // The click is kept, with the rule that chose its answer.
    const clicks = await waitFor(
      () => clicksOf(link.id),
      (rows) => rows.length === 1,
    );
    expect(clicks.map((click) => click.rule)).toEqual(['lifetime']);
  });

  it('a live link has no expired page; a link not started yet goes to its fallback', async () => {
    const live = await ruledLink(admin, { expiresAt: new Date(Date.now() + HOUR).toISOString() });
    expect((await new TestClient(server.url).page(`/r/${live.code}/expired`)).status).toBe(404);
    expect((await visit(server.url, live.code)).headers.get('location')).toMatch(
      /^https:\/\/target\.example\//,
    );
    const early = await ruledLink(admin, {
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      fallbackUrl: 'https://fallback.example/soon',
    });
    expect((await visit(server.url, early.code)).headers.get('location')).toBe(
      'https://fallback.example/soon',
    );
  });

  it('a click cap counts human clicks in the database: past it, the fallback; bots never count', async () => {
    const link = await ruledLink(admin, { maxClicks: 3, fallbackUrl: 'https://fallback.example/over' });
    const bot = await visit(server.url, link.code, { 'user-agent': BOT_UA });
    expect(bot.headers.get('location')).toMatch(/^https:\/\/target\.example\//);
    const locations: Array<string | null> = [];
    for (let i = 0; i < 5; i++) locations.push((await visit(server.url, link.code)).headers.get('location'));
    expect(locations.slice(0, 3).every((location) => location!.startsWith('https://target.example/'))).toBe(
      true,
    );
    expect(locations.slice(3)).toEqual(['https://fallback.example/over', 'https://fallback.example/over']);
    const row = await server.dataSource.getRepository(TrackedLink).findOneByOrFail({ id: link.id });
    expect(row.clickCount).toBe(5);
    const rules = (await clicksOf(link.id)).filter((click) => !click.isBot).map((click) => click.rule);
    expect(rules).toEqual([null, null, null, 'lifetime', 'lifetime']);
  });

  it('without a fallback, a capped link sends to its 410 page once the cap is reached', async () => {
    const link = await ruledLink(admin, { maxClicks: 1 });
    expect((await visit(server.url, link.code)).headers.get('location')).toMatch(
      /^https:\/\/target\.example\//,
    );
    expect((await visit(server.url, link.code)).headers.get('location')).toBe(`/r/${link.code}/expired`);
    expect((await new TestClient(server.url).page(`/r/${link.code}/expired`)).status).toBe(410);
  });
});

describe('password', () => {
  it('a password link with a split asks first; a right password is remembered for that link a day', async () => {
    const link = await ruledLink(admin, {
      password: 'open sesame',
      targeting: {
        split: [
          { url: 'https://a.example/', weight: 50 },
          { url: 'https://b.example/', weight: 50 },
        ],
      },
    });
    const first = await visit(server.url, link.code);
    expect(first.headers.get('location')).toBe(`/r/${link.code}/password`);
    // Asked, not clicked: nothing counted yet.
    expect(await clicksOf(link.id)).toEqual([]);

    const visitor = new TestClient(server.url, { 'x-forwarded-for': '198.51.100.10' });
    const page = await visitor.page(`/r/${link.code}/password`);
    expect(page.status).toBe(200);
    expect(decodeHtml(page.html)).toContain(t('en_US', 'links.password.title'));
    // No csrf_token: refused.
    const forged = await postForm(
      server,
      visitor,
      `/r/${link.code}/password`,
      { password: 'open sesame' },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    const wrong = await postForm(server, visitor, `/r/${link.code}/password`, { password: 'guess' });
    expect(wrong.status).toBe(403);
    expect(decodeHtml(await wrong.text())).toContain(t('en_US', 'links.password.wrong'));
    expect(visitor.cookie(passwordCookieName(link.id))).toBeUndefined();

    const right = await postForm(server, visitor, `/r/${link.code}/password`, { password: 'open sesame' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/r/${link.code}`);
    const setCookie = right.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${passwordCookieName(link.id)}=`))!;
    expect(setCookie).toContain(`Path=/r/${link.code}`);
    expect(setCookie).toContain('Max-Age=86400');
    expect(setCookie).toContain('HttpOnly');

    const through = await visitor.request('GET', `/r/${link.code}`, { headers: { 'user-agent': PHONE_UA } });
    expect(through.headers.get('location')).toMatch(/^https:\/\/[ab]\.example\/$/);
    const clicks = await waitFor(
      () => clicksOf(link.id),
      (rows) => rows.length === 1,
    );
    expect(clicks[0]!.rule).toBe('split');
  });

  it('refuses forged and other links’ cookies', async () => {
    const one = await ruledLink(admin, { password: 'first secret' });
    const two = await ruledLink(admin, { password: 'second secret' });
    const visitor = new TestClient(server.url, { 'x-forwarded-for': '198.51.100.11' });
    expect(
      (await postForm(server, visitor, `/r/${one.code}/password`, { password: 'first secret' })).status,
    ).toBe(303);
    const value = visitor.cookie(passwordCookieName(one.id))!;
    expect(
      (await visit(server.url, one.code, { cookie: `${passwordCookieName(one.id)}=${value}` })).headers.get(
        'location',
      ),
    ).toMatch(/^https:\/\/target\.example\//);
    // The same value under the other link's name, a later expiry with the old signature, a bare name.
    const [until, signature] = value.split('.');
    for (const cookie of [
      `${passwordCookieName(two.id)}=${value}`,
      `${passwordCookieName(one.id)}=${Number(until) + HOUR}.${signature}`,
      `${passwordCookieName(one.id)}=${until}.AAAAAAAAAAAAAAAAAAAAAA`,
      `x${passwordCookieName(one.id)}=${value}`,
    ]) {
      const code = cookie.startsWith(passwordCookieName(two.id)) ? two.code : one.code;
      expect((await visit(server.url, code, { cookie })).headers.get('location')).toBe(`/r/${code}/password`);
    }
  });

  it('throttles wrong tries per client, in the database', async () => {
    const link = await ruledLink(admin, { password: 'the right one' });
    const visitor = new TestClient(server.url, { 'x-forwarded-for': '198.51.100.12' });
    for (let i = 0; i < 10; i++)
      expect(
        (await postForm(server, visitor, `/r/${link.code}/password`, { password: `wrong ${i}` })).status,
      ).toBe(403);
    const refused = await postForm(server, visitor, `/r/${link.code}/password`, {
      password: 'the right one',
    });
    expect(refused.status).toBe(429);
    expect(decodeHtml(await refused.text())).toContain(t('en_US', 'links.password.tooMany'));
    // Another client is not held back by the first one's tries.
    const other = new TestClient(server.url, { 'x-forwarded-for': '198.51.100.13' });
    expect(
      (await postForm(server, other, `/r/${link.code}/password`, { password: 'the right one' })).status,
    ).toBe(303);
  });
});

describe('targeting', () => {
  const targeting = {
    device: [{ device: 'ios' as const, url: 'https://ios.example/' }],
    country: [{ countries: ['FR'], url: 'https://fr.example/' }],
    language: [{ languages: ['es'], url: 'https://es.example/' }],
  };

  it('evaluates device, then country, then language; first match wins; each click keeps its rule', async () => {
    const link = await ruledLink(admin, { targeting });
    const cases: Array<[Record<string, string>, string]> = [
      [
        { 'user-agent': PHONE_UA, 'x-forwarded-for': ip.FR!, 'accept-language': 'es' },
        'https://ios.example/',
      ],
      [
        { 'user-agent': ANDROID_UA, 'x-forwarded-for': ip.FR!, 'accept-language': 'es' },
        'https://fr.example/',
      ],
      [{ 'x-forwarded-for': ip.US!, 'accept-language': 'es-MX,en;q=0.5' }, 'https://es.example/'],
      [{ 'x-forwarded-for': ip.US!, 'accept-language': 'en-US,es;q=0.9' }, link.url],
    ];
    for (const [headers, location] of cases)
      expect((await visit(server.url, link.code, headers)).headers.get('location')).toBe(location);
    const clicks = await waitFor(
      () => clicksOf(link.id),
      (rows) => rows.length === 4,
    );
    expect(clicks.map((click) => click.rule)).toEqual(['device', 'country', 'language', null]);
  });

  it('answers the same once the cache forgot the link (the database read of another process)', async () => {
    const link = await ruledLink(admin, { targeting });
    // A rename forgets the old code everywhere; the new one is read again on its first redirect.
    const renamed = await admin.request('PUT', `/api/admin/links/${link.id}/code`, {
      json: { code: `${link.code}x` },
    });
    expect(renamed.status).toBe(200);
    const answer = await visit(server.url, `${link.code}x`, { 'user-agent': PHONE_UA });
    expect(answer.headers.get('location')).toBe('https://ios.example/');
  });
});
