// Fills a Vitrine SQLite database with a large published catalogue, straight through better-sqlite3:
// the HTTP API would take minutes for 10,000 products. Rows are written the way the catalog module
// writes them (site-server/src/features/catalog/*.entity.ts): translated names as JSON, prices in minor
// units, the folded `searchText` and `sortName`, variants keyed by their sorted combination. The
// full-text index (product_template_fts, migration CatalogSearch) is kept in step by its triggers on
// product_template, so every inserted template is searchable at once.
import Database from 'better-sqlite3';
import path from 'node:path';
import { seededRandom } from '../scripts/lib/seeded-random.mjs';

const adjectives = [
  'Classic',
  'Modern',
  'Rustic',
  'Compact',
  'Elegant',
  'Sturdy',
  'Foldable',
  'Vintage',
  'Nordic',
  'Industrial',
  'Minimal',
  'Cosy',
  'Grand',
  'Slim',
  'Bright',
  'Quiet',
  'Coastal',
  'Urban',
  'Royal',
  'Simple',
];
const materials = [
  'Oak',
  'Walnut',
  'Steel',
  'Bamboo',
  'Pine',
  'Linen',
  'Leather',
  'Glass',
  'Marble',
  'Rattan',
  'Cotton',
  'Wool',
  'Copper',
  'Ceramic',
  'Birch',
  'Velvet',
  'Cedar',
  'Teak',
  'Maple',
  'Stone',
];
const nouns = [
  'Desk',
  'Chair',
  'Table',
  'Lamp',
  'Shelf',
  'Stool',
  'Bench',
  'Cabinet',
  'Sofa',
  'Bed',
  'Mirror',
  'Rug',
  'Vase',
  'Clock',
  'Drawer',
  'Wardrobe',
  'Armchair',
  'Ottoman',
  'Bookcase',
  'Sideboard',
  'Planter',
  'Basket',
  'Cushion',
  'Curtain',
  'Tray',
];
const sizes = ['Small', 'Medium', 'Large'];

/** Lowercase, without accents: what catalog/search-text.ts foldForSearch does. */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

const slugify = (text) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '') || 'product';

export const sqliteFileOf = (dataDir) => path.join(dataDir, 'vitrine.sqlite');

/** The name of the n-th bench product (also what scenarios search for). */
export function benchProductName(n) {
  const a = adjectives[n % adjectives.length];
  const m = materials[Math.floor(n / adjectives.length) % materials.length];
  const o = nouns[Math.floor(n / (adjectives.length * materials.length)) % nouns.length];
  return `${a} ${m} ${o} ${n + 1}`;
}

/**
 * Adds `templates` published products with `variantsPerTemplate` variants each (one 'always'
 * attribute "Bench size"), in chunks of `chunkSize` templates per transaction so the running server's
 * own writes wait at most one chunk. Resolves with what was made and how long it took.
 *
 * @param {string} sqliteFile
 * @param {{ templates: number, variantsPerTemplate?: number, chunkSize?: number, timeLimitMs?: number,
 *   seed?: number }} options
 */
