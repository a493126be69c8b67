import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { kindOfKey, type FileStorage } from './file-storage';

const isAbsent = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files in `<dataDir>/files`: the default, for one machine (the desktop app, a single server). */
export class DataFolderStorage implements FileStorage {
  readonly root: string;
  readonly description: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.description = `the data folder ${this.root}`;
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    return (await stat(this.pathOf(key)).catch(() => null)) !== null;
  }

  /** Writes through a temporary name, so a reader never sees half a file. */
  async writeOnce(key: string, bytes: Buffer): Promise<'written' | 'present'> {
    const target = this.pathOf(key);
    if (await stat(target).catch(() => null)) return 'present';
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return 'written';
  }

  async close(): Promise<void> {}

  /**
   * The keys of what the store made here (uploads, and variants when asked), for the move to an
   * object store; partial writes and stray files are left out.
   */
  async *keys(options: { variants: boolean }): AsyncGenerator<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error) => {
      if (isAbsent(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const kind = kindOfKey(key);
      if (kind === 'file' || (kind === 'variant' && options.variants)) yield key;
    }
  }
}
