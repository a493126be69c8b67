/**
 * Hostile and random input against every public JSON-RPC call and page of the server (issue 11,
 * Tests): never a 500, and a refused call stores nothing. The values are drawn from a seeded
 * generator, so a failure names the seed and the request that caused it, and replays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/lib/seeded-random.mjs';
import { startSiteTestServer } from './testing/site-test-server';
import type { TestServer } from './testing/test-server';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const SAMPLES_PER_CALL = 25;

const HOSTILE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31, // one past the largest 32-bit id: PostgreSQL refuses it in an integer column
  '2147483648',
  2 ** 53,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'Infinity',
  'true',
  '1e400',
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00\u0000null',
  '\u202e\ufeff😀',
  'javascript:alert(1)',
  '//evil.example',
  'http://evil.example/',
  'a@b',
  'reader@example.com',
  [],
  [1, 2, 3],
  [['id', '=', 1]],
  [['name', 'ilike', "'"]],
  ['&', ['x', 'in', [null]]],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 200 }, () => []),
  nested(60),
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

/** The parameter names the public calls read (SPEC §3, §7), and a few they do not. */
const NAMES = [
  'id',
  'res_id',
  'res_model',
  'model',
  'object',
  'limit',
  'offset',
  'domain',
  'token',
  'message',
  'email',
  'login',
  'password',
  'list_id',
  'newsletter_id',
  'template',
  'url',
  'title',
  'campaign_id',
  'medium_id',
  'source_id',
  'init_code',
  'new_code',
  'filter',
  'product_id',
  'product_template_id',
  'combination',
  'add_qty',
  'set_qty',
  'line_id',
  'pricelist_id',
  'parent_combination',
  'variant_values',
  'product_template_attribute_value_ids',
  'message_is_follower',
  'rating_value',
  'allow_composer',
  'rating_include',
  'args',
  'kwargs',
  'method',
  'ids_or_xml_ids',
  'unknown_field',
];

const CALLS = [
  '/web/session/authenticate',
  '/mail/chatter_init',
  '/mail/chatter_fetch',
  '/mail/chatter_post',
  '/mail/message/hide',
  '/website/publish',
  '/website_mail/is_follower',
  '/website_mail/follow',
  '/website_mass_mailing/is_subscriber',
  '/website_mass_mailing/subscribe',
  '/website_mass_mailing/get_content',
  '/blog/render_latest_posts',
  '/website_links/new',
  '/website_links/add_code',
  '/website_links/recent_links',
  '/product_configurator/get_combination_info_website',
  '/product_configurator/create_product_variant_website',
  '/product_configurator/show_optional_products_website',
  '/product_configurator/optional_product_items_website',
  '/shop/cart/update_json',
  '/shop/country_infos/%s',
  '/shop/payment/get_status/%s',
  '/shop/tracking_last_order',
  '/web/session/totp',
  '/web/dataset/call_kw/utm.campaign/search_read',
  '/web/dataset/call_kw/res.users/write',
];

const PAGES = [
  '/shop?search=%s&page=%s&order=%s',
  '/shop?attrib=%s&attrib=%s',
  '/blog?tag=%s',
  '/web/image/%s/%s/%s',
  '/web/image/product.template/%s/image/%s',
  '/r/%s',
  '/website/lang/%s?r=%s',
  '/newsletter/confirm?list_id=%s&email=%s&token=%s',
  '/mailing/unsubscribe?list_id=%s&email=%s&token=%s',
  '/website_mail/follow/confirm?model=%s&res_id=%s&email=%s&expires=%s&token=%s',
  '/website_mail/unfollow?model=%s&res_id=%s&email=%s&token=%s',
  '/shop/cart?type=%s',
  '/shop/checkout?%s=%s',
  '/shop/address?%s=%s',
  '/shop/payment?%s=%s',
  '/shop/confirmation?order_id=%s&access_token=%s',
  '/shop/payment/get_status/%s',
  '/website/form/%s',
  '/shop/product/x-%s',
  '/blog/x-%s/post/y-%s',
  '/%s',
];

