import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { imageTool } from './image-tool';

describe('image work memory', () => {
  it('keeps no libvips operation cache: every variant is made once and stored', async () => {
    const sharp = await imageTool();
    const { memory, files, items } = sharp.cache();
    expect([memory.max, files.max, items.max]).toEqual([0, 0, 0]);
  });

  it('loads sharp and libvips on the first image, not with the file store', () => {
    // A fresh process: this one's module cache is shared with the other tests.
    const script = `
      const sharpLoaded = () => Object.keys(require.cache).some((file) => file.includes('/node_modules/sharp/'));
      const { imageTool } = await import('./site-server/src/core/files/index.ts');
      const atStart = sharpLoaded();
      await imageTool();
      console.log(JSON.stringify({ atStart, afterFirstImage: sharpLoaded() }));`;
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const require = (await import('node:module')).createRequire(import.meta.url);${script}`,
      ],
      {
        cwd: new URL('../../../..', import.meta.url),
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(output.trim().split('\n').pop()!)).toEqual({ atStart: false, afterFirstImage: true });
  });
});
