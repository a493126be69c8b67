// `npm run bench -- --scale-out` (issue 27): the cost of running several processes on one PostgreSQL.
// Three requests (a page rendered for every request, a cart update, a tracked-link redirect) are loaded
// against one process on SQLite (the desktop's setup), then 1, 2 and 3 processes of the same build on
// one throwaway PostgreSQL behind the round-robin proxy of `npm run cluster`. Each run is bounded in
// time; everything stays on 127.0.0.1.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startProductionServer } from '../scripts/lib/production-server.mjs';
import { startVitrineCluster } from '../scripts/lib/vitrine-cluster.mjs';
import { runLoad } from './load.mjs';
import { createLink, signIn } from './links-bench.mjs';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const rpcBody = (params) => JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 });
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SCALE_OUT_SETUPS = [
  '1 process, SQLite',
  '1 process, PostgreSQL',
  '2 processes, PostgreSQL',
  '3 processes, PostgreSQL',
];

/** A published consumable product's variant (no stock limit), on either database. */
const consumableSql = (yes) =>
  `SELECT v.id FROM product_product v JOIN product_template t ON t.id = v."templateId"
    WHERE t.published = ${yes} AND t.active = ${yes} AND t.type <> 'product' AND v.active = ${yes}
    ORDER BY t.id LIMIT 1`;

/** A visitor's cart with one line of `productId`: its cookie. */
async function cartCookie(url, productId) {
  const response = await fetch(`${url}/shop/cart/update_json`, {
    method: 'POST',
    headers: json,
    body: rpcBody({ product_id: productId, add_qty: 1 }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('vitrine_cart='));
  if (response.status !== 200 || !cookie)
    throw new Error(`update_json answered ${response.status} without a cart`);
  return cookie;
}

/** The three loads, each `{name, description, prepare(target) → request}`. */
const loads = [
  {
    name: 'page-rendered',
    description: 'home page for a visitor with a cart, rendered on every request (never a shared page)',
    prepare: async (target) => ({
      method: 'GET',
      path: '/',
      headers: { cookie: await cartCookie(target.url, await target.consumableVariant()) },
      expectedStatus: 200,
    }),
  },
  {
    name: 'cart-update',
    description: "update_json of one visitor's cart line",
    connections: 10,
    prepare: async (target) => {
      const productId = await target.consumableVariant();
      const cookie = await cartCookie(target.url, productId);
      return {
        method: 'POST',
        path: '/shop/cart/update_json',
        headers: { ...json, cookie },
        body: rpcBody({ product_id: productId, set_qty: 2 }),
        expectedStatus: 200,
      };
    },
  },
  {
    name: 'redirect',
    description: 'tracked-link redirect, answered once its click is committed',
    prepare: async (target) => {
      const link = await createLink(
        target,
        await signIn(target),
        `https://example.com/scale-out-${Date.now()}`,
      );
      target.linkIds.push(link.id);
      return {
        method: 'GET',
        path: `/r/${link.code}`,
        headers: { 'user-agent': BROWSER_UA },
        expectedStatus: 302,
      };
    },
  },
];

/** Starts the server(s) of one setup: `{url, admin, linkIds, count(linkId), stop}`. */
async function startSetup(setup) {
  const admin = { email: 'admin@example.com', password: 'admin-password-1' };
  if (setup === SCALE_OUT_SETUPS[0]) {
    const server = await startProductionServer({ env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' } });
    const read = (sql, ...params) => {
      const db = new Database(path.join(server.dataDir, 'vitrine.sqlite'), {
        readonly: true,
        fileMustExist: true,
      });
      try {
        return db.prepare(sql).get(...params);
      } finally {
        db.close();
      }
    };
    return {
      url: server.url,
      admin,
      linkIds: [],
      consumableVariant: async () => read(consumableSql(1)).id,
      clicks: async (linkId) => read('SELECT count(*) AS n FROM link_click WHERE "linkId" = ?', linkId).n,
      stop: server.stop,
    };
  }
  const processes = Number(setup[0]);
  const cluster = await startVitrineCluster({ processes, env: { LOG_LEVEL: 'warn' } });
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  return {
    url: cluster.url,
    admin,
    linkIds: [],
    consumableVariant: async () => (await database.query(consumableSql(true))).rows[0].id,
    clicks: async (linkId) =>
      Number(
        (await database.query('SELECT count(*) AS n FROM link_click WHERE "linkId" = $1', [linkId])).rows[0]
          .n,
      ),
    async stop() {
      await database.end();
      await cluster.stop();
    },
  };
}

/**
 * Runs every load on every setup; answers rows `{load, setup, result, problem}` in that order.
 * @param {{ connections?: number, durationSeconds: number, warmupSeconds: number, log?: (text: string) => void }} options
 */
export async function runScaleOut({ connections, durationSeconds, warmupSeconds, log = () => undefined }) {
  const rows = [];
  for (const setup of SCALE_OUT_SETUPS) {
    log(`bench: scale-out: starting ${setup}…`);
    const target = await startSetup(setup);
    try {
      for (const load of loads) {
        const request = await load.prepare(target);
        const run = (seconds) =>
          runLoad({
            url: `${target.url}${request.path}`,
            method: request.method,
            headers: request.headers,
            body: request.body,
            connections: connections ?? load.connections ?? 50,
            durationSeconds: seconds,
            expectedStatus: request.expectedStatus,
          });
        await run(warmupSeconds);
        const result = await run(durationSeconds);
        let problem = null;
        if (result.errors || result.timeouts || result.unexpectedStatus)
          problem = `${result.errors} errors, ${result.timeouts} timeouts, statuses ${JSON.stringify(result.statusCounts)}`;
        // Every redirect answered is a stored click (warm-up and run both count), on either database.
        if (load.name === 'redirect') {
          const stored = await target.clicks(target.linkIds.at(-1));
          if (stored < result.requests) problem = `${stored} clicks stored for ${result.requests} redirects`;
        }
        log(`bench: scale-out: ${load.name} on ${setup}: ${Math.round(result.requestsPerSecond)} req/s`);
        rows.push({ load, setup, result, problem });
      }
    } finally {
      await target.stop();
    }
  }
  return rows;
}

/** The figures as a Markdown table: one row per load, one column per setup (req/s, p50 / p99 ms). */
export function formatScaleOut(rows) {
  const round = (value) => (value >= 100 ? Math.round(value) : Number(value.toFixed(1)));
  const header = ['Load', ...SCALE_OUT_SETUPS.map((setup) => `${setup}: req/s (p50 / p99 ms)`)];
  const body = loads.map((load) => [
    `${load.name}: ${load.description}${load.connections ? ` (${load.connections} connections)` : ''}`,
    ...SCALE_OUT_SETUPS.map((setup) => {
      const row = rows.find((candidate) => candidate.load === load && candidate.setup === setup);
      if (!row) return '—';
      const { requestsPerSecond, p50Ms, p99Ms } = row.result;
      return `${round(requestsPerSecond)} (${round(p50Ms)} / ${round(p99Ms)})${row.problem ? ` ⚠ ${row.problem}` : ''}`;
    }),
  ]);
  return [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
