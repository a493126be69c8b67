// `npm run bench:soak` (issue 11, item 13): visitors browsing, carts, link clicks, form posts and
// staff edits at once against the production build, for a bounded time on 127.0.0.1. Passes when
// no answer is an error, the server's memory stays flat and its plateau under PLATEAU_BUDGET_MB
// (issue 28: a desktop app shares the owner's laptop), and every write that was answered is in the
// database afterwards.
//
//   npm run build && npm run bench:soak -- [--duration 60]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { DEMO_ADMIN, startProductionServer } from '../scripts/lib/production-server.mjs';
import { cpuMsOf } from './cpu-per-request.mjs';
import { createLink, signIn } from './links-bench.mjs';

const { values: options } = parseArgs({ options: { duration: { type: 'string', default: '60' } } });
const durationSeconds = Math.min(Math.max(Number(options.duration) || 60, 5), 600);
/** The issue 28 goal for the plateau of resident memory under this load. */
const PLATEAU_BUDGET_MB = 350;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The server's resident memory in MB (Linux), or null elsewhere. */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const json = async (response) => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
};

/** Each request of a stream comes from its own visitor address (the server trusts the bench's "proxy"). */
let visitorNumber = 0;
const nextVisitor = () => {
  visitorNumber += 1;
  return `10.${(visitorNumber >> 16) & 255}.${(visitorNumber >> 8) & 255}.${visitorNumber & 255}`;
};

