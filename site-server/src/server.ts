import { fileURLToPath } from 'node:url';
import { createApp, firstStartLines } from './app';
import { loadConfigOrExit, type Config } from './core/config';
import { flushLog } from './core/log-output';
import {
  firstStartInChild,
  isFirstStartChild,
  reportFirstStart,
  startsNewDatabase,
} from './core/startup/first-start';
import type { GeneratedPassword } from './features/accounts';

/**
 * This file, as run: site-server/src/server.ts under tsx, dist/server-main.js once built (dist/server.js
 * sets NODE_ENV first; the first start's child inherits it with the environment).
 */
const entry = fileURLToPath(import.meta.url);

/** The first start's child (core/startup/first-start.ts): makes the new database, reports its passwords, exits. */
async function makeDatabaseAndExit(config: Config) {
  const app = await createApp(config);
  await app.close();
  await reportFirstStart(app.generatedPasswords);
  process.exit(0);
}

/** Entry point: config → database → app → listen; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfigOrExit();
  if (isFirstStartChild()) return makeDatabaseAndExit(config);
  // A new SQLite database is made and seeded by a child that exits, taking what only that needed.
  const madeByChild = startsNewDatabase(config) ? await firstStartInChild<GeneratedPassword[]>(entry) : [];
  const app = await createApp(config);
  const { url } = await app.listen();
  console.log(`Vitrine is ready at ${url}`);
  // Last, once the server answers: the first start's passwords end what `npm start` prints.
  const generatedPasswords = [...madeByChild, ...app.generatedPasswords];
  for (const line of firstStartLines({ generatedPasswords }, url)) console.log(line);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down');
    try {
      // Also flushes the log, within a limit (a closed log pipe must not keep the process alive).
      await app.close();
      process.exit(0);
    } catch (error) {
      app.logger.error({ err: error }, 'shutdown failed');
      await flushLog(app.logger);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
