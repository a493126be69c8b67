import type { ImageSize } from './file-store';

/**
 * Where the file store keeps bytes: the data folder (one machine) or an S3-compatible object store
 * (every process of a deployment). Keys are paths relative to the files root, the same in both:
 * `ab/cd/<sha256>` for an upload and `variants/<sha256>-<W>x<H>.webp` for a resized image. Every
 * key names one content for ever (content-addressed), so what was read once may be kept.
 */
export interface FileStorage {
  /** Where the files are, for people: "the data folder /srv/data/files", "the bucket "b" at …". */
  readonly description: string;
  /** The bytes under `key`, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /**
   * Stores the bytes under `key` unless something is there already (same key, same content). A reader
   * never sees half a file. Answers whether it wrote.
   */
  writeOnce(key: string, bytes: Buffer, contentType: string): Promise<'written' | 'present'>;
  /** Lets go of connections; the data folder has none. */
  close(): Promise<void>;
}

/** The key of an upload's bytes: `ab/cd/<sha256>` (the caller checked the hash). */
export const fileKey = (sha256: string) => `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;

/** The key of a resized copy: `variants/<sha256>-<W>x<H>.webp`. */
export const variantKey = (sha256: string, size: ImageSize) =>
  `variants/${sha256}-${size.width}x${size.height}.webp`;

const FILE_KEY = /^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{60}$/;
const VARIANT_KEY = /^variants\/[0-9a-f]{64}-\d{1,4}x\d{1,4}\.webp$/;

/** What a key names: an upload, a variant, or nothing the store made (a partial write, a stray file). */
export function kindOfKey(key: string): 'file' | 'variant' | null {
  if (FILE_KEY.test(key)) return 'file';
  if (VARIANT_KEY.test(key)) return 'variant';
  return null;
}
