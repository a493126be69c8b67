import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite, listBackups, restoreSqlite } from './backup';

const repoRoot = path.resolve(__dirname, '../../../..');

let dir: string;
let dbFile: string;
let backupsDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-backup-'));
  dbFile = path.join(dir, 'vitrine.sqlite');
  backupsDir = path.join(dir, 'backups');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A small Vitrine-like database: a `migrations` table (as TypeORM keeps it) and a ledger with a running total. */
function createShopDatabase(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE migrations (id INTEGER PRIMARY KEY, timestamp BIGINT NOT NULL, name VARCHAR NOT NULL);
    INSERT INTO migrations (timestamp, name) VALUES (1700000000000, 'Initial1700000000000');
    CREATE TABLE ledger (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL, note TEXT NOT NULL);
    CREATE TABLE totals (id INTEGER PRIMARY KEY CHECK (id = 1), lines INTEGER NOT NULL, amount INTEGER NOT NULL);
    INSERT INTO totals VALUES (1, 0, 0);
  `);
  const insert = db.prepare('INSERT INTO ledger (amount, note) VALUES (?, ?)');
  const fill = db.transaction((count: number) => {
    for (let i = 0; i < count; i++) insert.run(i % 97, 'x'.repeat(400));
    db.prepare('UPDATE totals SET lines = lines + ?, amount = (SELECT SUM(amount) FROM ledger)').run(count);
  });
  fill(rows);
  db.close();
}

function ledgerState(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      lines: (db.prepare('SELECT COUNT(*) AS n FROM ledger').get() as { n: number }).n,
      amount: (db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger').get() as { n: number }).n,
      totals: db.prepare('SELECT lines, amount FROM totals').get() as { lines: number; amount: number },
    };
  } finally {
    db.close();
  }
}

/**
 * Another process that keeps writing, like the running server: each transaction adds a ledger line
 * and updates the total, so a copy taken in the middle of a transaction would not add up.
 */
function startWriter(file: string, maxMs: number) {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(file)});
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('INSERT INTO ledger (amount, note) VALUES (?, ?)');
    const total = db.prepare('UPDATE totals SET lines = lines + 1, amount = amount + ?');
    const write = db.transaction((amount) => { insert.run(amount, 'y'.repeat(300)); total.run(amount); });
    const end = Date.now() + ${maxMs};
    let written = 0;
    process.stdout.write('writing\\n');
    const tick = () => {
      for (let i = 0; i < 50; i++) write(++written % 89);
      if (Date.now() < end && !process.stdin.readableEnded) setImmediate(tick);
      else { db.close(); process.stdout.write('done ' + written + '\\n'); }
    };
    process.stdin.on('end', () => {});
    process.stdin.resume();
    tick();
  `;
  const child = spawn(process.execPath, ['-e', code], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('writing')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
  });
  const finished = new Promise<number>((resolve) => {
    child.on('exit', () => resolve(Number(/done (\d+)/.exec(output)?.[1] ?? 0)));
  });
  return {
    started,
    async stop(): Promise<number> {
      child.stdin.end();
      return finished;
    },
  };
}

describe('backupSqlite', () => {
  it('takes a consistent copy while another connection keeps writing in WAL mode', async () => {
    createShopDatabase(dbFile, 40_000);
    const writer = startWriter(dbFile, 20_000);
    try {
      await writer.started;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = ledgerState(dbFile).lines;

      const copy = await backupSqlite(dbFile, backupsDir, new Date(2026, 1, 14, 9, 30, 5));
      const after = ledgerState(dbFile).lines;
      const written = await writer.stop();

      expect(path.basename(copy)).toBe('vitrine-20260214-093005.sqlite');
      const copied = ledgerState(copy);
      expect(copied.integrity).toBe('ok');
      // Every committed write up to the start is in the copy (also those still in the WAL) ...
      expect(copied.lines).toBeGreaterThanOrEqual(before);
      expect(copied.lines).toBeLessThanOrEqual(after);
      // ... and no transaction is cut in half.
      expect(copied.totals).toEqual({ lines: copied.lines, amount: copied.amount });
      // The writer was not blocked by the backup.
      expect(after).toBeGreaterThan(before);
      expect(written).toBeGreaterThan(0);
      expect(readdirSync(backupsDir)).toEqual(['vitrine-20260214-093005.sqlite']);
    } finally {
      await writer.stop();
    }
  }, 30_000);

  it('never overwrites an earlier backup taken in the same second, and lists them newest first', async () => {
    createShopDatabase(dbFile, 10);
    const first = await backupSqlite(dbFile, backupsDir, new Date(2026, 0, 2, 3, 4, 5));
    const second = await backupSqlite(dbFile, backupsDir, new Date(2026, 0, 2, 3, 4, 5));
    const later = await backupSqlite(dbFile, backupsDir, new Date(2026, 5, 1, 12, 0, 0));
    writeFileSync(path.join(backupsDir, 'notes.txt'), 'not a backup');

    expect(path.basename(first)).toBe('vitrine-20260102-030405.sqlite');
    expect(path.basename(second)).toBe('vitrine-20260102-030405-2.sqlite');
    const listed = await listBackups(backupsDir);
    expect(listed.map((backup) => backup.name)).toEqual([
      path.basename(later),
      path.basename(second),
      path.basename(first),
    ]);
    expect(listed[0]?.takenAt).toEqual(new Date(2026, 5, 1, 12, 0, 0));
    expect(listed[0]?.bytes).toBeGreaterThan(0);
    expect(await listBackups(path.join(dir, 'nowhere'))).toEqual([]);
  });

  it('says so when there is no database to back up', async () => {
    await expect(backupSqlite(dbFile, backupsDir)).rejects.toThrow(/no database to back up/);
  });
});

