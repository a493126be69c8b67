/**
 * `npm run restore -- <backup file>`: puts a backup in place of the SQLite database.
 * The server must be stopped first (it keeps the database open); this command refuses to run
 * while the server answers on its configured address. The replaced database is kept as
 * `vitrine.sqlite.before-restore-<stamp>` beside it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, sqliteFile, type Config } from '../core/config';
import { BackupError, listBackups, restoreSqlite } from '../core/db/backup';

async function main(argv: string[]): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      'This Vitrine runs on PostgreSQL (DATABASE_URL is set): `npm run restore` only restores the embedded SQLite ' +
        'database. Restore PostgreSQL with its own tools, e.g. `pg_restore --clean --dbname "$DATABASE_URL" vitrine.dump`.',
    );
    return 2;
  }
  const backupsDir = path.join(config.dataDir, 'backups');
  const requested = argv[0];
  if (!requested) {
    console.error('Usage: npm run restore -- <backup file>');
    const backups = await listBackups(backupsDir);
    if (backups.length === 0) console.error(`There are no backups in ${backupsDir}.`);
    else
      console.error(
        `Backups in ${backupsDir}, newest first:\n${backups.map((b) => `  ${b.name}`).join('\n')}`,
      );
    return 2;
  }
  // A bare name like vitrine-20260214-093000.sqlite means the one in the backups folder.
  const inBackups = path.join(backupsDir, requested);
  const backupFile = existsSync(requested) || !existsSync(inBackups) ? path.resolve(requested) : inBackups;

  const runningAt = await runningServer(config);
  if (runningAt) {
    console.error(
      `The Vitrine server is running at ${runningAt}. Stop it first, then run the restore again.`,
    );
    return 1;
  }
  const dbFile = sqliteFile(config);
  const { previousDatabase } = await restoreSqlite(backupFile, dbFile);
  console.log(`Restored ${backupFile} to ${dbFile}.`);
  if (previousDatabase) console.log(`The database it replaced is kept as ${previousDatabase}.`);
  console.log('Start the server again to use it.');
  return 0;
}

/** The server's address when something answers its /healthz there, else null. */
async function runningServer(config: Config): Promise<string | null> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  try {
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1500) });
    return url;
  } catch {
    return null;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
    } else {
      const message = error instanceof BackupError ? error.message : (error as Error).message;
      console.error(`Restore failed: ${message}`);
      process.exitCode = 1;
    }
  },
);
