import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { ensurePostgresBinaries, startThrowawayPostgres } from './pg-cluster.mjs';

function postgresAvailable(): boolean {
  try {
    ensurePostgresBinaries();
    return true;
  } catch {
    return false;
  }
}

// Installing PostgreSQL is `npm run test:pg`'s job; here we only need it when the machine has it.
describe.skipIf(!postgresAvailable())('startThrowawayPostgres', () => {
  test('starts a UTF-8 cluster without fsync on 127.0.0.1, and stop() removes it', async () => {
    const cluster = await startThrowawayPostgres();
    try {
      expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ encoding: string; fsync: string; text: string }>(
          "select current_setting('server_encoding') as encoding, current_setting('fsync') as fsync, $1::text as text",
          ['Français — Español'],
        );
        expect(rows[0]).toEqual({ encoding: 'UTF8', fsync: 'off', text: 'Français — Español' });
      } finally {
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
    const late = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2_000 });
    await expect(late.connect()).rejects.toThrow();
  });

  test('two clusters run side by side on different ports', async () => {
    const [first, second] = await Promise.all([startThrowawayPostgres(), startThrowawayPostgres()]);
    try {
      expect(first.port).not.toBe(second.port);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
