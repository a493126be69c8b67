import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderStorage } from './data-folder-storage';
import { FileStore, megabytes, parseImageSize, standardImageSize, UNSUPPORTED_IMAGE } from './file-store';
import { sniffImageType } from './sniff';
import { cleanSvg, openScratchStore, picture } from './test-support';
import { StoredFile } from './stored-file.entity';

let scratch: Awaited<ReturnType<typeof openScratchStore>>;
let dir: string;
let dataSource: DataSource;
let store: FileStore;

beforeEach(async () => {
  scratch = await openScratchStore(1024 * 1024);
  ({ dir, dataSource, files: store } = scratch);
});
afterEach(() => scratch.close());

const save = (buffer: Buffer, originalName: string, mimeType: string, kind: 'image' | 'any' = 'image') =>
  dataSource.transaction((em) => store.save(em, { buffer, originalName, mimeType }, { kind }));

describe('FileStore.save', () => {
  it('stores an image under its SHA-256 with its type and size', async () => {
    const png = await picture('png');
    const stored = await save(png, 'logo.png', 'image/png');
    expect(stored).toMatchObject({
      mimeType: 'image/png',
      size: png.length,
      width: 200,
      height: 100,
      originalName: 'logo.png',
    });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'files', stored.sha256.slice(0, 2), stored.sha256.slice(2, 4), stored.sha256);
    expect(readFileSync(file).equals(png)).toBe(true);
    expect((await store.read(stored.sha256)).equals(png)).toBe(true);
  });

  it('stores the same content once, whatever its name', async () => {
    const png = await picture('png');
    const first = await save(png, 'a.png', 'image/png');
    const second = await save(Buffer.from(png), 'b.png', 'image/png');
    expect(second.id).toBe(first.id);
    expect(await dataSource.getRepository(StoredFile).count()).toBe(1);
    const other = await save(await picture('png', 200, 100, 10), 'c.png', 'image/png');
    expect(other.sha256).not.toBe(first.sha256);
    expect(await dataSource.getRepository(StoredFile).count()).toBe(2);
  });

  it('recognises PNG, JPEG, WebP, GIF and SVG from their bytes, not their names', async () => {
    const cases = [
      [await picture('jpeg'), 'image/jpeg'],
      [await picture('webp'), 'image/webp'],
      [await picture('gif'), 'image/gif'],
      [Buffer.from(cleanSvg), 'image/svg+xml'],
    ] as const;
    for (const [buffer, type] of cases) {
      // Named and announced as a PNG: the bytes decide.
      const stored = await save(buffer, 'lying.png', 'image/png');
      expect(stored.mimeType, type).toBe(type);
    }
    const svg = await dataSource.getRepository(StoredFile).findOneByOrFail({ mimeType: 'image/svg+xml' });
    expect([svg.width, svg.height]).toEqual([120, 60]);
  });

  it('refuses what is not an image, even when it says it is', async () => {
    const text = Buffer.from('just some text, not a picture');
    await expect(save(text, 'photo.png', 'image/png')).rejects.toMatchObject({
      errorName: 'ValidationError',
      message: UNSUPPORTED_IMAGE,
    });
    const html = Buffer.from('<html><body><svg></svg></body></html>');
    await expect(save(html, 'x.svg', 'image/svg+xml')).rejects.toMatchObject({ message: UNSUPPORTED_IMAGE });
    const bmp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    await expect(save(bmp, 'x.tiff', 'image/tiff')).rejects.toMatchObject({ message: UNSUPPORTED_IMAGE });
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(20),
    ]);
    await expect(save(broken, 'x.png', 'image/png')).rejects.toMatchObject({
      message: 'This image is damaged or incomplete and cannot be used.',
    });
    expect(await dataSource.getRepository(StoredFile).count()).toBe(0);
  });

  it('accepts any file with kind "any", keeping a sane announced type', async () => {
    const stored = await save(Buffer.from('%PDF-1.4 pretend'), 'terms.pdf', 'application/pdf', 'any');
    expect(stored).toMatchObject({ mimeType: 'application/pdf', width: null, height: null });
    const odd = await save(Buffer.from('data'), '../../etc/passwd', 'not a type', 'any');
    expect(odd).toMatchObject({ mimeType: 'application/octet-stream', originalName: 'passwd' });
  });

  it('refuses SVGs with scripts or event handlers', async () => {
    const scripted = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" ONCLICK = "x()"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>x()</s:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:x()"><rect width="1" height="1"/></a></svg>',
    ];
    for (const svg of scripted) {
      await expect(save(Buffer.from(svg), 'evil.svg', 'image/svg+xml'), svg).rejects.toMatchObject({
        errorName: 'ValidationError',
        message: 'This SVG contains scripts and cannot be used.',
      });
    }
    expect(await dataSource.getRepository(StoredFile).count()).toBe(0);
    expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('refuses files over the limit with the limit in megabytes', async () => {
    const small = new FileStore(new DataFolderStorage(dir), { maxUploadBytes: 2 * 1024 * 1024 });
    const big = Buffer.concat([await picture('png'), Buffer.alloc(2 * 1024 * 1024)]);
    await expect(
      dataSource.transaction((em) =>
        small.save(em, { buffer: big, originalName: 'big.png', mimeType: 'image/png' }, { kind: 'image' }),
      ),
    ).rejects.toMatchObject({
      errorName: 'PayloadTooLargeError',
      status: 413,
      message: 'The file is too large (max 2 MB).',
    });
    expect(megabytes(10 * 1024 * 1024)).toBe('10');
    expect(megabytes(512 * 1024)).toBe('0.5');
  });
});

