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

import { shopScenarios } from './shop-scenarios.mjs';

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
];
