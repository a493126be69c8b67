import { createApp, firstStartLines } from './app';
import { loadConfigOrExit } from './core/config';
import { flushLog } from './core/log-output';

/** Entry point: config → database → app → listen; stops gracefully on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  const { url } = await app.listen();
  console.log(`Vitrine is ready at ${url}`);
  // Last, once the server answers: the first start's passwords end what `npm start` prints.
  for (const line of firstStartLines(app, url)) console.log(line);

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
