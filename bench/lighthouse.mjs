// `npm run bench:lighthouse`: Lighthouse (mobile, the default preset) in Debian's Chromium against the
// production build with the demo data, on the pages issue 11 names: home, /shop, a product page, /blog.
// Prints each page's four category scores and its paint metrics; the goal is ≥ 95 in every category.
//   npm run build && npm run bench:lighthouse [-- --json out.json]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startProductionServer } from '../scripts/lib/production-server.mjs';

const { values: options } = parseArgs({ options: { json: { type: 'string' } } });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL = 95;

const server = await startProductionServer({ env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  // A product page: the first one the shop lists.
  const shopHtml = await (await fetch(`${server.url}/shop`)).text();
  const product = /href="(\/shop\/product\/[^"?#]+)"/.exec(shopHtml)?.[1];
  if (!product) throw new Error('/shop lists no product');
  for (const page of ['/', '/shop', product, '/blog']) {
    // A failed trace (NO_NAVSTART, NO_FCP…) is Lighthouse's, not the page's: it asks to run again.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result.lhr.runtimeError) break;
      console.warn(`${page}: ${result.lhr.runtimeError.code}, measured again (attempt ${attempt} of 3)`);
    }
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError)
      console.warn(
        `${page}: Lighthouse could not measure it: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'])
      if (audits[id]?.errorMessage) console.warn(`${page}: ${id}: ${audits[id].errorMessage}`);
    const metric = (id) => audits[id]?.displayValue ?? '—';
    rows.push({
      page,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ),
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      // What to fix first: the browser's logged issues, render-blocking files, the largest paint.
      details: Object.fromEntries(
        [
          'inspector-issues',
          'render-blocking-insight',
          'render-blocking-resources',
          'lcp-discovery-insight',
          'network-dependency-tree-insight',
        ]
          .filter((id) => audits[id])
          .map((id) => [id, audits[id].details]),
      ),
      failing: CATEGORIES.flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
          .map((ref) => `${id}: ${audits[ref.id].title}`),
      ),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('\npage                              perf  a11y  best  seo   FCP      LCP      TBT');
for (const row of rows)
  console.log(
    `${row.page.padEnd(32)}  ${CATEGORIES.map((id) => String(row.scores[id]).padStart(4)).join('  ')}   ${row.firstContentfulPaint.padEnd(8)} ${row.largestContentfulPaint.padEnd(8)} ${row.totalBlockingTime}`,
  );
for (const row of rows)
  if (row.failing.length) console.log(`\n${row.page} — audits below 90:\n  ${row.failing.join('\n  ')}`);
if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
const short = rows.filter((row) => CATEGORIES.some((id) => row.scores[id] < GOAL));
console.log(
  short.length ? `\n${short.length} page(s) under ${GOAL} in some category` : `\nevery page ≥ ${GOAL}`,
);