const server = await startProductionServer({ env: { SEED_DEMO: '1', LOG_LEVEL: 'warn', TRUST_PROXY: '1' } });
const withAdmin = { ...server, admin: DEMO_ADMIN };
try {
  // ----- Setup: a link, a lead form and its visitor token, a product, a list, a staff session --------
  const cookie = await signIn(withAdmin);
  const link = await createLink(withAdmin, cookie, `https://example.com/soak-${Date.now()}`);
  const adminApi = (method, pathname, body) =>
    fetch(`${server.url}/api/admin${pathname}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(json);
  const form = await adminApi('POST', '/forms', {
    name: 'Soak leads',
    model: 'crm.lead',
    fields: [
      { name: 'contact_name', label: 'Name', type: 'text', required: true },
      { name: 'email_from', label: 'E-mail', type: 'email', required: true },
    ],
    success: { kind: 'message', message: 'Thanks' },
  });
  // The form's token is bound to the browser it was given to: the posts send that browser's cookies.
  const contactResponse = await fetch(`${server.url}/website/form/${form.id}`);
  const formCookie = contactResponse.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const contactPage = await contactResponse.text();
  const csrfToken = /name="csrf_token" value="([^"]+)"/.exec(contactPage)?.[1];
  if (!form.id || !csrfToken) throw new Error('setup: no form or no csrf token');
  const lists = await adminApi('GET', '/mailing/lists');
  const listId = lists.items[0].id;

  const database = new Database(path.join(server.dataDir, 'vitrine.sqlite'), { readonly: true });
  const count = (sql, ...args) => database.prepare(sql).get(...args).n;
  const variant = database
    .prepare(
      `SELECT v.id AS id FROM product_product v JOIN product_template t ON t.id = v.templateId
       WHERE t.published = 1 AND t.active = 1 AND v.active = 1 ORDER BY v.id LIMIT 1`,
    )
    .get();
  const counts = () => ({
    clicks: count('SELECT count(*) AS n FROM link_click WHERE linkId = ?', link.id),
    leads: count("SELECT count(*) AS n FROM crm_lead WHERE emailFrom LIKE 'soak-%'"),
    carts: count('SELECT count(*) AS n FROM cart'),
    contacts: count("SELECT count(*) AS n FROM mailing_contact WHERE email LIKE 'staff-soak-%'"),
  });
  const before = counts();

  // ----- The mixed load ------------------------------------------------------------------------------
  let formNumber = 0;
  let contactNumber = 0;
  const streams = [
    {
      name: 'browse',
      connections: 4,
      expected: [200],
      requests: ['/', '/shop', '/blog', '/aboutus'].map((p) => ({ method: 'GET', path: p })),
    },
    {
      name: 'cart',
      connections: 2,
      expected: [200],
      requests: [
        {
          method: 'POST',
          path: '/shop/cart/update_json',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
            body: JSON.stringify({ jsonrpc: '2.0', params: { product_id: variant.id, add_qty: 1 } }),
          }),
        },
      ],
    },
    {
      name: 'clicks',
      connections: 4,
      expected: [302],
      requests: [{ method: 'GET', path: `/r/${link.code}`, headers: { 'user-agent': BROWSER_UA } }],
    },
    {
      name: 'forms',
      connections: 2,
      expected: [200],
      requests: [
        {
          method: 'POST',
          path: '/website/form/crm.lead',
          setupRequest: (request) => {
            formNumber += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                accept: 'application/json',
                'x-forwarded-for': nextVisitor(),
                cookie: formCookie,
              },
              body: new URLSearchParams({
                csrf_token: csrfToken,
                form_id: String(form.id),
                contact_name: `Soak ${formNumber}`,
                email_from: `soak-${formNumber}@vitrine-test.org`,
              }).toString(),
            };
          },
        },
      ],
    },
    {
      name: 'staff',
      connections: 1,
      expected: [200],
      requests: [
        {
          method: 'POST',
          path: `/api/admin/mailing/lists/${listId}/contacts`,
          setupRequest: (request) => {
            contactNumber += 1;
            return {
              ...request,
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({
                email: `staff-soak-${contactNumber}@vitrine-test.org`,
                name: `Staff ${contactNumber}`,
              }),
            };
          },
        },
      ],
    },
  ];

  const idleMb = rssMb(server.pid);
  const cpuMsBefore = cpuMsOf(server.pid);
  const memory = [];
  const sampler = setInterval(() => memory.push({ at: Date.now(), mb: rssMb(server.pid) }), 5_000);
  console.log(
    `soak: ${streams.length} streams, ${streams.reduce((n, s) => n + s.connections, 0)} connections, ${durationSeconds} s`,
  );
  const results = await Promise.all(
    streams.map(async (stream) => {
      const instance = autocannon({
        url: server.url,
        connections: stream.connections,
        duration: durationSeconds,
        timeout: 10,
        requests: stream.requests,
      });
      const watchdog = setTimeout(() => instance.stop(), (durationSeconds + 30) * 1000);
      const result = await instance;
      clearTimeout(watchdog);
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, { count: n }]) => [status, n]),
      );
      const expected = stream.expected.reduce((n, status) => n + (statuses[String(status)] ?? 0), 0);
      const answered = Object.values(statuses).reduce((n, c) => n + c, 0);
      return {
        stream,
        statuses,
        expected,
        unexpected: answered - expected,
        errors: result.errors,
        timeouts: result.timeouts,
        rps: result.requests.average,
        p99: result.latency.p99,
      };
    }),
  );
  clearInterval(sampler);
  const cpuMsAfter = cpuMsOf(server.pid);

  // Requests cut by the end of a run may still be committing: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = counts();
  database.close();
  const written = {
    clicks: after.clicks - before.clicks,
    leads: after.leads - before.leads,
    carts: after.carts - before.carts,
    contacts: after.contacts - before.contacts,
  };
  const answeredWrites = {
    clicks: results.find((r) => r.stream.name === 'clicks').expected,
    leads: results.find((r) => r.stream.name === 'forms').expected,
    carts: results.find((r) => r.stream.name === 'cart').expected,
    contacts: results.find((r) => r.stream.name === 'staff').expected,
  };

  const problems = [];
  console.log('\n| Stream | Connections | req/s | p99 ms | Answers | Unexpected | Errors |');
  console.log('| ------ | ----------: | ----: | -----: | ------- | ---------: | -----: |');
  for (const r of results) {
    console.log(
      `| ${r.stream.name} | ${r.stream.connections} | ${Math.round(r.rps)} | ${r.p99} | ${JSON.stringify(r.statuses)} | ${r.unexpected} | ${r.errors + r.timeouts} |`,
    );
    if (r.unexpected > 0)
      problems.push(`${r.stream.name}: ${r.unexpected} unexpected answers ${JSON.stringify(r.statuses)}`);
    if (r.errors + r.timeouts > 0)
      problems.push(`${r.stream.name}: ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  console.log('\n| Write | Answered | In the database |');
  console.log('| ----- | -------: | --------------: |');
  for (const key of Object.keys(written)) {
    console.log(`| ${key} | ${answeredWrites[key]} | ${written[key]} |`);
    if (written[key] < answeredWrites[key])
      problems.push(`${key}: ${answeredWrites[key]} answered, ${written[key]} stored`);
  }
  const samples = memory.filter((sample) => sample.mb !== null);
  if (samples.length >= 4) {
    // Flat: the second half of the run grows by less than a quarter over the first half's peak.
    const half = Math.floor(samples.length / 2);
    const firstPeak = Math.max(...samples.slice(0, half).map((s) => s.mb));
    const secondPeak = Math.max(...samples.slice(half).map((s) => s.mb));
    console.log(`\nRSS (MB), every 5 s: ${samples.map((s) => s.mb).join(', ')}`);
    // One line for docs/benchmarks.md: the plateau is the median of the second half.
    const plateau = samples
      .slice(half)
      .map((s) => s.mb)
      .sort((x, y) => x - y)[Math.floor((samples.length - half) / 2)];
    // The server's CPU per answer: steadier than req/s on a shared machine (a GC setting's cost shows here).
    const answered = results.reduce((n, r) => n + Object.values(r.statuses).reduce((m, c) => m + c, 0), 0);
    const cpuPerAnswer =
      cpuMsBefore !== null && cpuMsAfter !== null && answered > 0
        ? `, ${((cpuMsAfter - cpuMsBefore) / answered).toFixed(2)} ms of server CPU an answer`
        : '';
    console.log(
      `soak RSS: idle ${idleMb} MB, plateau ${plateau} MB, peak ${Math.max(...samples.map((s) => s.mb))} MB (${durationSeconds} s, ${Math.round(results.reduce((n, r) => n + r.rps, 0))} req/s${cpuPerAnswer})`,
    );
    if (secondPeak > firstPeak * 1.25) problems.push(`memory grew: ${firstPeak} MB → ${secondPeak} MB`);
    if (plateau > PLATEAU_BUDGET_MB)
      problems.push(`resident memory on the plateau: ${plateau} MB, over the ${PLATEAU_BUDGET_MB} MB budget`);
  }
  if (problems.length) {
    console.error(`\nsoak: FAILED\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('\nsoak: passed (no error answers, memory flat, every answered write stored)');
} finally {
  await server.stop();
}
