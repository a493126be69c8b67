import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The rotated files of the desktop's server log (server.log.1 …); the live server.log is the shell's, never removed. */
const ROTATED_LOG = /^server\.log\.\d+$/;

/**
 * Retention of server logs: removes the rotated log files last written before `before` (every line in
 * them is older). The server itself logs to standard output only; where a host keeps that output
 * (journald, Docker), its own retention applies. Answers how many files went.
 */
export async function removeOldLogFiles(logsDir: string | null, before: Date): Promise<number> {
  if (!logsDir) return 0;
  const names = await readdir(logsDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((file) => ROTATED_LOG.test(file))) {
    const file = path.join(logsDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= before) continue;
    await unlink(file).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
