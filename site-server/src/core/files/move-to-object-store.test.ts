/**
 * Issue 27, item 6: `npm run files:move-to-s3` copies what the data folder holds to the object store
 * (a real one: s3rver), reports counts, and may run again.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { moveFilesCommand } from './move-to-object-store';
import { cleanSvg, openScratchStore, picture } from './test-support';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The command in-process: its exit code and what it printed. */
async function move(env: Record<string, string>, args: string[] = []) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await moveFilesCommand(env, args, {
    log: (line) => lines.push(line),
    error: (line) => errors.push(line),
  });
  return { code, lines, errors };
}

describe('npm run files:move-to-s3', () => {
  let s3: TestS3Server;
  let scratch: Awaited<ReturnType<typeof openScratchStore>>;
  let env: Record<string, string>;
  const fileKeys: string[] = [];
  let variantKey: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    // A data folder as a single server left it: two uploads, one variant, a write cut short.
    scratch = await openScratchStore(1024 * 1024);
    const uploads = [
      { buffer: await picture('jpeg'), originalName: 'a.jpg', mimeType: 'image/jpeg' },
      { buffer: Buffer.from(cleanSvg), originalName: 'b.svg', mimeType: 'image/svg+xml' },
    ];
    for (const upload of uploads) {
      const { sha256 } = await scratch.dataSource.transaction((em) =>
        scratch.files.save(em, upload, { kind: 'image' }),
      );
      fileKeys.push(`files/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`);
    }
    const first = fileKeys[0]!.split('/')[3]!;
    await scratch.files.variant(first, 90, 90);
    variantKey = `files/variants/${first}-90x90.webp`;
    writeFileSync(
      path.join(scratch.dir, 'files', `${fileKeys[1]!.slice('files/'.length)}.1a2b3c.partial`),
      'half',
    );
    env = { VITRINE_DATA_DIR: scratch.dir, ...s3.env };
  });
  afterAll(async () => {
    await scratch?.close();
    await s3?.close();
  });

  it('copies the uploads, then the variants when asked, and leaves what the bucket holds', async () => {
    const first = await move(env);
    expect(first.errors).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.lines).toEqual([
      `Copying the files of the data folder ${path.join(scratch.dir, 'files')} to the bucket "${s3.bucket}" at ${s3.endpoint}…`,
      'Files: 2 copied, 0 already there.',
      'Variants: left out (they are made again on demand; add --variants to copy them too).',
      'Done: the servers started with these S3_ variables serve them from the store.',
    ]);
    expect(await s3.keys()).toEqual([...fileKeys].sort());
    for (const key of fileKeys) {
      const sha = key.split('/')[3]!;
      expect((await s3.object(key))!.equals(await scratch.files.read(sha))).toBe(true);
    }

    const again = await move(env, ['--variants']);
    expect(again.code).toBe(0);
    expect(again.lines.slice(1, 3)).toEqual([
      'Files: 0 copied, 2 already there.',
      'Variants: 1 copied, 0 already there.',
    ]);
    expect(await s3.keys()).toEqual([...fileKeys, variantKey].sort());

    const third = await move(env, ['--variants']);
    expect(third.lines.slice(1, 3)).toEqual([
      'Files: 0 copied, 2 already there.',
      'Variants: 0 copied, 1 already there.',
    ]);
  });

  it('says what is missing when no object store is configured, or an option is unknown', async () => {
    expect(await move({ VITRINE_DATA_DIR: scratch.dir })).toMatchObject({
      code: 2,
      lines: [],
      errors: [expect.stringMatching(/^No object store is configured: set S3_BUCKET/)],
    });
    expect(await move({ VITRINE_DATA_DIR: scratch.dir, S3_ENDPOINT: s3.endpoint })).toMatchObject({
      code: 2,
      errors: [
        'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is (the object store for files)',
      ],
    });
    expect(await move(env, ['--all'])).toMatchObject({
      code: 2,
      errors: ['Unknown option --all. Usage: npm run files:move-to-s3 [-- --variants]'],
    });
  });

  it('reports the files it could not copy and exits with 1', async () => {
    const failing = await move({ ...env, S3_ACCESS_KEY_ID: 'NOT-THE-KEY' });
    expect(failing.code).toBe(1);
    expect(failing.errors).toEqual([
      expect.stringMatching(
        /^2 could not be copied \(run the command again\)\. The first: Could not check files\/.* in the bucket "vitrine-test" at http:\/\/127\.0\.0\.1:\d+: .* \(HTTP 403\)$/,
      ),
    ]);
  });

  it('runs as the command it is', async () => {
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'site-server/src/cli/files-move-to-s3.ts'],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
              ...env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (code) => resolve({ code, stdout, stderr }));
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // Copied now or by the test above: the uploads are in the bucket either way.
    expect(run.stdout).toMatch(/\nFiles: [02] copied, [02] already there\.\n/);
    expect(await s3.keys()).toEqual(expect.arrayContaining(fileKeys));
  });
});
