import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite } from './backup';
import {
  checkFileOf,
  listCheckedBackups,
  pruneBackups,
  readCheck,
  verifyBackup,
  writeCheck,
} from './backup-check';

let dir: string;
let dbFile: string;
let backupsDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-backup-check-'));
  dbFile = path.join(dir, 'vitrine.sqlite');
  backupsDir = path.join(dir, 'backups');
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE migrations (id INTEGER PRIMARY KEY, timestamp BIGINT NOT NULL, name VARCHAR NOT NULL);
    INSERT INTO migrations (timestamp, name) VALUES (1700000000000, 'Initial1700000000000');
    CREATE TABLE product (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    INSERT INTO product (name) VALUES ('Chair'), ('Desk'), ('Lamp');
    CREATE VIRTUAL TABLE product_search USING fts5(name);
  `);
  db.close();
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (day: number, hour = 2) => new Date(2026, 10, day, hour, 0, 0);

describe('checking a backup', () => {
  it('opens it read-only, finds it intact and counts the rows of each table', async () => {
    const file = await backupSqlite(dbFile, backupsDir, at(20));
    const check = verifyBackup(file);
    expect(check).toMatchObject({ ok: true, integrity: 'ok', problem: null });
    expect(check.rowCounts).toMatchObject({ migrations: 1, product: 3 });
    expect(check.rowCounts).not.toHaveProperty('product_search');
    expect(check.rows).toBe(Object.values(check.rowCounts).reduce((a, b) => a + b, 0));
    await writeCheck(file, check);
    expect(await readCheck(file)).toEqual(check);
    expect((await listCheckedBackups(backupsDir))[0]).toMatchObject({ name: path.basename(file), check });
  });

  it('fails a file that is not a database, a damaged one and a database that is not Vitrine', () => {
    const text = path.join(dir, 'notes.sqlite');
    writeFileSync(text, 'not a database at all, just some words'.repeat(200));
    expect(verifyBackup(text)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('could not be read'),
    });

    const foreign = path.join(dir, 'foreign.sqlite');
    new Database(foreign).exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    expect(verifyBackup(foreign)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not a Vitrine'),
    });

    expect(verifyBackup(path.join(dir, 'missing.sqlite')).ok).toBe(false);
  });
});

describe('pruning backups', () => {
  it('keeps the newest N and the one just made, deletes older ones with their checks, and nothing else', async () => {
    const made: string[] = [];
    for (const day of [10, 11, 12, 13]) {
      const file = await backupSqlite(dbFile, backupsDir, at(day));
      await writeCheck(file, verifyBackup(file));
      made.push(file);
    }
    writeFileSync(path.join(backupsDir, 'notes.txt'), 'mine');
    writeFileSync(path.join(backupsDir, 'vitrine-old-copy.sqlite'), 'also mine');
    mkdirSync(path.join(backupsDir, 'usb'));

    expect(await pruneBackups(backupsDir, 2)).toEqual([
      'vitrine-20261111-020000.sqlite',
      'vitrine-20261110-020000.sqlite',
    ]);
    expect(existsSync(checkFileOf(made[0]!))).toBe(false);
    expect(readdirSync(backupsDir).sort()).toEqual([
      'notes.txt',
      'usb',
      'vitrine-20261112-020000.sqlite',
      'vitrine-20261112-020000.sqlite.check.json',
      'vitrine-20261113-020000.sqlite',
      'vitrine-20261113-020000.sqlite.check.json',
      'vitrine-old-copy.sqlite',
    ]);

    // A backup stamped earlier than the others (the clock was wrong) is still never the one deleted.
    const justMade = await backupSqlite(dbFile, backupsDir, at(1));
    expect(await pruneBackups(backupsDir, 1, justMade)).toEqual(['vitrine-20261112-020000.sqlite']);
    expect(existsSync(justMade)).toBe(true);
    await expect(pruneBackups(backupsDir, 0)).rejects.toThrow('Keep at least one');
  });
});
