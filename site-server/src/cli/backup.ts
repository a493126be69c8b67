/**
 * `npm run backup`: writes a consistent copy of the SQLite database to <data dir>/backups.
 * Safe while the server runs. The copy is then opened read-only and checked (core/db/backup-check.ts). Reads VITRINE_DATA_DIR and DATABASE_URL like the server.
 */
import path from 'node:path';
import { ConfigError, loadConfig, sqliteFile } from '../core/config';
import { BackupError, backupSqlite } from '../core/db/backup';
import { verifyBackup, writeCheck } from '../core/db/backup-check';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      'This Vitrine runs on PostgreSQL (DATABASE_URL is set): `npm run backup` only backs up the embedded SQLite ' +
        'database. Back up PostgreSQL with its own tools, e.g. `pg_dump --format=custom "$DATABASE_URL" > vitrine.dump`.',
    );
    return 2;
  }
  const backupsDir = path.join(config.dataDir, 'backups');
  const file = await backupSqlite(sqliteFile(config), backupsDir);
  console.log(`Backup written to ${file}`);
  // Opened read-only and checked, like the scheduled ones; the check is kept beside it.
  const check = verifyBackup(file);
  await writeCheck(file, check);
  if (!check.ok) {
    console.error(`The backup failed its check: ${check.problem}`);
    return 1;
  }
  console.log(`Checked: ${check.rows} rows in ${Object.keys(check.rowCounts).length} tables.`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
    } else if (error instanceof BackupError) {
      console.error(`Backup failed: ${error.message}`);
      process.exitCode = 1;
    } else {
      console.error(`Backup failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  },
);
