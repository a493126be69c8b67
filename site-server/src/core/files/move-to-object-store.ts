import { ConfigError, loadConfig } from '../config';
import { DataFolderStorage } from './data-folder-storage';
import { kindOfKey, type FileStorage } from './file-storage';
import { openFileStorage } from './index';
import { sniffImageType } from './sniff';

/** Files copied at once: enough to hide a store's latency, few enough for a small machine. */
const PARALLEL_COPIES = 4;

export interface CopyCounts {
  copied: number;
  /** Already in the store (an earlier run, or uploaded there since). */
  present: number;
}

export interface MoveReport {
  files: CopyCounts;
  /** null: variants were left out (they are made again on demand). */
  variants: CopyCounts | null;
  /** The reasons name the keys. */
  failed: { key: string; reason: string }[];
}

/**
 * Copies what the data folder holds (uploads, and their variants when asked) to `target`, leaving
 * what is there already: safe to run again, and while servers run (every key names one content).
 * Nothing is deleted from the data folder.
 */
export async function copyToObjectStore(
  source: DataFolderStorage,
  target: FileStorage,
  options: { variants: boolean },
): Promise<MoveReport> {
  const report: MoveReport = {
    files: { copied: 0, present: 0 },
    variants: options.variants ? { copied: 0, present: 0 } : null,
    failed: [],
  };
  const keys: string[] = [];
  for await (const key of source.keys(options)) keys.push(key);

  const copy = async (key: string) => {
    const counts = kindOfKey(key) === 'variant' ? report.variants! : report.files;
    try {
      if (await target.has(key)) {
        counts.present += 1;
        return;
      }
      const bytes = await source.read(key);
      if (!bytes) return; // deleted meanwhile
      const type =
        kindOfKey(key) === 'variant' ? 'image/webp' : (sniffImageType(bytes) ?? 'application/octet-stream');
      counts[(await target.writeOnce(key, bytes, type)) === 'written' ? 'copied' : 'present'] += 1;
    } catch (error) {
      report.failed.push({ key, reason: (error as Error).message });
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copy(keys[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
  return report;
}

const USAGE = 'Usage: npm run files:move-to-s3 [-- --variants]';

/**
 * `npm run files:move-to-s3 [-- --variants]`: copies the data folder's files to the object store
 * named by the S3_* variables, and reports counts. Answers the exit code: 0 done, 1 some files
 * could not be copied (run it again), 2 nothing to do with this configuration.
 */
export async function moveFilesCommand(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--variants');
  if (unknown.length) {
    out.error(`Unknown option ${unknown[0]}. ${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return 2;
  }
  if (!config.objectStore) {
    out.error(
      'No object store is configured: set S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and ' +
        'S3_SECRET_ACCESS_KEY as the store needs) to the store the files go to, as for the servers.',
    );
    return 2;
  }
  const source = new DataFolderStorage(config.dataDir);
  const target = await openFileStorage(config);
  const variants = args.includes('--variants');
  try {
    out.log(`Copying the files of ${source.description} to ${target.description}…`);
    const report = await copyToObjectStore(source, target, { variants });
    const counts = ({ copied, present }: CopyCounts) => `${copied} copied, ${present} already there`;
    out.log(`Files: ${counts(report.files)}.`);
    out.log(
      report.variants
        ? `Variants: ${counts(report.variants)}.`
        : 'Variants: left out (they are made again on demand; add --variants to copy them too).',
    );
    if (report.failed.length) {
      out.error(
        `${report.failed.length} could not be copied (run the command again). The first: ${report.failed[0]!.reason}`,
      );
      return 1;
    }
    out.log('Done: the servers started with these S3_ variables serve them from the store.');
    return 0;
  } finally {
    await target.close();
  }
}
