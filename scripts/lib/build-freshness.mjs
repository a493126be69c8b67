// Whether dist/ is older than what it is built from (`npm start` builds only then, issue 26 item 9).
// Decided by file times (stat, no hashing): a build writes dist/build-stamp.json with the time it
// started; any input changed after that time makes it stale. A build that failed writes no stamp.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = path.join('dist', 'build-stamp.json');

/** Folders the build reads: every file under them but the tests (no bundle imports a test). */
export const INPUT_DIRS = ['site-server/src', 'shared', 'renderer'];
const TEST_FILE = /\.test\.tsx?$/;

/** Single files the build reads: its scripts and configurations, and the installed dependencies. */
export const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/compress-assets.mjs',
  // npm rewrites it on every install: a changed dependency rebuilds.
  'node_modules/.package-lock.json',
];

/** Outputs that must exist for the build to count as there at all. */
export const OUTPUT_FILES = ['dist/server.js', 'dist/web/server/index.js', 'dist/admin/index.html'];

const SKIPPED_DIRS = new Set(['node_modules', '.react-router', '.vite', 'dist']);

/**
 * The newest modification time (ms) among `dirs` (recursively) and `files` under `root`, and the
 * file that has it. Missing inputs are skipped.
 * @param {string} root
 * @param {{ dirs?: string[], files?: string[] }} [inputs]
 * @returns {{ mtimeMs: number, file: string | null }}
 */
export function newestInput(root, { dirs = INPUT_DIRS, files = INPUT_FILES } = {}) {
  let newest = { mtimeMs: 0, file: null };
  const consider = (file) => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return;
    }
    if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: path.relative(root, file) };
  };
  const walk = (dir) => {
    // A folder's own time changes when a file in it is added, removed or renamed.
    consider(dir);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (!TEST_FILE.test(entry.name)) consider(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  for (const file of files) consider(path.join(root, file));
  return newest;
}

/**
 * Why the build under `root` must be made again, or null when it is up to date.
 * @param {string} root
 * @param {{ dirs?: string[], files?: string[], outputs?: string[] }} [inputs]
 * @returns {string | null}
 */
export function staleBuildReason(root, { outputs = OUTPUT_FILES, ...inputs } = {}) {
  let startedAt;
  try {
    startedAt = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')).startedAt;
  } catch {
    return 'there is no complete build yet';
  }
  if (typeof startedAt !== 'number') return 'there is no complete build yet';
  for (const output of outputs) {
    try {
      statSync(path.join(root, output));
    } catch {
      return `${output} is missing`;
    }
  }
  const newest = newestInput(root, inputs);
  return newest.mtimeMs > startedAt ? `${newest.file} changed since the last build` : null;
}

/**
 * Marks the build under `root` complete; `startedAt` is when it began (ms), so that a file saved
 * while it ran still counts as newer.
 * @param {string} root
 * @param {number} startedAt
 */
export function writeBuildStamp(root, startedAt) {
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ startedAt })}\n`);
}
