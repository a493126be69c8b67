// A product page with 1,000 published reviews (issue 29, item 9), rendered on every request, beside
// `product-fresh` (a product page without reviews) in the same run: the page reads one summary row
// and one page of reviews, whatever their number.
//   npm run build && npm run bench -- --connections 10 --no-write --scenario product-fresh \
//     --scenario product-reviews-fresh
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { queryOne } from './bench-database.mjs';
import { sampleProduct } from './shop-scenarios.mjs';

const REVIEWS = 1000;

/** Writes `REVIEWS` published reviews of one product, its summary and the catalog's copy, straight into the database. */
async function fillReviews(server, templateId) {
  const now = Date.now();
  const counts = [0, 0, 0, 0, 0];
  const rows = Array.from({ length: REVIEWS }, (_, index) => {
    const stars = 1 + ((index * 7) % 5);
    counts[stars - 1] += 1;
    const at = new Date(now - index * 60_000).toISOString().replace('T', ' ').slice(0, 23);
    return {
      // The review's stars are its rating's, in the one rating model (issue 29, item 10).
      rating: [templateId, stars * 2, `bench:${index}`, `Bench reviewer ${index}`, at, at, at],
      review: [
        templateId,
        `bench:${index}`,
        `Bench reviewer ${index}`,
        `Review ${index}`,
        'A bench review, of a few words, as most are.',
        index % 3 === 0,
        at,
        at,
        at,
      ],
    };
  });
  const average =
    Math.round((counts.reduce((sum, count, index) => sum + count * (index + 1), 0) / REVIEWS) * 100) / 100;
  const insertRating = `INSERT INTO "rating" ("resModel", "resId", "halfStars", "userId", "raterKey", "raterName", "ratedAt", "feedback", "created", "updated")
    VALUES ('product.template', $1, $2, NULL, $3, $4, $5, '', $6, $7) RETURNING "id"`;
  const insert = `INSERT INTO "product_review" ("templateId", "authorKey", "authorName", "title", "body", "verified", "state", "hasLink", "answer", "publishedAt", "created", "updated", "ratingId")
    VALUES ($1, $2, $3, $4, $5, $6, 'published', FALSE, '', $7, $8, $9, $10) ON CONFLICT DO NOTHING`;
  const summary = `INSERT INTO "product_review_summary" ("templateId", "count", "average", "stars1", "stars2", "stars3", "stars4", "stars5")
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("templateId") DO UPDATE SET "count" = excluded."count", "average" = excluded."average",
    "stars1" = excluded."stars1", "stars2" = excluded."stars2", "stars3" = excluded."stars3", "stars4" = excluded."stars4", "stars5" = excluded."stars5"`;
  const rating = `UPDATE "product_template" SET "ratingAverage" = $1, "ratingCount" = $2 WHERE "id" = $3`;
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const row of rows) {
        const { rows: made } = await client.query(insertRating, row.rating);
        await client.query(insert, [...row.review, made[0].id]);
      }
      await client.query(summary, [templateId, REVIEWS, average, ...counts]);
      await client.query(rating, [average, REVIEWS, templateId]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    const sqlite = (sql) => db.prepare(sql.replace(/\$\d+/g, '?').replace(/\bFALSE\b/g, '0'));
    const add = sqlite(insert);
    const rate = sqlite(insertRating);
    db.transaction(() => {
      for (const row of rows) {
        const { id } = rate.get(...row.rating);
        add.run(...row.review.map((value) => (typeof value === 'boolean' ? Number(value) : value)), id);
      }
      sqlite(summary).run(templateId, REVIEWS, average, ...counts);
      sqlite(rating).run(average, REVIEWS, templateId);
    })();
  } finally {
    db.close();
  }
}

/** @type {import('./types').Scenario[]} */
export const reviewScenarios = [
  {
    name: 'product-reviews-fresh',
    description: 'a product page with 1,000 published reviews, rendered on every request (never cached)',
    method: 'GET',
    path: '/shop',
    expectedStatus: 200,
    connections: 10,
    async setup(server) {
      // Another product than product-fresh's (the last one made), so that one stays without reviews.
      const other = await sampleProduct(server);
      const template = await queryOne(
        server,
        `SELECT t.id, t.slug FROM product_template t WHERE t.published = TRUE AND t.active = TRUE AND t.id != $1 ORDER BY t.id DESC LIMIT 1`,
        [Number(/-(\d+)$/.exec(other.path)?.[1] ?? 0)],
      );
      if (!template) throw new Error('no second published product');
      await fillReviews(server, template.id);
      const path = `/shop/product/${template.slug}-${template.id}`;
      let next = 0;
      return { path, perRequest: () => ({ path: `${path}?fresh=${(next++).toString(36)}` }) };
    },
    async check(server) {
      const template = await queryOne(
        server,
        `SELECT "templateId" FROM "product_review_summary" WHERE "count" = $1`,
        [REVIEWS],
      );
      const page = await fetch(`${server.url}/shop/product/${template?.templateId ?? 0}`);
      const html = await page.text();
      if (page.status !== 200 || !html.includes(`data-review-count="${REVIEWS}"`))
        throw new Error(`the product page does not show its ${REVIEWS} reviews`);
    },
  },
];
