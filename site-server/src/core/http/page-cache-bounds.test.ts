import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const KB = 1024;

/** A rendered page of `size` bytes that the cache may share. */
const pageOf = (size: number) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  body: Buffer.alloc(size, 'a'),
  nonce: 'n',
});

describe("the page cache's memory", () => {
  it('keeps its pages under maxBytes, dropping the oldest first', async () => {
    const cache = new PageCache({
      ttlMs: 60_000,
      maxEntries: 1000,
      maxPageBytes: 512 * KB,
      maxBytes: 2 * 1024 * KB,
      personalCookies: [],
    });
    // 20 pages of 300 KB: 6 MB of bodies (12 MB counted), far more than the 2 MB allowed.
    for (let n = 0; n < 20; n++) await cache.render(`/page-${n}`, async () => pageOf(300 * KB));
    expect(cache.size.bytes).toBeLessThanOrEqual(2 * 1024 * KB);
    expect(cache.size.pages).toBe(3);
    expect(cache.get('/page-0')).toBeNull();
    expect(cache.get('/page-19')?.body.length).toBe(300 * KB);
    // A page rendered again replaces its old copy, counted once.
    await cache.render('/page-19', async () => pageOf(100 * KB));
    expect(cache.size).toEqual({ pages: 3, bytes: 2 * (300 + 300 + 100) * KB });
    cache.invalidate();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('still keeps at most maxEntries pages, however small', async () => {
    const cache = new PageCache({
      ttlMs: 60_000,
      maxEntries: 5,
      maxPageBytes: 512 * KB,
      maxBytes: 32 * 1024 * KB,
      personalCookies: [],
    });
    for (let n = 0; n < 12; n++) await cache.render(`/small-${n}`, async () => pageOf(KB));
    expect(cache.size).toEqual({ pages: 5, bytes: 5 * 2 * KB });
    expect(cache.get('/small-6')).toBeNull();
    expect(cache.get('/small-7')).not.toBeNull();
  });
});
