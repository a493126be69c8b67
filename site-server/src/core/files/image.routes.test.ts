import express, { type ErrorRequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, MissingError } from '../errors';
import type { FileStore } from './file-store';
import { sanitizeSvg } from './svg-sanitize';
import { ImageFields } from './image-fields';
import { imageRoutes, imageUrl } from './image.routes';
import { PLACEHOLDER_SVG } from './placeholder';
import { StoredFile } from './stored-file.entity';
import { cleanSvg, openScratchStore, picture } from './test-support';
import { parseUpload } from './upload';

const MAX_UPLOAD = 256 * 1024;

let scratch: Awaited<ReturnType<typeof openScratchStore>>;
let dataSource: DataSource;
let files: FileStore;
let server: Server;
let base: string;
let png: Buffer;
let pngFile: StoredFile;
let svgFile: StoredFile;

beforeAll(async () => {
  scratch = await openScratchStore(MAX_UPLOAD);
  ({ dataSource, files } = scratch);
  png = await picture('png', 300, 150);
  pngFile = await dataSource.transaction((em) =>
    files.save(em, { buffer: png, originalName: 'p.png', mimeType: 'image/png' }, { kind: 'image' }),
  );
  svgFile = await dataSource.transaction((em) =>
    files.save(
      em,
      { buffer: Buffer.from(cleanSvg), originalName: 'l.svg', mimeType: 'image/svg+xml' },
      { kind: 'image' },
    ),
  );

  const imageFields = new ImageFields();
  // A field whose value is the stored file of the same id; 'avatar' is always empty; 'gone' throws MissingError.
  imageFields.register(
    'stored.file',
    'content',
    async (em, id) => (await em.findOneBy(StoredFile, { id }))?.sha256 ?? null,
  );
  imageFields.register('res.partner', 'avatar', async () => null);
  imageFields.register('res.partner', 'gone', async () => {
    throw new MissingError('no such partner');
  });
  imageFields.register('res.partner', 'lost', async () => 'e'.repeat(64)); // points at a file that is not there

  const app = express();
  const router = express.Router();
  imageRoutes(router, { files, imageFields, dataSource });
  // The way the app uses the upload helper: parse, then store in the request's transaction.
  router.post('/upload', async (req, res) => {
    const upload = await parseUpload(req, { field: 'file', maxBytes: MAX_UPLOAD });
    const stored = await dataSource.transaction((em) => files.save(em, upload, { kind: 'image' }));
    res.json({ sha256: stored.sha256, originalName: stored.originalName, fields: upload.fields });
  });
  app.use(router);
  // Stands in for the app's error middleware: typed errors become their status and JSON body.
  const errors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (!(error instanceof AppError)) throw error;
    res.status(error.status).json({ error: { name: error.errorName, message: error.message } });
  };
  app.use(errors);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await scratch.close();
});

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /web/image/:model/:id/:field', () => {
  it('serves the image with a strong ETag and an hour of cache', async () => {
    const answer = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('etag')).toBe(`"${pngFile.sha256}"`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytes(answer)).equals(png)).toBe(true);
  });

  it('is immutable for a year when the URL carries the sha prefix', async () => {
    const url = imageUrl('stored.file', pngFile.id, 'content', pngFile.sha256);
    expect(url).toBe(`/web/image/stored.file/${pngFile.id}/content?unique=${pngFile.sha256.slice(0, 12)}`);
    const answer = await fetch(base + url);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A stale or too short `unique` does not promise anything.
    const stale = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content?unique=deadbeefdead`);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=3600');
    const short = await fetch(
      `${base}/web/image/stored.file/${pngFile.id}/content?unique=${pngFile.sha256.slice(0, 3)}`,
    );
    expect(short.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 304 when the browser has it', async () => {
    const answer = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content`, {
      headers: { 'If-None-Match': `"other", "${pngFile.sha256}"` },
    });
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe(`"${pngFile.sha256}"`);
    expect((await bytes(answer)).length).toBe(0);
    const changed = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content`, {
      headers: { 'If-None-Match': '"something-else"' },
    });
    expect(changed.status).toBe(200);
  });

  it('serves sized variants as WebP with their own ETag', async () => {
    const answer = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content/90x90`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('etag')).toBe(`"${pngFile.sha256}-90x90"`);
    const meta = await sharp(await bytes(answer)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 90, 45]);
    const again = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content/90x90`, {
      headers: { 'If-None-Match': `"${pngFile.sha256}-90x90"` },
    });
    expect(again.status).toBe(304);
  });

  it('refuses a malformed size', async () => {
    for (const size of ['5000x5000', 'bigxsmall', '90']) {
      const answer = await fetch(`${base}/web/image/stored.file/${pngFile.id}/content/${size}`);
      expect(answer.status, size).toBe(400);
      expect(((await answer.json()) as { error: { name: string } }).error.name).toBe('ValidationError');
    }
  });

  it('serves SVGs under a policy that forbids scripts', async () => {
    const answer = await fetch(`${base}/web/image/stored.file/${svgFile.id}/content`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    // Stored as sanitised: the drawing, without the prolog.
    const served = await answer.text();
    expect(served).toBe(sanitizeSvg(cleanSvg));
    expect(served).toContain('<rect width="120" height="60" fill="#3a7">');
  });

  it('answers the placeholder for anything that does not lead to an image', async () => {
    const paths = [
      '/web/image/no.such.model/1/image',
      `/web/image/stored.file/${pngFile.id}/nofield`,
      '/web/image/stored.file/9999/content',
      '/web/image/stored.file/abc/content',
      '/web/image/res.partner/1/avatar',
      '/web/image/res.partner/1/avatar/50x50',
      '/web/image/res.partner/1/gone',
      '/web/image/res.partner/1/lost',
      '/web/image/res.partner/1/lost/50x50',
    ];
    for (const url of paths) {
      const answer = await fetch(base + url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get('cache-control'), url).toBe('public, max-age=60');
      expect(await answer.text(), url).toBe(PLACEHOLDER_SVG);
    }
  });
});

describe('uploads (parseUpload)', () => {
  const form = (parts: Array<[string, Blob | string, string?]>) => {
    const body = new FormData();
    for (const [name, value, fileName] of parts) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, fileName);
    }
    return body;
  };

  it('stores an uploaded image and hands over the other fields', async () => {
    const jpeg = await picture('jpeg', 64, 64);
    const answer = await fetch(`${base}/upload`, {
      method: 'POST',
      body: form([
        ['csrf_token', 'token-123'],
        ['file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'Café photo.jpg'],
      ]),
    });
    expect(answer.status).toBe(200);
    const stored = (await answer.json()) as {
      sha256: string;
      originalName: string;
      fields: Record<string, string>;
    };
    expect(stored.originalName).toBe('Café photo.jpg');
    expect(stored.fields).toEqual({ csrf_token: 'token-123' });
    expect((await files.read(stored.sha256)).equals(jpeg)).toBe(true);
  });

  it('answers 413 for a file over the limit', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(MAX_UPLOAD + 1)]);
    const answer = await fetch(`${base}/upload`, {
      method: 'POST',
      body: form([['file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png']]),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: { name: 'PayloadTooLargeError', message: 'The file is too large (max 0.3 MB).' },
    });
  });

  it('refuses two files, no file, a script SVG and a body that is not multipart', async () => {
    const one = new Blob([new Uint8Array(await picture('png'))], { type: 'image/png' });
    const two = await fetch(`${base}/upload`, {
      method: 'POST',
      body: form([
        ['file', one, 'a.png'],
        ['file', one, 'b.png'],
      ]),
    });
    expect(two.status).toBe(400);
    expect(await two.json()).toMatchObject({ error: { message: 'Please send one file only.' } });

    const none = await fetch(`${base}/upload`, { method: 'POST', body: form([['name', 'x']]) });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: { message: 'Please choose a file to upload.' } });

    const evil = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], {
      type: 'image/svg+xml',
    });
    const scripted = await fetch(`${base}/upload`, {
      method: 'POST',
      body: form([['file', evil, 'evil.svg']]),
    });
    expect(scripted.status).toBe(400);
    expect(await scripted.json()).toMatchObject({
      error: { message: 'This SVG contains scripts and cannot be used.' },
    });

    const json = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});
