/**
 * The desktop's "Restore…" sequence against a real Vitrine server on a real data dir: the server
 * is stopped, the backup put in place with the current database kept aside, the server started
 * again, and the data from before the change is back. Only the dialogs are stand-ins.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupOverview } from '../shared/backups/contract';
import { createApp, type VitrineApp } from '../site-server/src/app';
import { loadConfig, sqliteFile } from '../site-server/src/core/config';
import { TEST_ADMIN, TestClient } from '../site-server/src/testing/test-server';
import { restoreFromBackup, type RestoreQuestion, type RestoreSteps } from './restore-flow';

let dataDir: string;
let app: VitrineApp | null = null;
let url = '';
let port = 0;
const log: string[] = [];

async function startServer() {
  const config = loadConfig({
    VITRINE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: '1',
    SIGN_IN_LIMIT_PER_MINUTE: '10000',
    PAGE_CACHE_MS: '0',
  });
  app = await createApp(config);
  // Again on the same port, as the desktop app does: the window's address stays the same.
  url = (await app.listen(port, '127.0.0.1')).url;
  port = Number(new URL(url).port);
  log.push('started');
}

async function stopServer() {
  await app?.close();
  app = null;
  log.push('stopped');
}

async function admin() {
  const client = new TestClient(url);
  await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

async function companyName(client: TestClient) {
  return ((await (await client.request('GET', '/api/admin/settings')).json()) as { name: string }).name;
}

async function renameCompany(client: TestClient, name: string) {
  const settings = (await (await client.request('GET', '/api/admin/settings')).json()) as Record<
    string,
    unknown
  >;
  const { id: _id, logoUrl: _logo, ...input } = settings;
  const saved = await client.request('PUT', '/api/admin/settings', { json: { ...input, name } });
  expect(saved.status).toBe(200);
}

const steps = (choice: string | null, answer: boolean, asked: RestoreQuestion[] = []): RestoreSteps => ({
  chooseBackup: async () => choice,
  confirm: async (question) => {
    asked.push(question);
    return answer;
  },
  stopServer,
  startServer,
  reload: async () => void log.push('reloaded'),
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-restore-flow-'));
  await startServer();
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Restore… from the desktop menu', () => {
  it('brings the backed-up data back, keeping the current database aside', async () => {
    const place = { dbFile: sqliteFile({ dataDir }), backupsDir: path.join(dataDir, 'backups') };
    const staff = await admin();
    const before = await companyName(staff);
    const backup = (await (
      await staff.request('POST', '/api/admin/backups/run', { json: {} })
    ).json()) as BackupOverview;
    expect(backup.lastRun?.ok).toBe(true);
    const backupFile = path.join(place.backupsDir, backup.backups[0]!.name);
    await renameCompany(staff, 'Renamed after the backup');
    expect(await companyName(staff)).toBe('Renamed after the backup');

    // Cancelled at the dialog or at the question: the server is never stopped.
    log.length = 0;
    expect(await restoreFromBackup(place, steps(null, true))).toEqual({ status: 'cancelled' });
    expect(await restoreFromBackup(place, steps(backupFile, false))).toEqual({ status: 'cancelled' });
    // Not a Vitrine database: refused before anything stops.
    const junk = path.join(dataDir, 'junk.sqlite');
    writeFileSync(junk, 'not a database');
    expect(await restoreFromBackup(place, steps(junk, true))).toMatchObject({ status: 'refused' });
    expect(log).toEqual([]);

    const asked: RestoreQuestion[] = [];
    const now = new Date(2026, 10, 25, 21, 0, 0);
    const outcome = await restoreFromBackup(place, steps(backupFile, true, asked), now);
    const keptAs = `${place.dbFile}.before-restore-20261125-210000`;
    expect(outcome).toEqual({ status: 'restored', backupFile, previousDatabase: keptAs });
    expect(log).toEqual(['stopped', 'started', 'reloaded']);
    expect(asked[0]!.keptAs).toBe(keptAs);
    expect(asked[0]!.detail).toContain(`The current database is kept aside as:\n${keptAs}`);
    expect(asked[0]!.detail).toMatch(/backup taken on \d{4}-\d\d-\d\d at \d\d:\d\d/);
    expect(existsSync(keptAs)).toBe(true);

    // The server answers again, on the restored data (the session from before the backup still works).
    expect(await companyName(await admin())).toBe(before);
    expect(await companyName(staff)).toBe(before);
  }, 60_000);
});
