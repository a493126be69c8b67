/** Issue 27, item 6: the S3_* variables that put the uploads in an object store, read as one set. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the object store variables', () => {
  const dirs: string[] = [];
  const load = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-s3-'));
    dirs.push(dir);
    return loadConfig({ VITRINE_DATA_DIR: dir, ...env });
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The one-line message loadConfig refuses `env` with. */
  const refusal = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it('keeps files in the data folder when none is set', () => {
    expect(load({}).objectStore).toBeNull();
    expect(load({ S3_BUCKET: '  ' }).objectStore).toBeNull();
  });

  it('reads a store of any S3-compatible server by its endpoint, in us-east-1 unless told', () => {
    expect(
      load({
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'shop-files',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStore,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-files',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    expect(
      load({ S3_ENDPOINT: 'https://s3.example.net', S3_BUCKET: 'b.files', S3_REGION: 'garage' }).objectStore,
    ).toMatchObject({ region: 'garage', accessKeyId: null, secretAccessKey: null });
  });

  it("reads an AWS bucket by its region, with the SDK's own credentials when no key is given", () => {
    expect(load({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-3' }).objectStore).toEqual({
      endpoint: null,
      bucket: 'shop-files',
      region: 'eu-west-3',
      accessKeyId: null,
      secretAccessKey: null,
    });
  });

  it('refuses an incomplete set with one line naming what is missing', () => {
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is (the object store for files)',
    );
    expect(refusal({ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' })).toBe(
      'Invalid configuration: S3_BUCKET must be set when S3_ACCESS_KEY_ID is (the object store for files)',
    );
    expect(refusal({ S3_BUCKET: 'shop-files' })).toBe(
      "Invalid configuration: S3_REGION must be set to the bucket's AWS region (or set S3_ENDPOINT for another store)",
    );
    expect(refusal({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'id' })).toBe(
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is (both or neither)',
    );
    expect(refusal({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-3', S3_SECRET_ACCESS_KEY: 's' })).toBe(
      'Invalid configuration: S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is (both or neither)',
    );
  });

  it.each([
    ['S3_ENDPOINT', 'ftp://files.example.net', 'is not valid (got "ftp://files.example.net")'],
    [
      'S3_BUCKET',
      'Shop_Files',
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens) (got "Shop_Files")',
    ],
    ['S3_BUCKET', 'ab', 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens) (got "ab")'],
    ['S3_REGION', 'EU West', 'must be a region name (e.g. eu-west-3, us-east-1) (got "EU West")'],
  ])('names %s when its value %s is bad', (name, value, problem) => {
    const complete = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'shop-files',
      S3_REGION: 'us-east-1',
    };
    expect(refusal({ ...complete, [name]: value })).toBe(`Invalid configuration: ${name} ${problem}`);
  });
});
