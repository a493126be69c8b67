// Price lists for `npm run bench -- --dataset shop-pricelists`: the shop dataset's 10,000 products,
// then 5 price lists of 1,000 rules each, written through the back office's API (PUT/POST
// /api/admin/pricelists) as staff would: rules on products, variants, categories and everything,
// with quantity breaks and dates. The sampled product of the shop scenarios (the newest template)
// gets a product rule and a variant rule, so its combination info is priced by a rule.
import Database from 'better-sqlite3';
import { signIn } from './links-bench.mjs';
import { sqliteFileOf } from './shop-data.mjs';
import { seededRandom } from '../scripts/lib/seeded-random.mjs';

export const RULES_PER_PRICELIST = 1_000;
export const PRICELISTS = 5;

/** Adds rules to the seeded lists and two more lists until there are PRICELISTS of RULES_PER_PRICELIST rules. */
export async function fillPricelists(server) {
  const db = new Database(sqliteFileOf(server.dataDir), { readonly: true, fileMustExist: true });
  const templates = db
    .prepare('SELECT id FROM product_template ORDER BY id')
    .all()
    .map((row) => row.id);
  const variants = db.prepare('SELECT id, templateId FROM product_product ORDER BY id').all();
  const categories = db
    .prepare('SELECT id FROM product_public_category')
    .all()
    .map((row) => row.id);
  db.close();
  const newest = templates.at(-1);
  const newestVariant = variants.filter((variant) => variant.templateId === newest)[0].id;
  const random = seededRandom(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const year = 365 * 24 * 3600 * 1000;

  const rulesFor = (index) => {
    const rules = [
      { scope: 'product', targetId: newest, compute: 'percentage', discount: 500 + index * 100 },
      { scope: 'variant', targetId: newestVariant, minQuantity: 10, compute: 'percentage', discount: 1500 },
    ];
    while (rules.length < RULES_PER_PRICELIST) {
      const kind = random();
      const dated = random() < 0.2;
      rules.push({
        ...(kind < 0.6
          ? { scope: 'product', targetId: pick(templates) }
          : kind < 0.8
            ? { scope: 'variant', targetId: pick(variants).id }
            : kind < 0.95
              ? { scope: 'category', targetId: pick(categories) }
              : { scope: 'all' }),
        minQuantity: random() < 0.3 ? 1 + Math.floor(random() * 50) : 1,
        ...(random() < 0.5
          ? { compute: 'percentage', discount: Math.floor(random() * 4000) }
          : random() < 0.5
            ? { compute: 'fixed', fixedPrice: 500 + Math.floor(random() * 100_000) }
            : { compute: 'formula', discount: Math.floor(random() * 3000), surcharge: -1, roundTo: 100 }),
        ...(dated
          ? {
              start: new Date(Date.now() - random() * year).toISOString(),
              end: new Date(Date.now() + random() * year).toISOString(),
            }
          : {}),
      });
    }
    return rules;
  };

  const cookie = await signIn(server);
  const api = async (method, pathname, body) => {
    const response = await fetch(`${server.url}/api/admin${pathname}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${pathname}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  };
  const existing = await api('GET', '/pricelists');
  let written = 0;
  for (const [index, list] of existing.entries()) {
    const { id, accounts, rules: _rules, ...fields } = list;
    await api('PUT', `/pricelists/${id}`, {
      ...fields,
      accountEmails: accounts.map((account) => account.email),
      rules: rulesFor(index),
    });
    written += 1;
  }
  for (let index = written; index < PRICELISTS; index += 1)
    await api('POST', '/pricelists', {
      name: `Bench list ${index + 1}`,
      currency: 'EUR',
      selectable: true,
      rules: rulesFor(index),
    });
  return { pricelists: PRICELISTS, rules: PRICELISTS * RULES_PER_PRICELIST };
}
