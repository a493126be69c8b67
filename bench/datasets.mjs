// Dataset generators for `npm run bench -- --dataset NAME`: each fills the freshly started Vitrine
// (through its HTTP API or its data dir) before the scenarios run. Later issues register theirs here.
//
// A dataset: { description, generate(server) → Promise<void> }, where `server` is
// {url, dataDir, env, admin: {email, password}}. Keep generators bounded in time.

import { fillPricelists } from './pricelist-data.mjs';
import { fillShopCatalogue, sqliteFileOf } from './shop-data.mjs';
import { fillLinks, sqliteOf, timeStatistics } from './links-bench.mjs';
import { fillDashboard } from './dashboard-data.mjs';

/** @type {Record<string, import('./types').Dataset>} */
export const datasets = {
  shop: {
    description: '10,000 published products with 30,000 variants (issue 4), written straight into SQLite',
    async generate(server) {
      if (server.env.DATABASE_URL)
        throw new Error('the shop dataset writes the SQLite file; unset DATABASE_URL');
      const made = await fillShopCatalogue(sqliteFileOf(server.dataDir), {
        templates: 10_000,
        variantsPerTemplate: 3,
      });
      console.log(
        `bench: shop dataset: ${made.templates} products, ${made.variants} variants, ${made.categories} categories in ${made.ms} ms`,
      );
    },
  },
  'shop-pricelists': {
    description:
      'the shop dataset, then 5 price lists of 1,000 rules each (products, variants, categories, all; quantity breaks, dates), through the API (issue 13)',
    async generate(server) {
      await datasets.shop.generate(server);
      const started = Date.now();
      const made = await fillPricelists(server);
      console.log(
        `bench: price lists: ${made.pricelists} lists, ${made.rules} rules in ${Date.now() - started} ms`,
      );
    },
  },
  links: {
    description:
      "10,000 tracked links and 1,000,000 clicks (SQLite, written directly); times the busiest link's statistics",
    async generate(server) {
      const started = Date.now();
      fillLinks(sqliteOf(server));
      console.log(`bench: links dataset: 10,000 links, 1,000,000 clicks in ${Date.now() - started} ms`);
      const timing = await timeStatistics(sqliteOf(server));
      console.log(
        `bench: links statistics of the busiest link (${timing.clicks} clicks), median of 5 runs: ` +
          `all ${timing.medianMs.all} ms, month ${timing.medianMs.month} ms, week ${timing.medianMs.week} ms; ` +
          `full detail (3 periods + referrers + devices) ${timing.fullMs} ms`,
      );
      const slow = Object.entries(timing.medianMs).filter(([, ms]) => ms >= 100);
      if (slow.length)
        throw new Error(`links statistics over 100 ms: ${JSON.stringify(Object.fromEntries(slow))}`);
    },
  },
  dashboard: {
    description:
      'the links dataset, then 100,000 orders, 100,000 leads and 200,000 visits over 365 days with their daily statistics (SQLite, written directly; issue 16)',
    async generate(server) {
      if (server.env.DATABASE_URL)
        throw new Error('the dashboard dataset writes the SQLite file; unset DATABASE_URL');
      const started = Date.now();
      const made = fillDashboard(sqliteOf(server));
      console.log(
        `bench: dashboard dataset: ${made.statistics} daily statistics rows in ${Date.now() - started} ms`,
      );
    },
  },
};