describe('restoreSqlite', () => {
  it('brings the backed-up data back and keeps the replaced database aside', async () => {
    createShopDatabase(dbFile, 25);
    const backup = await backupSqlite(dbFile, backupsDir);

    const live = new Database(dbFile);
    live.exec(
      "DELETE FROM ledger; UPDATE totals SET lines = 0, amount = 0; INSERT INTO migrations (timestamp, name) VALUES (2, 'Later2')",
    );
    live.close();
    expect(ledgerState(dbFile).lines).toBe(0);

    const result = await restoreSqlite(backup, dbFile, new Date(2026, 2, 3, 4, 5, 6));

    expect(ledgerState(dbFile)).toMatchObject({ integrity: 'ok', lines: 25, totals: { lines: 25 } });
    expect(result.previousDatabase).toBe(`${dbFile}.before-restore-20260303-040506`);
    expect(ledgerState(result.previousDatabase as string).lines).toBe(0);
    expect(existsSync(backup)).toBe(true);
  });

  it('drops the WAL of the replaced database instead of replaying it into the restored one', async () => {
    createShopDatabase(dbFile, 5);
    const backup = await backupSqlite(dbFile, backupsDir);
    // A server that died without closing its database leaves a WAL full of its last writes.
    const live = new Database(dbFile);
    live.pragma('wal_autocheckpoint = 0');
    live.exec("INSERT INTO ledger (amount, note) VALUES (1000, 'late')");
    // Closing checkpoints and deletes the WAL, so keep a copy taken while the connection still held it.
    const walCopy = path.join(dir, 'wal-copy');
    copyFileSync(`${dbFile}-wal`, walCopy);
    live.close();
    copyFileSync(walCopy, `${dbFile}-wal`);

    const result = await restoreSqlite(backup, dbFile);

    expect(ledgerState(dbFile).lines).toBe(5);
    expect(ledgerState(result.previousDatabase as string).lines).toBe(6);
  });

  it('refuses a file that is not a database and leaves the current one alone', async () => {
    createShopDatabase(dbFile, 3);
    const notADatabase = path.join(dir, 'holiday-photo.sqlite');
    writeFileSync(notADatabase, 'This is plain text, not SQLite. '.repeat(200));

    await expect(restoreSqlite(notADatabase, dbFile)).rejects.toThrow(/is not a Vitrine SQLite database/);
    expect(ledgerState(dbFile).lines).toBe(3);
    expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  it('refuses an SQLite database that is not a Vitrine one', async () => {
    createShopDatabase(dbFile, 3);
    const other = path.join(dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)');
    db.close();

    await expect(restoreSqlite(other, dbFile)).rejects.toThrow(/not a Vitrine one/);
    expect(ledgerState(dbFile).lines).toBe(3);
  });
});

describe('the backup and restore commands', () => {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

  function run(script: string, args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const child = spawn(tsx, [path.join(repoRoot, 'site-server/src/cli', script), ...args], {
        cwd: dir,
        env: { ...inherited, ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill(), 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });
  }

  it('backs up the data dir, then restores it with the server stopped', async () => {
    createShopDatabase(dbFile, 7);
    const env = { VITRINE_DATA_DIR: dir, PORT: '1' };
    const backup = await run('backup.ts', [], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [written] = await listBackups(backupsDir);
    // 1 migration + 7 ledger lines + 1 totals row, in 3 tables; the check is kept beside the backup.
    expect(backup.stdout).toBe(`Backup written to ${written?.path}\nChecked: 9 rows in 3 tables.\n`);
    expect(existsSync(`${written?.path}.check.json`)).toBe(true);

    const live = new Database(dbFile);
    live.exec('DELETE FROM ledger');
    live.close();
    const restore = await run('restore.ts', [written?.name ?? ''], env);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${written?.path} to ${dbFile}.`);
    expect(ledgerState(dbFile).lines).toBe(7);
  }, 60_000);

  it('refuses PostgreSQL with exit code 2 and points to pg_dump', async () => {
    const result = await run('backup.ts', [], {
      VITRINE_DATA_DIR: dir,
      DATABASE_URL: 'postgres://shop@localhost/vitrine',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pg_dump');
    expect(existsSync(backupsDir)).toBe(false);
  }, 30_000);

  it('refuses to restore while the server answers on its address', async () => {
    createShopDatabase(dbFile, 2);
    const backup = await backupSqlite(dbFile, backupsDir);
    const server = createServer((_request, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await run('restore.ts', [backup], { VITRINE_DATA_DIR: dir, PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The Vitrine server is running at http://127.0.0.1:${port}. Stop it first`,
      );
      expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);
    } finally {
      server.close();
    }
  }, 30_000);
});
