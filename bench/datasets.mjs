// Dataset generators for `npm run bench -- --dataset NAME`: each fills the freshly started Vitrine
// (through its HTTP API or its data dir) before the scenarios run. Later issues register theirs here.
//
// A dataset: { description, generate(server) → Promise<void> }, where `server` is
// {url, dataDir, env, admin: {email, password}}. Keep generators bounded in time.

import { fillShopCatalogue, sqliteFileOf } from './shop-data.mjs';

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
};
