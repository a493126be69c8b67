// Load scenarios of `npm run bench`. Each is run against the bare node:http server and against Vitrine
// with the same settings. Later issues add theirs here.
//
// A scenario: {
//   name, description,
//   method ('GET'), path, headers?, body?      the request autocannon repeats,
//   expectedStatus (200)                       any other status from Vitrine counts as unexpected,
//   setup?(server) → {path?, headers?, body?}  runs once before the load (e.g. create a record, sign in),
//   check?(server, result)                     runs after the load; throw to fail the bench (e.g. every
//                                              click recorded),
// }
// `server` is {url, dataDir, env, admin: {email, password}} of the Vitrine under test.

import { checkoutScenarios } from './checkout-scenarios.mjs';
import { dashboardScenarios } from './dashboard-scenarios.mjs';
import { renderedScenarios } from './rendered-scenarios.mjs';
import { reviewScenarios } from './review-scenarios.mjs';
import { shopScenarios } from './shop-scenarios.mjs';
import { seoScenarios } from './seo-scenarios.mjs';

import { BENCH_RULES, createLink, exactClickRun, setRules, settledClicks, signIn } from './links-bench.mjs';

/** Per-server state of the redirect scenario (its link and session), from setup to check. */
const redirectState = new Map();
/** The plain redirect's throughput per server, which the ruled redirect's is held to (≥ 0.9×). */
const plainRedirectRate = new Map();
const RULED_REDIRECT_MIN_RATIO = 0.9;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Every redirect of the measured run stored, then an exact run (a fixed number of requests): clicks = redirects. */
async function checkClicks(name, server, result, rules) {
  const { cookie, link } = redirectState.get(`${name} ${server.url}`);
  // Warm-up and measured runs both hit this link; the measured run alone must be stored.
  const stored = await settledClicks(server, link.id);
  if (stored < result.requests)
    throw new Error(`${stored} clicks stored for ${result.requests} redirects of the measured run`);
  const exact = await exactClickRun(server, cookie, { rules });
  console.log(
    `bench: ${name}: ${stored} clicks stored (warm-up + run); exact run: ${exact.redirects} redirects, ${exact.stored} stored`,
  );
  if (exact.stored !== exact.redirects || exact.redirects === 0)
    throw new Error(`exact run: ${exact.redirects} redirects but ${exact.stored} stored clicks`);
}

/** @type {import('./types').Scenario[]} */
export const scenarios = [
  {
    name: 'home',
    description: 'home page, server-rendered for an anonymous visitor',
    method: 'GET',
    path: '/',
    expectedStatus: 200,
  },
  {
    name: 'home-rendered',
    description: 'home page rendered for a visitor with a cart cookie (never a shared page)',
    method: 'GET',
    path: '/',
    headers: { cookie: 'vitrine_cart=bench-visitor-without-a-cart' },
    expectedStatus: 200,
  },
  {
    name: 'healthz',
    description: 'health check, one database round trip',
    method: 'GET',
    path: '/healthz',
    expectedStatus: 200,
    async check(server) {
      const response = await fetch(`${server.url}/healthz`);
      if (response.status !== 200) throw new Error(`/healthz answers ${response.status} after the load`);
    },
  },
  ...shopScenarios,
  ...renderedScenarios,
  ...reviewScenarios,
  ...checkoutScenarios,
  ...seoScenarios,
  ...dashboardScenarios,
  {
    name: 'redirect',
    description:
      'tracked-link redirect /r/{code} (fast path before Express, answered once its click is committed with others)',
    method: 'GET',
    path: '/r/unset',
    headers: { 'user-agent': BROWSER_UA },
    expectedStatus: 302,
    async setup(server) {
      const cookie = await signIn(server);
      const link = await createLink(server, cookie, 'https://example.com/landing?ref=bench#top');
      redirectState.set(`redirect ${server.url}`, { cookie, link });
      return { path: `/r/${link.code}` };
    },
    async check(server, result) {
      plainRedirectRate.set(server.url, result.requestsPerSecond);
      await checkClicks('redirect', server, result, undefined);
    },
  },
  {
    name: 'redirect-rules',
    description:
      'a redirect through a link with three rules (device, country, language) and a 50/50 split: each visitor new to it, ≥ 0.9× the plain redirect',
    method: 'GET',
    path: '/r/unset',
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'en-US,en;q=0.9' },
    expectedStatus: 302,
    async setup(server) {
      const cookie = await signIn(server);
      const link = await createLink(server, cookie, 'https://example.com/landing?ref=bench-rules');
      await setRules(server, cookie, link.id, BENCH_RULES);
      redirectState.set(`redirect-rules ${server.url}`, { cookie, link });
      return { path: `/r/${link.code}` };
    },
    async check(server, result) {
      await checkClicks('redirect-rules', server, result, BENCH_RULES);
      const plain = plainRedirectRate.get(server.url);
      if (plain === undefined) return; // run alone (--scenario redirect-rules): nothing to compare with
      const ratio = result.requestsPerSecond / plain;
      console.log(
        `bench: redirect-rules: ${Math.round(result.requestsPerSecond)} req/s, ${(ratio * 100).toFixed(0)} % of the plain redirect's ${Math.round(plain)}`,
      );
      if (ratio < RULED_REDIRECT_MIN_RATIO)
        throw new Error(
          `the ruled redirect answers ${(ratio * 100).toFixed(0)} % of the plain redirect's throughput (at least ${RULED_REDIRECT_MIN_RATIO * 100} % expected)`,
        );
    },
  },
];
