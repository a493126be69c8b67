// The dashboard's dataset (issue 16, item 7): the links dataset's 10,000 links and 1,000,000 clicks, then
// 100,000 orders, 100,000 leads and 200,000 visits over the last 365 days, written straight into SQLite
// with the daily statistics the features would have kept on write (core/stats, shared/<feature>/statistics.ts).
import Database from 'better-sqlite3';
import { fillLinks } from './links-bench.mjs';

const DAY_MS = 86_400_000;
const STAGES = ['new', 'new', 'qualified', 'proposition', 'won', 'lost'];
const KINDS = ['form', 'lead', 'demo', 'contact'];
const STATES = ['sale', 'sale', 'sale', 'done', 'done', 'sent', 'draft', 'cancel'];
const PAGES = [
  '/',
  '/shop',
  '/aboutus',
  '/contactus',
  '/pricing',
  '/blog',
  '/request-a-demo',
  '/case-studies',
];

/** The server's local date of a time, as the statistics key days. */
const localDay = (ms) => {
  const at = new Date(ms);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};
const utcText = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

export function fillDashboard(sqliteFile, { orders = 100_000, leads = 100_000, visits = 200_000 } = {}) {
  fillLinks(sqliteFile);
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = OFF');
  try {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = (values) => values[Math.floor(random() * values.length)];
    const now = Date.now();
    const when = () => now - Math.floor(random() * 365 * DAY_MS);
    const linkIds = db
      .prepare(`SELECT "id" FROM "tracked_link" WHERE "code" LIKE 'bench%' LIMIT 200`)
      .pluck()
      .all();
    const templateIds = db.prepare(`SELECT "id" FROM "product_template" LIMIT 40`).pluck().all();
    const currency =
      db.prepare(`SELECT "currency" FROM "company" ORDER BY "id" LIMIT 1`).pluck().get() ?? 'USD';
    const stats = new Map();
    const count = (metric, dimension, ms, amount = 1) => {
      const key = `${metric}\u0000${dimension}\u0000${localDay(ms)}`;
      stats.set(key, (stats.get(key) ?? 0) + amount);
    };

    // The clicks' statistics, from the clicks fillLinks wrote (people only, as the click writer counts).
    const benchClicks = `FROM "link_click" WHERE "isBot" = 0 AND "linkId" IN (SELECT "id" FROM "tracked_link" WHERE "code" LIKE 'bench%')`;
    const upsert = `ON CONFLICT ("metric", "dimension", "day") DO UPDATE SET "value" = "value" + excluded."value"`;
    for (const [metric, dimension] of [
      ['clicks', "''"],
      ['clicks.country', `COALESCE("countryCode", '')`],
      ['clicks.link', 'CAST("linkId" AS TEXT)'],
    ])
      db.exec(`INSERT INTO "daily_stat" ("metric", "dimension", "day", "value")
        SELECT '${metric}', ${dimension}, date("created", 'localtime'), COUNT(*) ${benchClicks} GROUP BY 2, 3 ${upsert}`);

    const customerId = Number(
      db.prepare(`INSERT INTO "customer" ("name", "email") VALUES ('Bench Buyer', 'bench@example.org')`).run()
        .lastInsertRowid,
    );
    const insertOrder =
      db.prepare(`INSERT INTO "sale_order" ("name", "state", "customerId", "customerName", "email",
      "billingAddress", "shippingAddress", "currency", "amountUntaxed", "amountTax", "amountTotal", "amountUndiscounted",
      "accessToken", "confirmedAt", "campaign", "firstLinkId", "lastLinkId", "signatureRequired", "sentAt", "created", "updated")
      VALUES (?, ?, ?, 'Bench Buyer', 'bench@example.org', '{}', '{}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => {
      for (let i = 0; i < orders; i++) {
        const state = pick(STATES);
        const created = when();
        const untaxed = 1_000 + Math.floor(random() * 50_000);
        const confirmed = state === 'sale' || state === 'done';
        const attributed = random() < 0.4;
        const last = attributed ? pick(linkIds) : null;
        const first = attributed ? (random() < 0.5 ? pick(linkIds) : last) : null;
        const campaign = attributed ? `Campaign ${last % 20}` : '';
        insertOrder.run(
          `B${String(i).padStart(7, '0')}`,
          state,
          customerId,
          currency,
          untaxed,
          Math.round(untaxed * 0.2),
          Math.round(untaxed * 1.2),
          untaxed,
          `bench-order-${i}`,
          confirmed ? utcText(created) : null,
          campaign,
          first,
          last,
          state === 'sent' ? 1 : 0,
          state === 'sent' ? utcText(created) : null,
          utcText(created),
          utcText(created),
        );
        if (!confirmed) continue;
        count('orders', '', created);
        count('revenue', '', created, untaxed);
        count('revenue.campaign', campaign, created, untaxed);
        if (first !== null) {
          count('orders.link.first', String(first), created);
          count('revenue.link.first', String(first), created, untaxed);
        }
        if (last !== null) {
          count('orders.link.last', String(last), created);
          count('revenue.link.last', String(last), created, untaxed);
        }
        const template = pick(templateIds);
        if (template !== undefined) {
          count('product.units', String(template), created, 1);
          count('product.revenue', String(template), created, untaxed);
        }
      }
    })();

    const insertLead =
      db.prepare(`INSERT INTO "crm_lead" ("name", "kind", "stage", "emailFrom", "firstLinkId", "lastLinkId", "created", "updated")
      VALUES (?, ?, ?, 'lead@example.org', ?, ?, ?, ?)`);
    db.transaction(() => {
      for (let i = 0; i < leads; i++) {
        const created = when();
        const kind = pick(KINDS);
        const link = random() < 0.3 ? pick(linkIds) : null;
        const stage = pick(STAGES);
        insertLead.run(`Bench lead ${i}`, kind, stage, link, link, utcText(created), utcText(created));
        stats.set(`leads.stage\u0000${stage}\u0000`, (stats.get(`leads.stage\u0000${stage}\u0000`) ?? 0) + 1);
        count('leads', '', created);
        if (kind === 'demo') count('demo_requests', '', created);
        if (link !== null) {
          count('leads.link.first', String(link), created);
          count('leads.link.last', String(link), created);
        }
      }
    })();

    const insertVisit =
      db.prepare(`INSERT INTO "site_visit" ("visitorKey", "day", "started", "lastSeen", "landingPath",
      "pageViews", "reachedCart", "reachedCheckout", "reachedOrder") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => {
      for (let i = 0; i < visits; i++) {
        const started = when();
        const pages = 1 + Math.floor(random() * 6);
        const cart = random() < 0.2;
        const checkout = cart && random() < 0.5;
        const ordered = checkout && random() < 0.6;
        const landing = pick(PAGES);
        insertVisit.run(
          `bench-visitor-${Math.floor(random() * visits * 0.6)}`,
          localDay(started),
          utcText(started),
          utcText(started + pages * 60_000),
          landing,
          pages,
          cart ? 1 : 0,
          checkout ? 1 : 0,
          ordered ? 1 : 0,
        );
        count('visits', '', started);
        if (cart) count('visits.cart', '', started);
        if (checkout) count('visits.checkout', '', started);
        if (ordered) count('visits.order', '', started);
        count('page_views', '', started, pages);
        count('page_views', landing, started, pages);
      }
    })();

    const insertStat = db.prepare(
      `INSERT INTO "daily_stat" ("metric", "dimension", "day", "value") VALUES (?, ?, ?, ?)
       ON CONFLICT ("metric", "dimension", "day") DO UPDATE SET "value" = "value" + excluded."value"`,
    );
    db.transaction(() => {
      for (const [key, value] of stats) {
        const [metric, dimension, day] = key.split('\u0000');
        insertStat.run(metric, dimension, day, value);
      }
    })();
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { statistics: db.prepare(`SELECT COUNT(*) FROM "daily_stat"`).pluck().get() };
  } finally {
    db.close();
  }
}
