/** Issue 26, item 9: `npm start` builds only when dist/ is missing or older than its inputs. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INPUT_DIRS,
  INPUT_FILES,
  OUTPUT_FILES,
  staleBuildReason,
  writeBuildStamp,
} from './build-freshness.mjs';

describe('staleBuildReason', () => {
  let root = '';
  /** Sets a file's modification time `secondsFromNow` away. */
  const touch = (file: string, secondsFromNow: number) => {
    const when = new Date(Date.now() + secondsFromNow * 1000);
    utimesSync(path.join(root, file), when, when);
  };
  /** Writes a file last changed `secondsFromNow` away (now by default). */
  const write = (file: string, secondsFromNow = 0) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
    touch(file, secondsFromNow);
  };

  beforeEach(() => {
    // A project as the build sees it: sources, configuration, a lock, and a complete build.
    root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-freshness-'));
    for (const file of [
      'site-server/src/features/links/links.routes.ts',
      'shared/links/contract.ts',
      'renderer/src/app/shell.tsx',
      'package.json',
      'package-lock.json',
      'vite.config.ts',
    ])
      write(file, -60);
    for (const file of OUTPUT_FILES) write(file, -50);
    for (const dir of [
      'site-server',
      'site-server/src',
      'site-server/src/features',
      'site-server/src/features/links',
      'shared',
      'shared/links',
      'renderer',
      'renderer/src',
      'renderer/src/app',
    ])
      touch(dir, -60);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there was never a complete build', () => {
    expect(staleBuildReason(root)).toBe('there is no complete build yet');
  });

  it('starts at once when nothing changed since the build', () => {
    writeBuildStamp(root, Date.now() - 1000);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('builds again when a source file changed after the build began', () => {
    writeBuildStamp(root, Date.now() - 30_000);
    expect(staleBuildReason(root)).toBeNull();
    touch('site-server/src/features/links/links.routes.ts', 0);
    expect(staleBuildReason(root)).toBe(
      `${path.join('site-server/src/features/links/links.routes.ts')} changed since the last build`,
    );
  });

  it('builds again when a file is added, or the configuration or the lock changes', () => {
    writeBuildStamp(root, Date.now() - 30_000);
    write('shared/links/new-rule.ts');
    expect(staleBuildReason(root)).toMatch(/shared[\\/]links([\\/]new-rule\.ts)? changed/);

    writeBuildStamp(root, Date.now() + 1000);
    touch('package-lock.json', 5);
    expect(staleBuildReason(root)).toBe('package-lock.json changed since the last build');
    touch('package-lock.json', -60);
    touch('vite.config.ts', 5);
    expect(staleBuildReason(root)).toBe('vite.config.ts changed since the last build');
  });

  it('builds again when a source file is removed', () => {
    writeBuildStamp(root, Date.now() - 30_000);
    rmSync(path.join(root, 'shared/links/contract.ts'));
    expect(staleBuildReason(root)).toBe(`${path.join('shared/links')} changed since the last build`);
  });

  it('builds again when an output is missing', () => {
    writeBuildStamp(root, Date.now());
    rmSync(path.join(root, 'dist/admin/index.html'));
    expect(staleBuildReason(root)).toBe('dist/admin/index.html is missing');
  });

  it('ignores what the build does not read', () => {
    write('shared/links/contract.test.ts', -60);
    touch('shared/links', -60);
    writeBuildStamp(root, Date.now() - 30_000);
    touch('shared/links/contract.test.ts', 0);
    write('docs/shop.md');
    write('e2e/shop.e2e.ts');
    // A folder the walk skips, made before the build: what is written in it later does not count.
    mkdirSync(path.join(root, 'site-server/src/node_modules/.cache'), { recursive: true });
    touch('site-server/src', -60);
    touch('site-server/src/node_modules', -60);
    write('site-server/src/node_modules/.cache/x.json');
    expect(staleBuildReason(root)).toBeNull();
  });

  it('watches every source and configuration folder the build reads', () => {
    expect(INPUT_DIRS).toEqual(['site-server/src', 'shared', 'renderer']);
    for (const file of ['package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'])
      expect(INPUT_FILES).toContain(file);
  });
});
