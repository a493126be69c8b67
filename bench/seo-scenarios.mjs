// Search engines' load scenario (issue 5 item 10): /sitemap.xml, which a crawler may ask for again and
// again. The server builds it once and keeps it: a commit to what it lists makes it stale, and once it is
// SITEMAP_MIN_AGE_MS (60 s) old it is rebuilt in the background while the kept copy is served. Setup
// times the first build, checks that commits do not make requests wait, and waits for one background
// rebuild (about a minute); the load then measures the kept copy. On the shop dataset:
//   npm run bench -- --dataset shop --scenario sitemap
import { signIn } from './links-bench.mjs';

/** One fetch of the sitemap as a crawler makes it (fetch asks for gzip and unpacks it). */
async function timedSitemap(server) {
  const started = performance.now();
  const response = await fetch(`${server.url}/sitemap.xml`);
  const xml = await response.text();
  if (response.status !== 200) throw new Error(`/sitemap.xml answers ${response.status}`);
  // Server-Timing: build;dur=… is how long the copy served took to build.
  const buildMs = Number(/\bbuild;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return {
    ms: performance.now() - started,
    xml,
    gzipBytes: Number(response.headers.get('content-length')),
    etag: response.headers.get('etag'),
    buildMs,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {import('./types').Scenario[]} */
export const seoScenarios = [
  {
    name: 'sitemap',
    description:
      '/sitemap.xml served gzipped from the kept copy (rebuilt in the background after changes; build times printed by setup)',
    method: 'GET',
    path: '/sitemap.xml',
    // As crawlers send it.
    headers: { 'accept-encoding': 'gzip' },
    expectedStatus: 200,
    async setup(server) {
      const first = await timedSitemap(server);
      const urls = first.xml.match(/<url>/g)?.length ?? 0;
      const product = /\/shop\/product\/[\w-]*-(\d+)<\/loc>/.exec(first.xml)?.[1];
      if (!product) throw new Error('the sitemap lists no product');
      // Each publish toggle commits a change the sitemap lists: requests must still get the kept copy.
      const cookie = await signIn(server);
      const afterCommit = [];
      for (let run = 0; run < 4; run++) {
        const toggled = await fetch(`${server.url}/website/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            jsonrpc: '2.0',
            params: { id: Number(product), object: 'product.template' },
          }),
        });
        if ((await toggled.json()).error) throw new Error('publish toggle failed');
        const answer = await timedSitemap(server);
        if (answer.etag !== first.etag || answer.buildMs !== first.buildMs)
          throw new Error('a commit rebuilt the sitemap before its minimum age');
        afterCommit.push(answer.ms);
      }
      // Once a minute old, the next request starts the background rebuild; poll until its copy is served.
      let rebuilt = null;
      const deadline = Date.now() + 120_000;
      while (!rebuilt && Date.now() < deadline) {
        await sleep(2_000);
        const answer = await timedSitemap(server);
        // Toggled an even number of times, the product is back, but its lastmod (and build time) differ.
        if (answer.etag !== first.etag || answer.buildMs !== first.buildMs) rebuilt = answer;
      }
      if (!rebuilt) throw new Error('the stale sitemap was not rebuilt within 120 s');
      const kept = await timedSitemap(server);
      console.log(
        `\nbench: sitemap: ${urls} URLs, ${mb(first.xml.length)} (${mb(first.gzipBytes)} gzipped); ` +
          `first build ${first.ms.toFixed(0)} ms (server build ${first.buildMs.toFixed(0)} ms), ` +
          `request right after a commit (median of ${afterCommit.length}) ${median(afterCommit).toFixed(1)} ms ` +
          `(kept copy), background rebuild ${rebuilt.buildMs.toFixed(0)} ms, kept copy ${kept.ms.toFixed(1)} ms`,
      );
    },
  },
];
