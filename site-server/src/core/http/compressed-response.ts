import { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Rendered pages and their data requests, compressed for browsers that take it (issue 11, item 15: the
 * page's HTML is the first thing a visitor waits for). Static assets are compressed at build time
 * (scripts/compress-assets.mjs); these are compressed as they are sent, and a cached page once.
 */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/;
/** Brotli's quality 5 and gzip's level 6: most of the gain for little of the time, on every response. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/** The encoding to send `res` in: the browser takes it and the content is text worth compressing. */
export function encodingFor(req: Request, res: Response, size?: number): Encoding | null {
  if (res.getHeader('content-encoding')) return null;
  if (!COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) return null;
  // Caches keep a copy per encoding, whichever this browser gets.
  res.vary('accept-encoding');
  if (size !== undefined && size < 1024) return null;
  const accepted = req.acceptsEncodings('br', 'gzip');
  return accepted === 'br' || accepted === 'gzip' ? accepted : null;
}

/** Sets the headers of a response sent in `encoding`. */
export function markEncoded(res: Response, encoding: Encoding): void {
  res.setHeader('content-encoding', encoding);
  res.removeHeader('content-length');
}

export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, GZIP);
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** As compressBody, on zlib's threads: a whole rendered page, without holding the event loop. */
export function compressBodyOffThread(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, BROTLI) : gzip(body, GZIP);
}

export function compressingStream(encoding: Encoding): Transform {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip(GZIP);
}
