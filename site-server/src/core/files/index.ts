import type { Config } from '../config';
import { FileStore } from './file-store';
import { ImageFields } from './image-fields';
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
export { ImageFields, type ImageResolver, type ImageViewer } from './image-fields';
export { imageRoutes, imageUrl } from './image.routes';
export { parseUpload, type Upload } from './upload';
export { sniffImageType, imageTypes, type ImageType } from './sniff';

export const fileEntities = [StoredFile];

/** The file store in the data dir and an empty image-field registry for the modules to fill. */
export function createFiles(config: Pick<Config, 'dataDir' | 'maxUploadBytes'>): {
  files: FileStore;
  imageFields: ImageFields;
} {
  return {
    files: new FileStore(config.dataDir, { maxUploadBytes: config.maxUploadBytes }),
    imageFields: new ImageFields(),
  };
}