describe('hostile input', () => {
  let server: TestServer;
  let tables: string[];
  beforeAll(async () => {
    // Behind a "proxy": each request is its own client, so rate limits do not stop the fuzzing early.
    // The pages render through the site's Vite dev server (no build needed, as in `npm test`).
    // No job worker: its periodic jobs would write while a refused call's tables are compared.
    server = await startSiteTestServer({ env: { TRUST_PROXY: '1', JOBS_POLL_MS: '0' } });
    // The write limits' counters count attempts, refused ones too: that is what they are for.
    tables = server.dataSource.entityMetadatas
      .map((metadata) => metadata.tableName)
      .filter((table) => table !== 'rate_limit_counter')
      .sort();
  }, 60_000);
  afterAll(() => server?.close());

  const random = seededRandom(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  let client = 0;
  const nextClient = () => `10.9.${(++client >> 8) & 255}.${client & 255}`;

  /** Rows per table: what a refused call must leave as it was. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = (await server.dataSource.query(`SELECT count(*) AS n FROM "${table}"`)) as Array<{
        n: number;
      }>;
      counts[table] = Number(row!.n);
    }
    return counts;
  }

  function randomParams(): unknown {
    const shape = random();
    if (shape < 0.08) return pick(HOSTILE);
    const params: Record<string, unknown> = {};
    const size = 1 + Math.floor(random() * 6);
    for (let i = 0; i < size; i++) params[pick(NAMES)] = pick(HOSTILE);
    return params;
  }

  it('answers every JSON-RPC call with a refusal or a result, never a 500, and a refusal stores nothing', async () => {
    const failures: string[] = [];
    for (const path of CALLS) {
      for (let sample = 0; sample < SAMPLES_PER_CALL; sample++) {
        const params = randomParams();
        const raw =
          sample === 0
            ? '{"jsonrpc":"2.0","method":"call","params":'
            : sample === 1
              ? JSON.stringify([{ jsonrpc: '2.0', params }])
              : JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: sample });
        // A path parameter (a country or an order id) gets a hostile value too.
        const target = path.replace(/%s/g, () =>
          encodeURIComponent(JSON.stringify(pick(HOSTILE)) ?? 'x').slice(0, 200),
        );
        const before = await rowCounts();
        const response = await fetch(server.url + target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          body: raw,
        });
        const text = await response.text();
        const what = `${target} ${raw.slice(0, 300)} (seed ${SEED})`;
        if (response.status >= 500 || /"name":"ServerError"/.test(text)) {
          failures.push(`${response.status} for ${what}: ${text.slice(0, 200)}`);
          continue;
        }
        const refused = response.status >= 400 || /"error"\s*:/.test(text.slice(0, 200));
        if (refused) {
          const after = await rowCounts();
          const changed = tables.filter((table) => after[table] !== before[table]);
          if (changed.length) failures.push(`refused but changed ${changed.join(', ')}: ${what}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 240_000);

  it('answers every page with hostile addresses and queries, never with a 500', async () => {
    const failures: string[] = [];
    const text = (value: unknown) =>
      encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
    for (const template of PAGES)
      for (let sample = 0; sample < SAMPLES_PER_CALL; sample++) {
        const path = template.replace(/%s/g, () => text(pick(HOSTILE)).slice(0, 2000));
        const response = await fetch(server.url + path, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': nextClient() },
        });
        await response.arrayBuffer();
        if (response.status >= 500)
          failures.push(`${response.status} for GET ${path.slice(0, 300)} (seed ${SEED})`);
        const location = response.headers.get('location');
        if (location && /^(\/\/|[a-z]+:)/i.test(location) && !location.startsWith(server.url))
          failures.push(`redirect off the site to ${location} for GET ${path.slice(0, 300)}`);
      }
    expect(failures).toEqual([]);
  }, 240_000);
});
