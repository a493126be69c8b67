// `npm run bench:lighthouse`: Lighthouse (mobile, the default preset) in Debian's Chromium against the
// production build with the demo data, on every public page bench:weight measures (home, /shop, a product
// page, /blog, a post, /contactus, the cart, the sign-in page, the link tracker). Prints each page's four
// category scores and its paint metrics, and the machine's load average (runs share its 2 cores). Goal
// (issue 28): ≥ 95 in every category, and performance 100 on home, /shop, a product page and /blog.
//   npm run build && npm run bench:lighthouse [-- --json out.json]
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startProductionServer } from '../scripts/lib/production-server.mjs';
import { publicPages } from './public-pages.mjs';

const { values: options } = parseArgs({ options: { json: { type: 'string' } } });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL = 95;
/** The pages whose performance must be 100 (issue 28); the others' goal is GOAL. */
const FULL_MARKS = new Set(['/', '/shop', '/blog']);

// The demo's first start may take minutes on the shared machine while others build and test.
const server = await startProductionServer({
  env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  healthTimeoutMs: 300_000,
});
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const { pages, product } = await publicPages(server.url);
  FULL_MARKS.add(product);
  for (const page of pages) {
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
      speedIndex: metric('speed-index'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      noindex: audits['is-crawlable']?.score === 0,
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

console.log(
  `\nload average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}` +
    '\npage                              perf  a11y  best  seo   FCP      LCP      SI       CLS    TBT',
);
for (const row of rows)
  console.log(
    `${row.page.padEnd(32)}  ${CATEGORIES.map((id) => String(row.scores[id]).padStart(4)).join('  ')}   ${row.firstContentfulPaint.padEnd(8)} ${row.largestContentfulPaint.padEnd(8)} ${row.speedIndex.padEnd(8)} ${row.cumulativeLayoutShift.padEnd(6)} ${row.totalBlockingTime}`,
  );
for (const row of rows)
  if (row.failing.length) console.log(`\n${row.page} — audits below 90:\n  ${row.failing.join('\n  ')}`);
if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
// Pages that ask search engines not to index them (the cart, sign-in, the link tracker) lose their SEO
// score for it by design: their goal leaves SEO out.
const short = rows.filter(
  (row) =>
    CATEGORIES.some((id) => row.scores[id] < GOAL && !(id === 'seo' && row.noindex)) ||
    (FULL_MARKS.has(row.page) && row.scores.performance < 100),
);
console.log(
  short.length
    ? `\n${short.length} page(s) short of the goal: ${short.map((row) => row.page).join(', ')}`
    : `\nevery page ≥ ${GOAL}, and performance 100 on home, /shop, a product page and /blog`,
);
