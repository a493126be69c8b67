/**
 * Issue 27, item 6: the file store on an S3-compatible object store, against a real one (s3rver,
 * started by the test): uploads and their variants go to the bucket, not the data folder, and a
 * second store on the same bucket (another process) reads them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { loadConfig } from '../config';
import { FileStore } from './file-store';
import { openFileStorage } from './index';
import { StoredFile } from './stored-file.entity';
import { picture } from './test-support';

describe('the file store on an S3-compatible object store', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let dataSource: DataSource;
  const stores: FileStore[] = [];

  /** A file store as a server process opens it from its environment. */
  const openStore = async (env: Record<string, string> = s3.env) => {
    const config = loadConfig({ VITRINE_DATA_DIR: dataDir, ...env });
    const store = new FileStore(await openFileStorage(config), { maxUploadBytes: 1024 * 1024 });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-files-s3-'));
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: path.join(dataDir, 'test.sqlite'),
      entities: [StoredFile],
      synchronize: true,
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    for (const store of stores) await store.storage.close();
    await dataSource?.destroy();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an upload and its variants in the bucket, where another process reads them', async () => {
    const store = await openStore();
    expect(store.storage.description).toBe(`the bucket "${s3.bucket}" at ${s3.endpoint}`);
    const jpeg = await picture('jpeg', 400, 200);
    const stored = await dataSource.transaction((em) =>
      store.save(em, { buffer: jpeg, originalName: 'wide.jpg', mimeType: 'image/jpeg' }, { kind: 'image' }),
    );
    const { sha256 } = stored;
    const fileKey = `files/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
    expect(await s3.keys()).toEqual([fileKey]);
    expect((await s3.object(fileKey))!.equals(jpeg)).toBe(true);
    // Nothing on this machine's disk.
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);

    const thumb = await store.variant(sha256, 90, 90);
    const variantKey = `files/variants/${sha256}-90x90.webp`;
    expect(await s3.keys('files/variants/')).toEqual([variantKey]);
    expect((await s3.object(variantKey))!.equals(thumb)).toBe(true);

    // Another process: its own client and memory, the same bucket.
    const other = await openStore();
    expect((await other.read(sha256)).equals(jpeg)).toBe(true);
    expect(await other.exists(sha256)).toBe(true);
    // The variant is read, not made again: a third process serves it even once the original is gone.
    await s3.remove(fileKey);
    const third = await openStore();
    expect((await third.variant(sha256, 90, 90)).equals(thumb)).toBe(true);
    await expect(third.read(sha256)).rejects.toMatchObject({ errorName: 'MissingError' });
    expect(await third.exists(sha256)).toBe(false);
    // The others still hold what they read or wrote: a key never changes content.
    expect((await store.read(sha256)).equals(jpeg)).toBe(true);
    expect((await other.read(sha256)).equals(jpeg)).toBe(true);
  });

  it('leaves one object of a new variant that two processes ask for at once', async () => {
    const png = await picture('png', 600, 300, 30);
    const first = await openStore();
    const stored = await dataSource.transaction((em) =>
      first.save(em, { buffer: png, originalName: 'p.png', mimeType: 'image/png' }, { kind: 'image' }),
    );
    const second = await openStore();
    const [a, b] = await Promise.all([
      first.variant(stored.sha256, 256, 256),
      second.variant(stored.sha256, 256, 256),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(await s3.keys(`files/variants/${stored.sha256}`)).toEqual([
      `files/variants/${stored.sha256}-256x256.webp`,
    ]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 128]);
  });

  it('answers MissingError for a file the bucket does not hold, and names the store when it cannot reach it', async () => {
    const store = await openStore();
    await expect(store.read('a'.repeat(64))).rejects.toMatchObject({ errorName: 'MissingError' });
    await expect(store.variant('b'.repeat(64), 90, 90)).rejects.toMatchObject({ errorName: 'MissingError' });

    const sha = 'c'.repeat(64);
    const wrongBucket = await openStore({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(wrongBucket.read(sha)).rejects.toThrow(
      `Could not read files/cc/cc/${sha} in the bucket "no-such-bucket" at ${s3.endpoint}: The specified bucket does not exist`,
    );
    const wrongKey = await openStore({ ...s3.env, S3_ACCESS_KEY_ID: 'NOT-THE-KEY' });
    await expect(wrongKey.read(sha)).rejects.toThrow(
      `Could not read files/cc/cc/${sha} in the bucket "${s3.bucket}" at ${s3.endpoint}: The AWS Access Key Id`,
    );
    await expect(
      dataSource.transaction(async (em) =>
        wrongKey.save(
          em,
          { buffer: await picture('gif'), originalName: 'a.gif', mimeType: 'image/gif' },
          { kind: 'image' },
        ),
      ),
    ).rejects.toThrow(/^Could not check files\/.* in the bucket/);
    expect(await dataSource.getRepository(StoredFile).countBy({ originalName: 'a.gif' })).toBe(0);
  });
});
