// `npm run test:pg`: the integration tests of site-server on a throwaway PostgreSQL cluster.
// Extra arguments replace the default test filter: `npm run test:pg -- site-server/src/core/db`.
// The last line is "N passed, N failed[, N skipped]", as for `npm test`, so CI can add both up.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres } from './pg-cluster.mjs';
import { REPO_ROOT } from './lib/production-server.mjs';
import { formatDuration, runCommand } from './lib/run.mjs';
import { formatSummary, NO_TESTS, readVitestCounts } from './lib/test-report.mjs';

const report = path.join(REPO_ROOT, '.cache', 'test-reports', 'vitest-pg.json');
rmSync(report, { force: true });
mkdirSync(path.dirname(report), { recursive: true });

const started = Date.now();
let interrupted = false;
// Ctrl-C reaches vitest through the process group; we stay alive to stop the cluster afterwards.
const onSignal = () => {
  interrupted = true;
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let exitCode = 1;
let cluster;
try {
  cluster = await startThrowawayPostgres();
  console.log(`test:pg: PostgreSQL cluster ready at ${cluster.url}`);
  if (!interrupted) {
    const filters = process.argv.slice(2);
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    exitCode = await runCommand(
      'npx',
      ['vitest', 'run', ...reporters, ...(filters.length > 0 ? filters : ['site-server'])],
      {
        env: { ...process.env, TEST_DATABASE_URL: cluster.url },
      },
    );
  }
} catch (error) {
  console.error(`test:pg: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cluster?.stop();
}
if (interrupted && exitCode === 0) exitCode = 130;
console.log(`test:pg: finished in ${formatDuration((Date.now() - started) / 1000)} (exit ${exitCode})`);
const counts = readVitestCounts(report) ?? { ...NO_TESTS, failed: exitCode === 0 ? 0 : 1 };
if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
console.log(formatSummary(counts));
process.exit(exitCode);
