// `npm run test:pg`: the integration tests of site-server on a throwaway PostgreSQL cluster.
// Extra arguments replace the default test filter: `npm run test:pg -- site-server/src/core/db`.
import { startThrowawayPostgres } from './pg-cluster.mjs';
import { formatDuration, runCommand } from './lib/run.mjs';

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
    exitCode = await runCommand(
      'npx',
      ['vitest', 'run', ...(filters.length > 0 ? filters : ['site-server'])],
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
process.exit(exitCode);
