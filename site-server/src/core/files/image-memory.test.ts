import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import './file-store';

describe('image work memory', () => {
  it('keeps no libvips operation cache: every variant is made once and stored', () => {
    const { memory, files, items } = sharp.cache();
    expect([memory.max, files.max, items.max]).toEqual([0, 0, 0]);
  });
});
