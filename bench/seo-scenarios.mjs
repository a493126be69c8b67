// Search engines' load scenario (issue 5 item 10): /sitemap.xml, which a crawler may ask for again and
// again. The server builds it once and keeps it until the next commit; setup times those builds (the
// first one, and rebuilds after a commit) and the load then measures the kept copy. On the shop dataset:
//   npm run bench -- --dataset shop --scenario sitemap
import { signIn } from './links-bench.mjs';

/** One fetch of the sitemap as a crawler makes it (fetch asks for gzip and unpacks it). */
async function timedSitemap(server) {
  const started = performance.now();
  const response = await fetch(`${server.url}/sitemap.xml`);
  const xml = await response.text();
  if (response.status !== 200) throw new Error(`/sitemap.xml answers ${response.status}`);
  return { ms: performance.now() - started, xml, gzipBytes: Number(response.headers.get('content-length')) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** @type {import('./types').Scenario[]} */
export const seoScenarios = [
  {
    name: 'sitemap',
    description:
      '/sitemap.xml served gzipped from the copy kept since the last commit (build times printed by setup)',
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
      // Each publish toggle commits, so the next request rebuilds: the cost a commit puts on a crawler.
      const cookie = await signIn(server);
      const rebuilds = [];
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
        rebuilds.push((await timedSitemap(server)).ms);
      }
      const kept = await timedSitemap(server);
      console.log(
        `\nbench: sitemap: ${urls} URLs, ${mb(first.xml.length)} (${mb(first.gzipBytes)} gzipped); ` +
          `first build ${first.ms.toFixed(0)} ms, rebuild after a commit (median of ${rebuilds.length}) ` +
          `${median(rebuilds).toFixed(0)} ms, kept copy ${kept.ms.toFixed(1)} ms`,
      );
    },
  },
];
