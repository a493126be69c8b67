// `npm run bench:recovery` (also run by `npm run bench`): issue 29's budget, the abandoned-cart
// recovery's scan under 1 s over 100,000 carts. Fills a fresh SQLite database (TEST_DATABASE_URL:
// PostgreSQL) straight through SQL with 100,000 carts and their recovery rows, then times the scan
// (`scanDueCarts`: the due carts read from the (state, lastActivityAt) index and one keyed job
// enqueued per cart, at most SCAN_BATCH a scan) in this process. Exits 1 when the budget is missed or
// a count is wrong.
import { inDialect, sqlTime } from '../site-server/src/core/db/sql';
import { scanDueCarts, SCAN_BATCH } from '../site-server/src/features/cart-recovery/recovery-scan';
import { RecoverySettingsStore } from '../site-server/src/features/cart-recovery/recovery-settings';
import { startTestServer, type TestServer } from '../site-server/src/testing/test-server';

const CARTS = 100_000;
const BUDGET_MS = 1000;
const RUNS = 5;
const HOUR = 3_600_000;
const states = ['sent', 'not_eligible', 'recovered'] as const;

/** 100,000 carts; 1 in 100 waiting past the delay, 9 in 100 waiting within it, the rest decided. */
async function fill(server: TestServer) {
  const now = Date.now();
  for (let start = 0; start < CARTS; start += 500) {
    await server.dataSource.transaction(async (tx) => {
      const count = Math.min(500, CARTS - start);
      const at = sqlTime(tx, new Date(now));
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into('cart')
        .values(
          Array.from({ length: count }, () => ({
            tokenHash: null,
            userId: null,
            currency: 'USD',
            state: 'draft',
          })),
        )
        .execute();
      const rows = inserted.identifiers.map((identifier, n) => {
        const id = Number(identifier.id);
        const i = start + n;
        const due = i % 100 === 0;
        const waiting = due || i % 100 < 10;
        const ageMs = waiting
          ? due
            ? 2 * HOUR + (i % 5000) * 1000
            : (i % 3000) * 1000
          : (i % 7) * 24 * HOUR;
        return [
          id,
          `shopper-${i}@example.org`,
          'en_US',
          sqlTime(tx, new Date(now - ageMs)),
          waiting ? 'waiting' : states[i % 3]!,
          at,
          at,
        ];
      });
      await tx.query(
        inDialect(
          tx,
          `INSERT INTO "cart_recovery" ("cartId", "email", "lang", "lastActivityAt", "state", "created", "updated") VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        ),
        rows.flat(),
      );
    });
  }
}

/** Times `RUNS` scans, each from no job queued: median and worst wall-clock milliseconds, and what each enqueued. */
async function timeScans(server: TestServer) {
  const settings = new RecoverySettingsStore();
  const times: number[] = [];
  const enqueued: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await server.dataSource.query(`DELETE FROM "job" WHERE "kind" = 'cart-recovery.send'`);
    const started = performance.now();
    enqueued.push(
      await server.app.transaction((em) => scanDueCarts(em, { jobs: server.app.jobs, settings })),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, worst: times[RUNS - 1]!, enqueued };
}

const server = await startTestServer({ seedDemo: false, env: { JOBS_POLL_MS: '0' } });
let failed = false;
try {
  const filling = performance.now();
  await fill(server);
  console.log(
    `recovery bench: ${CARTS.toLocaleString('en-US')} carts filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const rows: Array<[string, Awaited<ReturnType<typeof timeScans>>, number]> = [];
  rows.push(['1 % of the carts due (1,000)', await timeScans(server), SCAN_BATCH]);
  // The worst case: every cart waiting past its delay (a shop that had the feature off for a while).
  await server.dataSource.query(
    inDialect(
      server.dataSource.manager,
      `UPDATE "cart_recovery" SET "state" = 'waiting', "lastActivityAt" = ?`,
    ),
    [sqlTime(server.dataSource.manager, new Date(Date.now() - 3 * HOUR))],
  );
  rows.push(['every cart due (100,000)', await timeScans(server), SCAN_BATCH]);
  await server.dataSource.query(`UPDATE "cart_recovery" SET "state" = 'sent'`);
  rows.push(['no cart due', await timeScans(server), 0]);
  console.log('| Scan over 100,000 carts | median ms | worst ms | jobs enqueued |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, result, expected] of rows) {
    console.log(
      `| ${name} | ${result.median.toFixed(1)} | ${result.worst.toFixed(1)} | ${result.enqueued[0]} |`,
    );
    if (result.enqueued.some((count) => count !== expected)) {
      console.error(`recovery bench: ${name}: enqueued ${result.enqueued.join(', ')}, expected ${expected}`);
      failed = true;
    }
    if (result.worst >= BUDGET_MS) {
      console.error(
        `recovery bench: ${name}: ${result.worst.toFixed(0)} ms, over the ${BUDGET_MS} ms budget`,
      );
      failed = true;
    }
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
