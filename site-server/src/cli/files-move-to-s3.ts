/**
 * `npm run files:move-to-s3 [-- --variants]`: copies the uploads kept in the data folder (and their
 * resized variants with --variants) to the S3-compatible object store named by the S3_* variables.
 * Idempotent: what the bucket holds already is left; run it again after a failure. Reads
 * VITRINE_DATA_DIR and the S3_* variables like the server (docs/files-mail-geo.md).
 */
import { moveFilesCommand } from '../core/files/move-to-object-store';

moveFilesCommand(process.env, process.argv.slice(2), console).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`The move failed: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
