import type { Config } from '../config';
import { DataFolderStorage } from './data-folder-storage';
import { FileStore } from './file-store';
import type { FileStorage } from './file-storage';
import { StoredFile } from './stored-file.entity';

export { StoredFile } from './stored-file.entity';
export {
  FileStore,
  isSha256,
  megabytes,
  parseImageSize,
  tooLargeMessage,
  MAX_VARIANT_SIDE,
  UNSUPPORTED_IMAGE,
  type FileToSave,
  type ImageSize,
} from './file-store';
export { DataFolderStorage } from './data-folder-storage';
export { fileKey, variantKey, type FileStorage } from './file-storage';
export { imageTool } from './image-tool';
export { ImageFields, type ImageResolver, type ImageViewer } from './image-fields';
export { imageRoutes, imageUrl } from './image.routes';
export { parseUpload, type Upload } from './upload';
export { sniffImageType, imageTypes, type ImageType } from './sniff';

export const fileEntities = [StoredFile];

/**
 * Where uploads are kept: the S3-compatible object store when S3_BUCKET is set, else the data
 * folder. The AWS SDK is loaded only then, so a process on the data folder (the desktop app) starts
 * as fast as before.
 */
export async function openFileStorage(config: Pick<Config, 'dataDir' | 'objectStore'>): Promise<FileStorage> {
  if (!config.objectStore) return new DataFolderStorage(config.dataDir);
  const { S3Storage } = await import('./s3-storage');
  return S3Storage.open(config.objectStore);
}

/** The server's file store, on the storage the configuration names. */
export async function createFileStore(
  config: Pick<Config, 'dataDir' | 'maxUploadBytes' | 'objectStore'>,
): Promise<FileStore> {
  return new FileStore(await openFileStorage(config), { maxUploadBytes: config.maxUploadBytes });
}
