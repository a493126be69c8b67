import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp and libvips (some 19 MB resident, and libvips's threads), loaded on the first image to
 * measure or resize rather than at start: a server whose variants are all made holds none of it
 * (docs/benchmarks.md, "Memory").
 */
export function imageTool(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each variant is made once and stored, so libvips's operation cache (50 MB and 20 open files by
    // default) would only hold images never asked for again: off.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
