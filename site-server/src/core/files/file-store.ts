import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import type { EntityManager } from 'typeorm';
import { MissingError, PayloadTooLargeError, ValidationError } from '../errors';
import { fileKey, variantKey, type FileStorage } from './file-storage';
import { imageTool } from './image-tool';
import { sniffImageType, svgRefusal, svgRoot } from './sniff';
import { StoredFile } from './stored-file.entity';
import { sanitizeSvg } from './svg-sanitize';

export interface FileToSave {
  buffer: Buffer;
  /** The name the file had on the sender's machine; only kept for display. */
  originalName: string;
  /** What the sender claims; only used for non-image files (`kind: 'any'`). */
  mimeType: string;
}

export interface ImageSize {
  /** 0: free, follows the height. */
  width: number;
  /** 0: free, follows the width. */
  height: number;
}

/** Largest side of a resized image, in pixels. */
export const MAX_VARIANT_SIDE = 2048;
/** Larger images are refused: decoding one takes 4 bytes a pixel (100 MB here) on a small machine. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * The variant sizes made and kept: the ones the site and the back office ask for (SPEC §7's 90x90
 * thumbnails, 50x50 avatars, 300x300 listing, 1024x1024 zoom, the back office's 0x90) and the
 * usual steps between. Any other size is served as the next one up, so a visitor cannot make the
 * server resize and keep an image at every size: at most this many variants exist per image.
 */
export const IMAGE_VARIANT_SIZES: readonly ImageSize[] = [
  { width: 0, height: 90 },
  ...[50, 90, 128, 256, 300, 512, 1024, 1920].map((side) => ({ width: side, height: side })),
];

/** The kept variant that serves a request for `size`: the same one, else the smallest square that holds it. */
export function standardImageSize(size: ImageSize): ImageSize {
  const same = IMAGE_VARIANT_SIZES.find((kept) => kept.width === size.width && kept.height === size.height);
  if (same) return same;
  const side = Math.max(size.width, size.height);
  const squares = IMAGE_VARIANT_SIZES.filter((kept) => kept.width === kept.height);
  return squares.find((kept) => kept.width >= side) ?? squares[squares.length - 1]!;
}

export const UNSUPPORTED_IMAGE =
  'Unsupported file type: only PNG, JPEG, WebP, GIF and SVG images are accepted.';

const SHA256 = /^[0-9a-f]{64}$/;
export const isSha256 = (value: unknown): value is string => typeof value === 'string' && SHA256.test(value);

/** "10", "0.5": a byte count in megabytes, as people read it. */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

export const tooLargeMessage = (maxBytes: number) => `The file is too large (max ${megabytes(maxBytes)} MB).`;

/**
 * `90x90` → {width: 90, height: 90}. Sides are whole numbers up to 2048; 0 leaves a side free
 * (`0x90`: 90 pixels high), but not both.
 */
export function parseImageSize(width: unknown, height?: unknown): ImageSize {
  let sides: [unknown, unknown] = [width, height];
  if (height === undefined && typeof width === 'string') {
    const parts = width.split('x');
    sides = [parts[0], parts.length === 2 ? parts[1] : undefined];
  }
  const [w, h] = sides.map((side) => {
    const text = typeof side === 'number' ? String(side) : side;
    return typeof text === 'string' && /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  }) as [number, number];
  if (!(w <= MAX_VARIANT_SIDE && h <= MAX_VARIANT_SIDE) || (w === 0 && h === 0)) {
    throw new ValidationError(
      `An image size is WIDTHxHEIGHT in whole pixels, each at most ${MAX_VARIANT_SIDE} (for example 90x90).`,
    );
  }
  return { width: w, height: h };
}

/**
 * Uploaded files, content-addressed: `ab/cd/<sha256>`, and resized image variants
 * `variants/<sha256>-<W>x<H>.webp`, kept by a storage: the data folder (`<dataDir>/files/…`) or an
 * S3-compatible object store shared by every process (file-storage.ts).
 */
export class FileStore {
  readonly maxUploadBytes: number;
  private readonly variantsInProgress = new Map<string, Promise<Buffer>>();

  constructor(
    readonly storage: FileStorage,
    options: { maxUploadBytes: number },
  ) {
    this.maxUploadBytes = options.maxUploadBytes;
  }

  /** The storage key of a file's bytes; an unknown shape of hash is no file. */
  private keyOf(sha256: string): string {
    if (!isSha256(sha256)) throw new MissingError('There is no such file.');
    return fileKey(sha256);
  }

