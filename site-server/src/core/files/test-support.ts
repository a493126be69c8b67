import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DataFolderStorage } from './data-folder-storage';
import { FileStore } from './file-store';
import { StoredFile } from './stored-file.entity';

/** Real pictures for the tests: a plain rectangle in the given format, made by sharp. */
export function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 200,
  height = 100,
  red = 200,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const cleanSvg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
  <rect width="120" height="60" fill="#3a7"/>
</svg>`;

/** A file store in a fresh temp dir with its own SQLite database (tables made from the entity). */
export async function openScratchStore(maxUploadBytes: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-files-'));
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    database: path.join(dir, 'test.sqlite'),
    entities: [StoredFile],
    synchronize: true,
  });
  await dataSource.initialize();
  return {
    dir,
    dataSource,
    files: new FileStore(new DataFolderStorage(dir), { maxUploadBytes }),
    async close() {
      await dataSource.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