export async function fillShopCatalogue(
  sqliteFile,
  { templates, variantsPerTemplate = 3, chunkSize = 500, timeLimitMs = 180_000, seed = 42 },
) {
  if (variantsPerTemplate < 1 || variantsPerTemplate > sizes.length)
    throw new Error(`variantsPerTemplate must be 1 to ${sizes.length}`);
  const started = Date.now();
  const next = seededRandom(seed);
  const db = new Database(sqliteFile);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 10000');
    db.pragma('synchronous = NORMAL');

    const company = db.prepare('SELECT currency FROM company ORDER BY id LIMIT 1').get();
    const currency = company?.currency ?? 'USD';

    // Categories: 4 top-level ones with 5 children each; products go in the children.
    const insertCategory = db.prepare(
      'INSERT INTO product_public_category (name, slug, parentId, sequence) VALUES (?, ?, ?, ?)',
    );
    const findCategory = db.prepare('SELECT id FROM product_public_category WHERE slug = ?');
    /** The category with this name's slug, made when missing (a second run reuses the first run's). */
    const category = (name, parentId, sequence) => {
      const slug = slugify(name);
      const found = findCategory.get(slug);
      return found
        ? found.id
        : Number(
            insertCategory.run(JSON.stringify({ en_US: name }), slug, parentId, sequence).lastInsertRowid,
          );
    };
    const leaves = [];
    const setup = db.transaction(() => {
      for (let top = 0; top < 4; top += 1) {
        const topName = `Bench ${['Living', 'Office', 'Garden', 'Kitchen'][top]}`;
        const parentId = category(topName, null, 100 + top);
        for (let child = 0; child < 5; child += 1) {
          leaves.push(category(`${topName} ${nouns[top * 5 + child]}s`, parentId, child));
        }
      }
      const attributeId = Number(
        db
          .prepare(
            'INSERT INTO product_attribute (name, displayType, createVariant, sequence) VALUES (?, ?, ?, ?)',
          )
          .run(JSON.stringify({ en_US: 'Bench size' }), 'pills', 'always', 100).lastInsertRowid,
      );
      const insertValue = db.prepare(
        'INSERT INTO product_attribute_value (attributeId, name, isCustom, sequence) VALUES (?, ?, 0, ?)',
      );
      const valueIds = sizes
        .slice(0, variantsPerTemplate)
        .map((size, index) =>
          Number(insertValue.run(attributeId, JSON.stringify({ en_US: size }), index).lastInsertRowid),
        );
      return { attributeId, valueIds };
    });
    const { attributeId, valueIds } = setup();

    const insertTemplate = db.prepare(
      `INSERT INTO product_template (id, name, description, slug, type, listPrice, price, currency, published, active,
        sequence, inventoryAvailability, availableThreshold, customMessage, sortName, searchText)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, 5, '', ?, ?)`,
    );
    const insertTemplateCategory = db.prepare(
      'INSERT INTO product_template_public_category (templateId, categoryId) VALUES (?, ?)',
    );
    const insertLine = db.prepare(
      'INSERT INTO product_template_attribute_line (templateId, attributeId, sequence) VALUES (?, ?, 10)',
    );
    const insertLineValue = db.prepare(
      'INSERT INTO product_template_attribute_value (lineId, templateId, attributeValueId, priceExtra) VALUES (?, ?, ?, ?)',
    );
    const insertVariant = db.prepare(
      `INSERT INTO product_product (templateId, combinationKey, active, defaultCode, qtyAvailable, virtualAvailable)
       VALUES (?, ?, 1, ?, ?, ?)`,
    );

    const offset = Number(db.prepare('SELECT count(*) AS n FROM product_template').get().n);
    // The template goes in last, under an id chosen up front: its rows in the other tables come
    // first (their foreign keys checked at commit), so the index triggers, whatever they read from
    // those tables, write each template's index row once, complete.
    const firstId =
      Number(db.prepare('SELECT coalesce(max(id), 0) AS id FROM product_template').get().id) + 1;
    let variants = 0;
    const writeChunk = db.transaction((from, to) => {
      db.pragma('defer_foreign_keys = ON');
      for (let n = from; n < to; n += 1) {
        const templateId = firstId + n;
        const name = benchProductName(n);
        const description = `A ${name.toLowerCase()} for the bench catalogue, made to last and easy to clean.`;
        const stockable = n % 3 === 0;
        const listPrice = 500 + Math.floor(next() * 99_500);
        const price = n % 5 === 0 ? Math.round(listPrice * 0.9) : listPrice;

        insertTemplateCategory.run(templateId, leaves[n % leaves.length]);
        const lineId = Number(insertLine.run(templateId, attributeId).lastInsertRowid);
        valueIds.forEach((valueId, index) => {
          const templateValueId = Number(
            insertLineValue.run(lineId, templateId, valueId, index * 500).lastInsertRowid,
          );
          const onHand = stockable ? Math.floor(next() * 50) : 0;
          insertVariant.run(
            templateId,
            String(templateValueId),
            `BENCH-${offset + n + 1}-${sizes[index][0]}`,
            onHand,
            onHand,
          );
          variants += 1;
        });
        insertTemplate.run(
          templateId,
          JSON.stringify({ en_US: name }),
          JSON.stringify({ en_US: description }),
          slugify(name),
          stockable ? 'product' : 'consu',
          listPrice,
          price,
          currency,
          1 + Math.floor(next() * 1000),
          stockable ? 'always' : 'never',
          fold(name).slice(0, 200),
          fold(`${name} ${description}`).slice(0, 8000),
        );
      }
    });

    for (let from = 0; from < templates; from += chunkSize) {
      if (Date.now() - started > timeLimitMs)
        throw new Error(`the catalogue took more than ${timeLimitMs / 1000} s to fill; stopped at ${from}`);
      writeChunk(from, Math.min(templates, from + chunkSize));
      // Let the server (and anything else waiting on the file) get a turn between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    db.pragma('optimize');
    return { templates, variants, categories: leaves.length + 4, ms: Date.now() - started };
  } finally {
    db.close();
  }
}
