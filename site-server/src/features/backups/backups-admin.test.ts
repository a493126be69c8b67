/**
 * Scheduled backups in Settings (issue 16, item 6): the schedule's checks, "Back up now" with its
 * check and pruning, admins only; PostgreSQL says to use pg_dump.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupOverview } from '../../../../shared/backups/contract';
import {
  startTestServer,
  staffMember,
  TEST_ADMIN,
  TestClient,
  type TestServer,
} from '../../testing/test-server';

let server: TestServer;
let admin: TestClient;
let shopManager: TestClient;

const call = async (client: TestClient, method: string, path: string, json?: unknown) => {
  const response = await client.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

/**
 * Backups copy the SQLite file: on PostgreSQL (`npm run test:pg`) they are off and every call says to use
 * pg_dump, so the cases that make, check and prune backup files are skipped there, with this reason; the
 * PostgreSQL case (the refusal) is skipped on SQLite, where backups work.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  shopManager = await staffMember(server, admin, 'shop_manager');
}, 60_000);
afterAll(() => server?.close());

describe('backups in Settings', () => {
  it('are for admins only', async () => {
    for (const [method, path, json] of [
      ['GET', '/backups', undefined],
      ['PUT', '/backups/schedule', { enabled: true, time: '03:00', keep: 3 }],
      ['POST', '/backups/run', {}],
    ] as const) {
      expect((await call(shopManager, method, path, json)).status).toBe(403);
      expect((await call(new TestClient(server.url), method, path, json)).status).toBe(401);
    }
    expect((await call(admin, 'GET', '/backups')).status).toBe(200);
  });

  // Skipped on SQLite (npm test): this is PostgreSQL's answer; npm run test:pg runs it.
  it.skipIf(!onPostgres)('are off on PostgreSQL, saying to use pg_dump', async () => {
    const overview = (await call(admin, 'GET', '/backups')).body as BackupOverview;
    expect(overview).toMatchObject({ available: false, backups: [], nextRunAt: null });
    expect(overview.notice).toContain('pg_dump');
    const refused = await call(admin, 'POST', '/backups/run', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('pg_dump');
    const schedule = await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: '03:00', keep: 3 });
    expect(schedule.status).toBe(409);
  });

  // The backup files are SQLite's: skipped on PostgreSQL (test:pg), whose backups are pg_dump's.
  it.skipIf(onPostgres)(
    'run daily at 02:00 keeping 7 until changed, and say there is no backup yet',
    async () => {
      const overview = (await call(admin, 'GET', '/backups')).body as BackupOverview;
      expect(overview).toMatchObject({
        available: true,
        schedule: { enabled: true, time: '02:00', keep: 7 },
        backups: [],
        lastRun: null,
        warning: 'There is no backup yet.',
      });
      const next = new Date(overview.nextRunAt!);
      expect([next.getHours(), next.getMinutes()]).toEqual([2, 0]);
      expect(next.getTime() - Date.now()).toBeGreaterThan(0);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    },
  );

  // The backup files are SQLite's: skipped on PostgreSQL (test:pg), whose backups are pg_dump's.
  it.skipIf(onPostgres)(
    'refuse a time that is not HH:MM and a number kept out of 1–365, with clear messages',
    async () => {
      const bad = await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: '25:00', keep: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        time: 'Enter the time as HH:MM on a 24-hour clock, such as 02:00.',
        keep: 'Keep between 1 and 365 backups.',
      });
      expect(
        (await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: '2:00', keep: 2.5 })).status,
      ).toBe(400);
      // In the staff member's language.
      const profile = (await call(admin, 'GET', '/profile')).body as { name: string; email: string };
      await call(admin, 'PUT', '/profile', { name: profile.name, email: profile.email, lang: 'fr_FR' });
      const french = await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: 'midi', keep: 3 });
      expect(french.body.error.fields).toEqual({
        time: "Saisissez l'heure au format HH:MM sur 24 heures, par exemple 02:00.",
      });
      await call(admin, 'PUT', '/profile', { name: profile.name, email: profile.email, lang: 'en_US' });

      const saved = await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: '23:45', keep: 2 });
      expect(saved.status).toBe(200);
      expect((saved.body as BackupOverview).schedule).toEqual({ enabled: true, time: '23:45', keep: 2 });
      expect(new Date((saved.body as BackupOverview).nextRunAt!).getMinutes()).toBe(45);
      const off = await call(admin, 'PUT', '/backups/schedule', { enabled: false, time: '23:45', keep: 2 });
      expect((off.body as BackupOverview).nextRunAt).toBeNull();
    },
  );

  // The backup files are SQLite's: skipped on PostgreSQL (test:pg), whose backups are pg_dump's.
  it.skipIf(onPostgres)(
    'back up now: the copy is checked (rows counted) and only the newest kept',
    async () => {
      await call(admin, 'PUT', '/backups/schedule', { enabled: true, time: '02:00', keep: 2 });
      let overview: BackupOverview | null = null;
      for (let i = 0; i < 3; i++) {
        const answer = await call(admin, 'POST', '/backups/run', {});
        expect(answer.status).toBe(200);
        overview = answer.body as BackupOverview;
      }
      expect(overview!.backups).toHaveLength(2);
      expect(overview!.lastRun).toMatchObject({
        ok: true,
        trigger: 'manual',
        error: null,
        pruned: [expect.any(String)],
      });
      expect(overview!.lastRun!.file).toBe(overview!.backups[0]!.name);
      expect(overview!.warning).toBeNull();
      const check = overview!.backups[0]!.check!;
      expect(check).toMatchObject({ ok: true, integrity: 'ok', problem: null });
      // The demo data is in the copy: users, products, the schedule itself.
      expect(check.rowCounts.user).toBeGreaterThan(1);
      expect(check.rowCounts.product_template).toBeGreaterThan(0);
      expect(check.rowCounts.backup_schedule).toBe(1);
      expect(check.rows).toBeGreaterThan(100);
    },
  );

  // The backup files are SQLite's: skipped on PostgreSQL (test:pg), whose backups are pg_dump's.
  it.skipIf(onPostgres)(
    'warn about a failed run until a later backup, and about a newest backup that failed its check',
    async () => {
      const backupsDir = path.join(server.config.dataDir, 'backups');
      const overview = async () => (await call(admin, 'GET', '/backups')).body as BackupOverview;
      const newest = (await overview()).backups[0]!;
      const failed = { trigger: 'schedule', ok: false, file: null, error: 'disk full', pruned: [] };
      // A run that failed after the newest backup was taken.
      writeFileSync(
        path.join(backupsDir, 'last-run.json'),
        JSON.stringify({ ...failed, at: new Date().toISOString() }),
      );
      expect((await overview()).warning).toBe('The last backup failed: disk full');
      // …but not when a backup was made since (by hand, from the desktop app).
      const earlier = new Date(Date.parse(newest.takenAt) - 60_000).toISOString();
      writeFileSync(path.join(backupsDir, 'last-run.json'), JSON.stringify({ ...failed, at: earlier }));
      expect((await overview()).warning).toBeNull();
      // A newest backup whose check failed.
      const checkFile = path.join(backupsDir, `${newest.name}.check.json`);
      writeFileSync(
        checkFile,
        JSON.stringify({ ...newest.check, ok: false, problem: 'The integrity check failed: x' }),
      );
      expect((await overview()).warning).toBe(
        'The last backup was made but failed its check: The integrity check failed: x',
      );
      writeFileSync(checkFile, JSON.stringify(newest.check));
    },
  );
});