describe('FileStore.variant', () => {
  it('resizes to fit inside the box, as WebP, and caches the result', async () => {
    const stored = await save(await picture('jpeg', 400, 200), 'wide.jpg', 'image/jpeg');
    const thumb = await store.variant(stored.sha256, 90, 90);
    expect(sniffImageType(thumb)).toBe('image/webp');
    const meta = await sharp(thumb).metadata();
    expect([meta.width, meta.height]).toEqual([90, 45]);
    const cached = path.join(dir, 'files', 'variants', `${stored.sha256}-90x90.webp`);
    expect(readFileSync(cached).equals(thumb)).toBe(true);
    expect((await store.variant(stored.sha256, '90', '90')).equals(thumb)).toBe(true);

    // 0 leaves a side free; small images are not blown up.
    const tall = await sharp(await store.variant(stored.sha256, 0, 90)).metadata();
    expect([tall.width, tall.height]).toEqual([180, 90]);
    const same = await sharp(await store.variant(stored.sha256, 2048, 2048)).metadata();
    expect([same.width, same.height]).toEqual([400, 200]);
  });

  it('rasterises SVGs', async () => {
    const stored = await save(Buffer.from(cleanSvg), 'logo.svg', 'image/svg+xml');
    const meta = await sharp(await store.variant(stored.sha256, 50, 50)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 50, 25]);
  });

  it('keeps only the variant sizes the site uses: any other size is served as the next one up', async () => {
    const stored = await save(await picture('png', 600, 600), 'square.png', 'image/png');
    for (const [width, height] of [
      [61, 61],
      [70, 20],
      [0, 77],
      [89, 0],
    ])
      await store.variant(stored.sha256, width, height);
    await store.variant(stored.sha256, 2000, 2000);
    const variants = readdirSync(path.join(dir, 'files', 'variants')).filter((name) =>
      name.startsWith(stored.sha256),
    );
    expect(variants.sort()).toEqual([`${stored.sha256}-1920x1920.webp`, `${stored.sha256}-90x90.webp`]);
    expect(standardImageSize({ width: 0, height: 90 })).toEqual({ width: 0, height: 90 });
    expect(standardImageSize({ width: 301, height: 10 })).toEqual({ width: 512, height: 512 });
  });

  it('refuses an image over 25 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(save(huge, 'huge.png', 'image/png')).rejects.toThrow('max 25 megapixels');
  });

  it('refuses sizes over 2048 and sizes that are not numbers', async () => {
    const stored = await save(await picture('png'), 'a.png', 'image/png');
    for (const [width, height] of [
      [4096, 10],
      [10, 2049],
      ['abc', 10],
      ['1e3', 10],
      [-5, 10],
      [1.5, 10],
      [0, 0],
    ] as const) {
      await expect(store.variant(stored.sha256, width, height), `${width}x${height}`).rejects.toMatchObject({
        errorName: 'ValidationError',
      });
    }
    expect(parseImageSize('90x90')).toEqual({ width: 90, height: 90 });
    expect(() => parseImageSize('90')).toThrow(/WIDTHxHEIGHT/);
    expect(() => parseImageSize('90x90x90')).toThrow(/WIDTHxHEIGHT/);
  });

  it('answers MissingError for unknown or malformed hashes', async () => {
    await expect(store.read('0'.repeat(64))).rejects.toMatchObject({ errorName: 'MissingError' });
    await expect(store.read('../../etc/passwd')).rejects.toMatchObject({ errorName: 'MissingError' });
    await expect(store.variant('f'.repeat(64), 10, 10)).rejects.toMatchObject({ errorName: 'MissingError' });
  });
});
