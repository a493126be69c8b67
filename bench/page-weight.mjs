// `npm run bench:weight`: the JavaScript and CSS each public page makes the browser load at once (its
// module scripts, module preloads and stylesheets), as sent gzipped, against the production build with
// the demo data. Budget (issue 28, item 3; 80 KB in issue 11): at most 50 KB of gzipped JavaScript per page.
//   npm run build && npm run bench:weight [-- --files]   (--files: each page's files, largest first)
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startProductionServer } from '../scripts/lib/production-server.mjs';
import { publicPages } from './public-pages.mjs';

const BUDGET_KB = 50;

/** The same-site files a page's HTML makes the browser load before it is interactive. */
function assetsOf(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /href="(\/assets\/[^"]+)"/.exec(match[0])?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(match[0])) scripts.add(href);
    else if (/rel="stylesheet"/.test(match[0])) styles.add(href);
  }
  // Stylesheets written into the head (inline-stylesheets.server.ts): counted as their files compress.
  for (const match of html.matchAll(/<style data-href="(\/assets\/[^"]+\.css)"/g)) styles.add(match[1]);
  for (const match of html.matchAll(/<script\b[^>]*src="(\/assets\/[^"]+)"/g)) scripts.add(match[1]);
  // React Router's entry imports its modules from an inline module script.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g))
    scripts.add(match[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The bytes sent for `url` to a browser taking gzip (node:http: fetch would decompress them). */
function gzippedSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          resolve({ sent: body.length, raw: gzipped ? gunzipSync(body).length : body.length });
        });
      })
      .on('error', reject);
  });
}

const server = await startProductionServer({ env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' } });
const rows = [];
try {
  const { pages } = await publicPages(server.url);
  for (const page of pages) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    const { scripts, styles } = assetsOf(html);
    const sum = async (files) => {
      let sent = 0;
      let raw = 0;
      const each = [];
      for (const file of files) {
        const size = await gzippedSize(`${server.url}${file}`);
        sent += size.sent;
        raw += size.raw;
        each.push({ file, sent: size.sent });
      }
      return { sent, raw, each: each.sort((a, b) => b.sent - a.sent) };
    };
    rows.push({ page, files: scripts.length, js: await sum(scripts), css: await sum(styles) });
  }
} finally {
  await server.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log('\npage                               JS files  JS gzip  (raw)     CSS gzip  budget');
for (const row of rows)
  console.log(
    `${row.page.padEnd(34)} ${String(row.files).padStart(8)}  ${kb(row.js.sent).padStart(7)}  (${kb(row.js.raw)})`.padEnd(
      72,
    ) +
      `${kb(row.css.sent).padStart(8)}  ${row.js.sent <= BUDGET_KB * 1024 ? 'met' : `over ${BUDGET_KB} KB`}`,
  );
if (process.argv.includes('--files'))
  for (const row of rows) {
    console.log(`\n${row.page}`);
    for (const { file, sent } of row.js.each)
      console.log(`  ${(sent / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
// A page over the budget fails the run (the figures above say which).
if (rows.some((row) => row.js.sent > BUDGET_KB * 1024)) process.exitCode = 1;
