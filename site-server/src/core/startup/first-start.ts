/**
 * The first start of a new SQLite database (migrations, the first pages, the demo's seeding) runs in
 * a child process of its own, which exits once it is committed; the server then starts on that data
 * as it does every day. What only seeding needs (sharp and libvips drawing the demo's pictures,
 * argon2 hashing its passwords, the heap and malloc arenas its work grew) goes with the child: the
 * server that stays idles as after a restart (docs/benchmarks.md, "Memory").
 *
 * PostgreSQL is left as it was: whether its database is new is known only once connected, and its
 * first start is serialised across processes by the start lock (core/db/data-source.ts).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sqliteFile, type Config } from '../config';

/** Set in the child's environment only: this process makes the new database, then exits. */
const FIRST_START_CHILD = 'VITRINE_FIRST_START_CHILD';

export const isFirstStartChild = () =>
  process.env[FIRST_START_CHILD] === '1' && typeof process.send === 'function';

/** A data dir without its SQLite file yet: this start would make the database. */
export const startsNewDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>) =>
  !config.databaseUrl && !existsSync(sqliteFile(config));

/**
 * Runs `entry` (the server's own entry, with this process's flags and environment) as the first
 * start's child; resolves with the report it sends (reportFirstStart) once it has exited cleanly.
 * A SIGTERM or SIGINT meanwhile is passed on: the child's transaction is rolled back, as this
 * process's would have been.
 */
export function firstStartInChild<Report>(entry: string): Promise<Report> {
  return new Promise<Report>((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      execArgv: process.execArgv,
      env: {
        ...process.env,
        [FIRST_START_CHILD]: '1',
        // In the desktop app this process is Electron's; its child must run as plain Node too.
        ...(process.versions.electron ? { ELECTRON_RUN_AS_NODE: '1' } : {}),
      },
      stdio: 'inherit',
    });
    const passOn = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', passOn);
    process.on('SIGINT', passOn);
    let report: { value: Report } | null = null;
    child.on('message', (message) => (report = { value: message as Report }));
    child.once('error', reject);
    // 'close', not 'exit': it comes once the IPC channel is read to its end, the report included.
    child.once('close', (code, signal) => {
      process.off('SIGTERM', passOn);
      process.off('SIGINT', passOn);
      if (code === 0 && report) resolve(report.value);
      else reject(new Error(`The first start's process ended with ${signal ?? `code ${code}`}.`));
    });
  });
}

/** In the child: hands the first start's report to the server process (sent before it exits). */
export function reportFirstStart(report: unknown): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(report, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}
