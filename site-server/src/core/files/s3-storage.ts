import type { S3Client } from '@aws-sdk/client-s3';
import type { LRUCache } from 'lru-cache';
import type { ObjectStoreConfig } from '../config';
import type { FileStorage } from './file-storage';

/** Objects up to this size are kept in memory once read (hot images and their variants). */
const CACHED_OBJECT_MAX_BYTES = 2 * 1024 * 1024;
/** Memory the kept objects may take in one process. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Keys known to exist (the answer to a 304's check), without their bytes. */
const KNOWN_KEYS_MAX = 50_000;
/** The bucket's keys start with the data folder's name for them, so the layout reads the same. */
const KEY_PREFIX = 'files/';

/**
 * The SDK's answer to a missing key: NoSuchKey for GET, a bare 404 for HEAD. A missing bucket is a
 * mistake of the configuration, not a missing file (a HEAD cannot tell them apart; the GET that
 * serves the file can).
 */
function isNotFound(error: unknown): boolean {
  const answer = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (answer?.name === 'NoSuchBucket') return false;
  return answer?.name === 'NoSuchKey' || answer?.$metadata?.httpStatusCode === 404;
}

/**
 * The SDK (and the cache), loaded only when an object store is configured: the SDK takes a third
 * of a second to load, which a process on the data folder (the desktop app) does not pay.
 */
interface Libraries {
  sdk: typeof import('@aws-sdk/client-s3');
  LRUCache: typeof import('lru-cache').LRUCache;
}

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Garage, R2…), shared by every process of a
 * deployment. Keys never change content, so what one process read it keeps in a small LRU.
 */
export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly sdk: Libraries['sdk'];
  private readonly objects: LRUCache<string, Buffer>;
  private readonly knownKeys: LRUCache<string, true>;

  static async open(config: ObjectStoreConfig): Promise<S3Storage> {
    const [sdk, { LRUCache }] = await Promise.all([import('@aws-sdk/client-s3'), import('lru-cache')]);
    return new S3Storage(config, { sdk, LRUCache });
  }

  private constructor(config: ObjectStoreConfig, { sdk, LRUCache }: Libraries) {
    this.sdk = sdk;
    this.objects = new LRUCache<string, Buffer>({
      maxSize: CACHE_MAX_BYTES,
      maxEntrySize: CACHED_OBJECT_MAX_BYTES,
      sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    });
    this.knownKeys = new LRUCache<string, true>({ max: KNOWN_KEYS_MAX });
    this.bucket = config.bucket;
    this.description = `the bucket "${config.bucket}" ${config.endpoint ? `at ${config.endpoint}` : `in ${config.region}`}`;
    this.client = new sdk.S3Client({
      region: config.region,
      // Another store than AWS: its own address, buckets in the path (most answer no per-bucket host names).
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      // Unset: the SDK's usual sources (AWS_* variables, the machine's role).
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The newer default checksums are refused by several S3-compatible stores; S3 needs none for these calls.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async read(key: string): Promise<Buffer | null> {
    const kept = this.objects.get(key);
    if (kept) return kept;
    let bytes: Buffer;
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: KEY_PREFIX + key }),
      );
      const body = await answer.Body!.transformToByteArray();
      bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw this.failure('read', key, error);
    }
    this.objects.set(key, bytes);
    this.knownKeys.set(key, true);
    return bytes;
  }

  async has(key: string): Promise<boolean> {
    if (this.knownKeys.has(key)) return true;
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: KEY_PREFIX + key }));
    } catch (error) {
      if (isNotFound(error)) return false;
      throw this.failure('check', key, error);
    }
    this.knownKeys.set(key, true);
    return true;
  }

  /** One PUT: S3 shows an object whole or not at all. Two processes writing the same key write the same bytes. */
  async writeOnce(key: string, bytes: Buffer, contentType: string): Promise<'written' | 'present'> {
    if (await this.has(key)) return 'present';
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: KEY_PREFIX + key,
          Body: bytes,
          ContentType: contentType,
        }),
      );
    } catch (error) {
      throw this.failure('write', key, error);
    }
    this.objects.set(key, bytes);
    this.knownKeys.set(key, true);
    return 'written';
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private failure(action: 'read' | 'check' | 'write', key: string, error: unknown): Error {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    // A HEAD's refusal has no body to explain it: its status does.
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return new Error(
      `Could not ${action} ${KEY_PREFIX}${key} in ${this.description}: ${reason}${status ? ` (HTTP ${status})` : ''}`,
      { cause: error },
    );
  }
}
