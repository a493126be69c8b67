import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function openWalDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'test.sqlite');
  const dataSource = new DataSource({ type: 'better-sqlite3', database: file, enableWAL: true });
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  return { dataSource, file };
}

/**
 * Writes `rounds` batches of rows, pausing after each; answers the -wal file size after each batch.
 * The pause leaves the worker (checking every 50 ms) time for a checkpoint even on a loaded machine
 * (250 ms was too short when CI shared its 2 cores with other work).
 */
async function writeInRounds(dataSource: DataSource, file: string, rounds: number) {
  const sizes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await dataSource.transaction(async (em) => {
      for (let row = 0; row < 500; row++)
        await em.query('INSERT INTO note (body) VALUES (?)', ['x'.repeat(400)]);
    });
    await new Promise((resolve) => setTimeout(resolve, 750));
    sizes.push(statSync(`${file}-wal`).size);
  }
  return sizes;
}

describe('startWalCheckpointer', () => {
  it('keeps the write-ahead log from growing, off the event loop, and leaves every row in the database', async () => {
    const { dataSource, file } = await openWalDatabase();
    const checkpointer = await startWalCheckpointer(dataSource, file, { intervalMs: 50 });
    const sizes = await writeInRounds(dataSource, file, 6);
    // Each batch starts the log again from the beginning once the last one was copied.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(sizes[0]! * 1.5);
    await checkpointer.stop();
    await dataSource.destroy();
    const reopened = new Database(file, { readonly: true });
    expect(reopened.prepare('SELECT count(*) AS n FROM note').get()).toEqual({ n: 3000 });
    reopened.close();
  });

  it('holds a worker thread only while the log is written to', async () => {
    const { dataSource, file } = await openWalDatabase();
    const checkpointer = await startWalCheckpointer(dataSource, file, { intervalMs: 50, idleMs: 500 });
    // Idle from the start: no worker (a whole JavaScript environment) is held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(checkpointer.workerRunning).toBe(false);
    await dataSource.query('INSERT INTO note (body) VALUES (?)', ['written']);
    await expect.poll(() => checkpointer.workerRunning, { timeout: 5_000 }).toBe(true);
    // Quiet for idleMs: the worker ends.
    await expect.poll(() => checkpointer.workerRunning, { timeout: 10_000 }).toBe(false);
    // A write after that starts one again, and stopping checkpoints it into the database.
    await dataSource.query('INSERT INTO note (body) VALUES (?)', ['again']);
    await expect.poll(() => checkpointer.workerRunning, { timeout: 5_000 }).toBe(true);
    await checkpointer.stop();
    expect(checkpointer.workerRunning).toBe(false);
    await dataSource.destroy();
    const reopened = new Database(file, { readonly: true });
    expect(reopened.prepare('SELECT count(*) AS n FROM note').get()).toEqual({ n: 2 });
    reopened.close();
  });

  it('is what stops the growth: with automatic checkpoints off and no worker the log keeps growing', async () => {
    const { dataSource, file } = await openWalDatabase();
    await dataSource.query('PRAGMA wal_autocheckpoint = 0');
    const sizes = await writeInRounds(dataSource, file, 6);
    expect(sizes[5]!).toBeGreaterThan(sizes[0]! * 4);
    await dataSource.destroy();
  });
});