  /**
   * Checks and stores a file; the same content is stored once and answers the same record.
   * `kind: 'image'` accepts PNG, JPEG, WebP, GIF and script-free SVG, recognised from the bytes.
   * The file is written before the record: if the transaction rolls back, an unreferenced file
   * stays behind, which is harmless (the next upload of the same bytes reuses it).
   */
  async save(em: EntityManager, file: FileToSave, options: { kind: 'image' | 'any' }): Promise<StoredFile> {
    let { buffer } = file;
    if (buffer.length > this.maxUploadBytes)
      throw new PayloadTooLargeError(tooLargeMessage(this.maxUploadBytes));
    if (buffer.length === 0) throw new ValidationError('The file is empty.');

    const imageType = sniffImageType(buffer);
    if (options.kind === 'image' && imageType === null) throw new ValidationError(UNSUPPORTED_IMAGE);
    if (imageType === 'image/svg+xml') {
      const refusal = svgRefusal(svgRoot(buffer) ?? '');
      if (refusal) throw new ValidationError(refusal);
      // What passes is still cleaned by an allow-list parser: the stored SVG is the sanitised one.
      buffer = Buffer.from(sanitizeSvg(svgRoot(buffer) ?? ''));
      if (svgRoot(buffer) === null) throw new ValidationError(UNSUPPORTED_IMAGE);
    }
    const dimensions = imageType ? await imageDimensions(buffer) : null;

    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const mimeType = imageType ?? cleanMimeType(file.mimeType);
    await this.storage.writeOnce(this.keyOf(sha256), buffer, mimeType);

    const known = await em.findOneBy(StoredFile, { sha256 });
    if (known) return known;
    // Two uploads of the same bytes at once: the second insert is ignored and both read the one row.
    await em
      .createQueryBuilder()
      .insert()
      .into(StoredFile)
      .values({
        sha256,
        mimeType,
        size: buffer.length,
        width: dimensions?.width ?? null,
        height: dimensions?.height ?? null,
        originalName: cleanFileName(file.originalName),
      })
      .orIgnore()
      .execute();
    return em.findOneByOrFail(StoredFile, { sha256 });
  }

  /** The bytes of a stored file. */
  async read(sha256: string): Promise<Buffer> {
    const bytes = await this.storage.read(this.keyOf(sha256));
    if (!bytes) throw new MissingError('There is no such file.');
    return bytes;
  }

  async exists(sha256: string): Promise<boolean> {
    return isSha256(sha256) && (await this.storage.has(fileKey(sha256)));
  }

  /**
   * The image resized to fit inside width × height (never enlarged), as WebP at quality 80.
   * Made once, kept beside the file (any process may make it: the same bytes come out), then read.
   */
  async variant(sha256: string, width: number | string, height: number | string): Promise<Buffer> {
    const size = standardImageSize(parseImageSize(width, height));
    if (!isSha256(sha256)) throw new MissingError('There is no such file.');
    const target = variantKey(sha256, size);
    const cached = await this.storage.read(target).catch(() => null);
    if (cached) return cached;
    // Requests for the same new variant at once share one resize.
    const inProgress = this.variantsInProgress.get(target);
    if (inProgress) return inProgress;
    const making = this.makeVariant(sha256, size, target).finally(() =>
      this.variantsInProgress.delete(target),
    );
    this.variantsInProgress.set(target, making);
    return making;
  }

  private async makeVariant(sha256: string, size: ImageSize, target: string): Promise<Buffer> {
    const original = await this.read(sha256);
    if (!sniffImageType(original)) throw new ValidationError(UNSUPPORTED_IMAGE);
    const sharp = await imageTool();
    let resized: Buffer;
    try {
      resized = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate() // follow the camera's EXIF orientation
        .resize({
          width: size.width || undefined,
          height: size.height || undefined,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new ValidationError('This image is damaged and cannot be resized.');
    }
    await this.storage.writeOnce(target, resized, 'image/webp');
    return resized;
  }
}

async function imageDimensions(buffer: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await imageTool();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError('This image is damaged or incomplete and cannot be used.');
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new ValidationError('This image is damaged or incomplete and cannot be used.');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ValidationError(`The image is too large (max ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`);
  }
  return { width, height };
}

/** A file name to show: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 255) || 'file';
}

function cleanMimeType(mimeType: string): string {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,62}$/.test(type)
    ? type
    : 'application/octet-stream';
}
