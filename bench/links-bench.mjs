// Helpers of the link tracker's bench entries (scenario `redirect`, dataset `links`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { queryOne } from './bench-database.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export const sqliteOf = (server) => path.join(server.dataDir, 'vitrine.sqlite');

/** Signs in as the bench admin; answers the Cookie header. */
export async function signIn(server) {
  const response = await fetch(`${server.url}/web/session/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      params: { login: server.admin.email, password: server.admin.password },
    }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`sign-in failed: ${body.error.data?.message}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Creates a tracked link through POST /website_links/new; answers {id, code}. */
export async function createLink(server, cookie, url) {
  const response = await fetch(`${server.url}/website_links/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ jsonrpc: '2.0', params: { url } }),
  });
  const body = await response.json();
  if (body.error || body.result?.error) throw new Error(`link creation failed: ${JSON.stringify(body)}`);
  return body.result;
}

/** Saves a link's rules through the back office's call (issue 32). */
export async function setRules(server, cookie, linkId, rules) {
  const response = await fetch(`${server.url}/api/admin/links/${linkId}/rules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(rules),
  });
  if (response.status !== 200) throw new Error(`rules refused: ${response.status} ${await response.text()}`);
}

/**
 * Three rules and a split (issue 32's bench): the bench's visitor (a desktop browser on loopback,
 * no country, English) matches none of the rules, so each redirect checks all three and is then
 * drawn into the split as a new visitor (its cookie signed): the longest way through the rules.
 */
export const BENCH_RULES = {
  targeting: {
    device: [{ device: 'ios', url: 'https://example.com/ios' }],
    country: [{ countries: ['FR'], url: 'https://example.com/fr' }],
    language: [{ languages: ['fr'], url: 'https://example.com/fr-language' }],
    split: [
      { url: 'https://example.com/a?ref=bench', weight: 50 },
      { url: 'https://example.com/b?ref=bench', weight: 50 },
    ],
  },
};

/** Stored clicks of a link, read from the server's database (SQLite or PostgreSQL). */
export async function storedClicks(server, linkId) {
  const row = await queryOne(server, 'SELECT COUNT(*) AS n FROM link_click WHERE "linkId" = $1', [linkId]);
  return Number(row.n);
}

/** Waits (at most `timeoutMs`) until the click writer has flushed: the count stops moving. */
export async function settledClicks(server, linkId, { expected, timeoutMs = 10_000 } = {}) {
  const until = Date.now() + timeoutMs;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const count = await storedClicks(server, linkId);
    if (count === expected) return count;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (expected === undefined && Date.now() - stableSince > 1_000) return count;
    if (Date.now() > until) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An exact accounting run: autocannon sends exactly `amount` requests (no run cut short by a
 * duration, so no request is in flight at the end); every 302 it got must be a stored click.
 */
export async function exactClickRun(server, cookie, { amount = 20_000, connections = 50, rules } = {}) {
  const link = await createLink(server, cookie, `https://example.com/bench-exact-${Date.now()}`);
  if (rules) await setRules(server, cookie, link.id, rules);
  const result = await autocannon({
    url: `${server.url}/r/${link.code}`,
    connections,
    amount,
    headers: { 'user-agent': BROWSER_UA },
    timeout: 10,
  });
  const redirects = result.statusCodeStats?.['302']?.count ?? 0;
  const stored = await settledClicks(server, link.id, { expected: redirects });
  return { redirects, stored, errors: result.errors, non2xx: result.non2xx };
}

/** Runs bench/links-stats.ts (tsx) on a SQLite file; answers its JSON. */
export function timeStatistics(sqliteFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'bench', 'links-stats.ts'), sqliteFile],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`links-stats exited with ${code}`));
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const DAY_MS = 86_400_000;
const COUNTRIES = ['FR', 'US', 'DE', 'ES', 'GB', 'IT', 'BE', 'NL', 'CA', 'BR', 'IN', 'JP', null];
const REFERRERS = [
  'www.facebook.com',
  't.co',
  'mail.google.com',
  'www.linkedin.com',
  'news.ycombinator.com',
  null,
  null,
];
const DEVICES = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet'];

/**
 * 10,000 links and 1,000,000 clicks over the last 365 days, written straight into the SQLite
 * file (better-sqlite3, one transaction per 100,000 rows). Link i gets a share ∝ 1/(i+1), so the
 * busiest has about a tenth of all clicks; 5 % of clicks are bots.
 */
export function fillLinks(sqliteFile, { links = 10_000, clicks = 1_000_000, chunk = 100_000 } = {}) {
  const db = new Database(sqliteFile);
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = OFF');
  try {
    const owner = db.prepare('SELECT id FROM user ORDER BY id LIMIT 1').get()?.id ?? null;
    const now = Date.now();
    const time = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);
    // Made by the first user (the administrator): staff links redirect at once.
    const insertLink = db.prepare(
      'INSERT INTO tracked_link (url, code, title, createdById, madeByStaff, archived, clickCount, created) VALUES (?, ?, ?, ?, 1, 0, 0, ?)',
    );
    const ids = [];
    db.transaction(() => {
      for (let i = 0; i < links; i++)
        ids.push(
          Number(
            insertLink.run(
              `https://example.com/bench/${i}?ref=bench`,
              `bench${i}`,
              `Bench link ${i}`,
              owner,
              time(now - 400 * DAY_MS),
            ).lastInsertRowid,
          ),
        );
    })();
    // Cumulative weights 1/(i+1) for picking a link per click.
    const cumulative = new Float64Array(links);
    let sum = 0;
    for (let i = 0; i < links; i++) cumulative[i] = sum += 1 / (i + 1);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = () => {
      const target = random() * sum;
      let low = 0;
      let high = links - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (cumulative[mid] < target) low = mid + 1;
        else high = mid;
      }
      return ids[low];
    };
    const insertClick = db.prepare(
      'INSERT INTO link_click (linkId, created, countryCode, referrerHost, device, isBot) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const writeChunk = db.transaction((count) => {
      for (let i = 0; i < count; i++) {
        const isBot = random() < 0.05;
        insertClick.run(
          pick(),
          time(now - Math.floor(random() * 365 * DAY_MS)),
          COUNTRIES[Math.floor(random() * COUNTRIES.length)],
          REFERRERS[Math.floor(random() * REFERRERS.length)],
          isBot ? 'bot' : DEVICES[Math.floor(random() * DEVICES.length)],
          isBot ? 1 : 0,
        );
      }
    });
    for (let done = 0; done < clicks; done += chunk) writeChunk(Math.min(chunk, clicks - done));
    db.exec(`UPDATE tracked_link SET
      clickCount = (SELECT COUNT(*) FROM link_click c WHERE c.linkId = tracked_link.id AND c.isBot = 0),
      lastClickAt = (SELECT MAX(created) FROM link_click c WHERE c.linkId = tracked_link.id AND c.isBot = 0)
      WHERE code LIKE 'bench%'`);
    db.exec('ANALYZE');
    // Readers of a database whose WAL holds a million fresh rows pay for it on every page: fold it in.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
