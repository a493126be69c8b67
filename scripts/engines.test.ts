/**
 * Issue 26, item 10: `npm ci` on the oldest Node the project supports prints no "unsupported engine"
 * warning. npm warns for every installed package whose `engines.node` the running Node does not
 * satisfy; package-lock.json records each package's engines, so the check needs no install.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/production-server.mjs';

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** The Node versions the project promises: the oldest of its range, and the one running the tests. */
const oldestSupported = semver.minVersion(manifest.engines.node)!.version;

/** Packages of the lock (path → its `engines.node`) that refuse `nodeVersion`. */
function refusing(nodeVersion: string): string[] {
  const refused: string[] = [];
  for (const [where, locked] of Object.entries(lock.packages)) {
    if (where === '') continue;
    // Very old packages wrote engines as an array of strings; npm ignores those.
    const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
    if (wanted && !semver.satisfies(nodeVersion, wanted, { includePrerelease: true }))
      refused.push(`${where.replace(/^.*node_modules\//, '')}@${locked.version} wants node ${wanted}`);
  }
  return refused;
}

describe('package-lock.json and the engines of package.json', () => {
  it('says which Node versions the project supports', () => {
    expect(semver.validRange(manifest.engines.node)).not.toBeNull();
    // The README's Quick start names the same oldest version.
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const [major, minor] = oldestSupported.split('.');
    expect(readme).toContain(`Node ≥ ${major}.${minor}`);
  });

  it(`holds no package that refuses the oldest supported Node (${oldestSupported})`, () => {
    expect(refusing(oldestSupported)).toEqual([]);
  });

  it('holds no package that refuses the Node running these tests', () => {
    if (!semver.satisfies(process.version, manifest.engines.node)) return;
    expect(refusing(process.version)).toEqual([]);
  });
});
