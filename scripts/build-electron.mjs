// Bundles the desktop shell: electron/main.ts and electron/preload.ts → dist/electron/{main,preload}.cjs.
// CommonJS, because Electron loads a sandboxed preload only as a single CommonJS script.
// `electron` is provided by Electron itself; better-sqlite3 is a native module loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['electron'],
  define: { __VITRINE_VERSION__: JSON.stringify(version) },
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['electron/main.ts'],
    outfile: 'dist/electron/main.cjs',
    platform: 'node',
    // Electron 45 runs Node 22.
    target: 'node22',
    external: [...common.external, 'better-sqlite3'],
  }),
  build({
    ...common,
    entryPoints: ['electron/preload.ts'],
    outfile: 'dist/electron/preload.cjs',
    // A sandboxed preload has no Node: only `electron`'s renderer modules may be required.
    platform: 'browser',
    target: 'chrome140',
  }),
]);

console.log(`Desktop shell ${version} built to dist/electron/`);
