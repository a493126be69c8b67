/**
 * A link's split (issue 32, item 4), its rules' input and the "test a click" preview (item 8): the
 * weights by exact bucket counts (no chance involved), the visitor's signed variant cookie, bots
 * outside the split and the counts, each click's variant and rule, the refusals' words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@shared/i18n';
import type { LinkPreview, LinkRules } from '../../../../shared/links/rules';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../testing/test-server';
import { LinkClick } from './link-click.entity';
import { firstLanguageOf, variantOfBucket } from './link-rules';
import { variantCookieName } from './link-rule-cookies';
import { ruledLink, setCookieOf, visit } from './link-rules-support';
import { BOT_UA, waitFor } from './links-test-support';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const clicksOf = (linkId: number) =>
  server.dataSource.getRepository(LinkClick).find({ where: { linkId }, order: { id: 'ASC' } });

const split = (...weights: number[]) =>
  weights.map((weight, i) => ({ url: `https://${'abcd'[i]}.example/`, weight }));

describe('split assignment', () => {
  it('gives each destination exactly its weight of the 100 buckets', () => {
    for (const weights of [
      [50, 50],
      [70, 20, 10],
      [1, 1, 1, 97],
      [25, 25, 25, 25],
    ]) {
      let total = 0;
      const upTo = weights.map((weight) => (total += weight));
      const counts = weights.map(() => 0);
      for (let bucket = 0; bucket < 100; bucket++) counts[variantOfBucket(upTo, bucket)]! += 1;
      expect(counts).toEqual(weights);
    }
  });

  it('reads the browser’s first language by quality', () => {
    expect(firstLanguageOf('fr-CA,en;q=0.8')).toBe('fr');
    expect(firstLanguageOf('en;q=0.5, es-MX;q=0.9, *;q=0.1')).toBe('es');
    expect(firstLanguageOf('*')).toBeNull();
    expect(firstLanguageOf(undefined)).toBeNull();
  });
});

describe('a split on the redirect', () => {
  it('keeps a visitor’s destination on later clicks (a signed cookie for that link)', async () => {
    const link = await ruledLink(admin, { targeting: { split: split(50, 50) } });
    const first = await visit(server.url, link.code);
    const location = first.headers.get('location');
    expect(location).toMatch(/^https:\/\/[ab]\.example\/$/);
    const cookie = setCookieOf(first, variantCookieName(link.id))!;
    expect(cookie).toBeDefined();
    expect(first.headers.getSetCookie().join()).toContain(`Path=/r/${link.code}`);
    for (let i = 0; i < 5; i++) {
      const again = await visit(server.url, link.code, { cookie });
      expect(again.headers.get('location')).toBe(location);
      // Kept, not drawn again: no new cookie.
      expect(setCookieOf(again, variantCookieName(link.id))).toBeUndefined();
    }
    const clicks = await waitFor(
      () => clicksOf(link.id),
      (rows) => rows.length === 6,
    );
    const variant = location === 'https://a.example/' ? 0 : 1;
    expect(clicks.map((click) => [click.variant, click.rule])).toEqual(Array(6).fill([variant, 'split']));
  });

  it('ignores a forged or another link’s variant cookie and draws again', async () => {
    const link = await ruledLink(admin, { targeting: { split: split(50, 50) } });
    const other = await ruledLink(admin, { targeting: { split: split(50, 50) } });
    const theirs = setCookieOf(await visit(server.url, other.code), variantCookieName(other.id))!;
    const value = theirs.split('=')[1]!;
    for (const cookie of [
      `${variantCookieName(link.id)}=${value}`,
      `${variantCookieName(link.id)}=1.AAAAAAAAAAAAAAAA`,
      `${variantCookieName(link.id)}=3`,
    ]) {
      const answer = await visit(server.url, link.code, { cookie });
      expect(setCookieOf(answer, variantCookieName(link.id))).toBeDefined();
    }
  });

  it('sends bots to the first destination, outside the split and the counts', async () => {
    const link = await ruledLink(admin, { targeting: { split: split(1, 99) } });
    for (let i = 0; i < 3; i++) {
      const answer = await visit(server.url, link.code, { 'user-agent': BOT_UA });
      expect(answer.headers.get('location')).toBe('https://a.example/');
      expect(setCookieOf(answer, variantCookieName(link.id))).toBeUndefined();
    }
    const clicks = await waitFor(
      () => clicksOf(link.id),
      (rows) => rows.length === 3,
    );
    expect(clicks.map((click) => [click.isBot, click.variant, click.rule])).toEqual(
      Array(3).fill([true, null, 'split']),
    );
    const row = await admin.request('GET', `/api/admin/links/${link.id}`);
    expect(((await row.json()) as { link: { clicks: number } }).link.clicks).toBe(0);
  });
});

describe('the rules’ input', () => {
  const refusal = async (id: number, body: unknown) => {
    const answer = await admin.request('PUT', `/api/admin/links/${id}/rules`, { json: body });
    expect(answer.status).toBe(400);
    return ((await answer.json()) as { error: { message: string; fields: Record<string, string> } }).error;
  };

  it('refuses weights not adding up, a fifth destination, invalid addresses, an expiry before the start', async () => {
    const link = await ruledLink(admin, {});
    expect((await refusal(link.id, { targeting: { split: split(60, 30) } })).message).toBe(
      t('en_US', 'links.rules.weightsSum'),
    );
    expect((await refusal(link.id, { targeting: { split: split(20, 20, 20, 20, 20) } })).message).toBe(
      t('en_US', 'links.rules.tooManyDestinations'),
    );
    expect(
      (await refusal(link.id, { targeting: { device: [{ device: 'ios', url: 'javascript:alert(1)' }] } }))
        .fields['targeting.device.0.url'],
    ).toBe(t('en_US', 'links.rules.badUrl'));
    const now = Date.now();
    const early = await refusal(link.id, {
      startsAt: new Date(now).toISOString(),
      expiresAt: new Date(now - 1000).toISOString(),
    });
    expect(early.fields.expiresAt).toBe(t('en_US', 'links.rules.expiryBeforeStart'));
    // Nothing was saved.
    const rules = (await (
      await admin.request('GET', `/api/admin/links/${link.id}/rules`)
    ).json()) as LinkRules;
    expect(rules.targeting.split).toEqual([]);
    expect(rules.expiresAt).toBeNull();
  });

  it('is for staff only', async () => {
    const link = await ruledLink(admin, {});
    const visitor = new TestClient(server.url);
    expect((await visitor.request('PUT', `/api/admin/links/${link.id}/rules`, { json: {} })).status).toBe(
      401,
    );
    expect((await visitor.request('GET', `/api/admin/links/${link.id}/rules`)).status).toBe(401);
  });
});

describe('test a click', () => {
  it('answers with the redirect’s own rules: the destination and the rule that chose it', async () => {
    const link = await ruledLink(admin, {
      password: 'secret words',
      targeting: {
        device: [{ device: 'android', url: 'https://android.example/' }],
        country: [{ countries: ['FR', 'BE'], url: 'https://fr.example/' }],
        language: [{ languages: ['es'], url: 'https://es.example/' }],
        split: split(50, 50),
      },
    });
    const preview = async (body: Record<string, string>) => {
      const answer = await admin.request('POST', `/api/admin/links/${link.id}/preview`, { json: body });
      expect(answer.status).toBe(200);
      return (await answer.json()) as LinkPreview;
    };
    expect(await preview({ country: 'FR', device: 'android', language: 'es' })).toEqual({
      outcome: 'password',
      url: 'https://android.example/',
      rule: 'device',
      variant: null,
    });
    expect(await preview({ country: 'be', device: 'ios', language: '' })).toMatchObject({
      url: 'https://fr.example/',
      rule: 'country',
    });
    expect(await preview({ country: 'US', device: 'desktop', language: 'es-MX' })).toMatchObject({
      url: 'https://es.example/',
      rule: 'language',
    });
    expect(await preview({ country: '', device: 'desktop', language: 'en' })).toMatchObject({
      url: null,
      rule: 'split',
    });
    expect(await preview({ country: '', device: 'bot', language: '' })).toMatchObject({
      url: 'https://a.example/',
      rule: 'split',
    });
  });
});
