// `node bench/cpu-ab.mjs <before-checkout> <after-checkout> [batches] [requests-per-batch]`: the two
// production builds (each checkout's dist/, `npm run build` in each) run side by side, PAGE_CACHE_MS=0,
// and get the same never-cached pages (/shop, a product, /blog, /, /shop?search=<new word>) in
// batches alternated before/after, 2 connections; prints each build's server CPU per request (from
// /proc, as bench/cpu-per-request.mjs), median over the batches. On a machine shared with other work
// the load moves both alike, so the ratio is the figure to read (req/s are not: see `npm run bench`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [beforeDir, afterDir] = process.argv.slice(2, 4);
if (!beforeDir || !afterDir) {
  console.error(
    'Usage: node bench/cpu-ab.mjs <before-checkout> <after-checkout> [batches] [requests-per-batch]',
  );
  process.exit(2);
}
const batches = Number(process.argv[4] ?? 6);
const perBatch = Number(process.argv[5] ?? 80);
const CLOCK_TICKS_PER_SECOND = 100;
// A browser's: fetch's own ('node') is a crawler to the site's entry, which rendered crawlers' pages
// otherwise (whole, not streamed) before issue 28's third render step. CPU_AB_USER_AGENT to change it.
const USER_AGENT =
  process.env.CPU_AB_USER_AGENT ??
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const launcher = (dir) => import(pathToFileURL(path.resolve(dir, 'scripts/lib/production-server.mjs')).href);
const [before, after] = await Promise.all([launcher(beforeDir), launcher(afterDir)]);
const env = { PAGE_CACHE_MS: '0' };
// One after the other, with time to spare: two first starts (each seeding the demo) at once on a
// loaded shared machine took more than the default minute.
const healthTimeoutMs = 180_000;
const servers = [await before.startProductionServer({ env, healthTimeoutMs })];
try {
  servers.push(await after.startProductionServer({ env, healthTimeoutMs }));
} catch (error) {
  await servers[0].stop();
  throw error;
}

const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
};

let counter = 0;
// Each URL new: a fresh word for the search, else a query the page ignores.
const freshUrl = (pagePath) =>
  pagePath.includes('{word}')
    ? pagePath.replace('{word}', `w${Date.now().toString(36)}${counter++}`)
    : `${pagePath}${pagePath.includes('?') ? '&' : '?'}fresh=${counter++}`;

async function cpuPerRequest(server, pagePath, requests, connections = 2) {
  const start = cpuMsOf(server.pid);
  let sent = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < requests) {
        sent += 1;
        const response = await fetch(server.url + freshUrl(pagePath), {
          headers: { 'user-agent': USER_AGENT },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${pagePath}: ${response.status}`);
      }
    }),
  );
  return (cpuMsOf(server.pid) - start) / requests;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const shop = await (await fetch(`${servers[0].url}/shop`)).text();
  const product = /href="(\/shop\/product\/[^"?#]+)"/.exec(shop)?.[1];
  if (!product) throw new Error('no product link on /shop');
  const pages = { shop: '/shop', product, blog: '/blog', home: '/', 'shop-search': '/shop?search={word}' };
  for (const server of servers)
    for (const pagePath of Object.values(pages)) await cpuPerRequest(server, pagePath, 30);
  for (const [name, pagePath] of Object.entries(pages)) {
    const figures = [[], []];
    for (let batch = 0; batch < batches; batch += 1) {
      for (const which of batch % 2 === 0 ? [0, 1] : [1, 0]) {
        figures[which].push(await cpuPerRequest(servers[which], pagePath, perBatch));
      }
    }
    const [b, a] = figures.map(median);
    console.log(
      `${name.padEnd(12)} server CPU ms a request (median of ${batches}): before ${b.toFixed(2)}, after ${a.toFixed(2)} (after/before ${(a / b).toFixed(2)})`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
