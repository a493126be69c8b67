import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupStatus, readBackupStatus } from './backup-status';

const local = (d: number, h = 2, min = 0) => new Date(2026, 10, d, h, min);

describe('what the desktop app says about backups', () => {
  it('shows the last backup in the menu and warns only when it is older than two days', () => {
    const now = local(25, 9, 30);
    expect(backupStatus(local(25), local(1), now)).toEqual({
      newest: local(25),
      label: 'Last backup: 2026-11-25 02:00',
      warning: null,
    });
    expect(backupStatus(local(23, 10), local(1), now).warning).toBeNull();
    const old = backupStatus(local(23, 9), local(1), now);
    expect(old.label).toBe('Last backup: 2026-11-23 09:00');
    expect(old.warning?.message).toBe('The last backup is more than two days old (2026-11-23 09:00).');
    expect(old.warning?.detail).toContain('Settings → Backups');
  });

  it('does not warn a new install, but warns when there is still no backup after two days', () => {
    const now = local(25, 9, 30);
    expect(backupStatus(null, local(24), now)).toEqual({
      newest: null,
      label: 'Last backup: none yet',
      warning: null,
    });
    expect(backupStatus(null, local(20), now).warning?.message).toBe('Vitrine has not been backed up yet.');
    expect(backupStatus(null, null, now).warning).toBeNull();
  });
});

describe('reading the status from the data dir', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'vitrine-status-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the newest backup by name and the database file', async () => {
    const place = { dbFile: path.join(dir, 'vitrine.sqlite'), backupsDir: path.join(dir, 'backups') };
    expect(await readBackupStatus(place)).toMatchObject({ newest: null, warning: null });
    new Database(place.dbFile).close();
    mkdirSync(place.backupsDir);
    for (const name of ['vitrine-20261120-020000.sqlite', 'vitrine-20261124-020000.sqlite', 'notes.txt'])
      writeFileSync(path.join(place.backupsDir, name), '');
    const status = await readBackupStatus(place, local(25, 9));
    expect(status).toMatchObject({
      newest: local(24),
      label: 'Last backup: 2026-11-24 02:00',
      warning: null,
    });
    expect((await readBackupStatus(place, local(27, 9))).warning).not.toBeNull();
  });
});
