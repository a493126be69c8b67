// Bundles the server (and its command-line tools) with esbuild into dist/: one file each,
// dependencies left as imports from node_modules. TypeScript decorators compile as in tsx/vitest.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    'server-main': 'site-server/src/server.ts',
    // The backup's copy and check run in a worker thread (core/db/backup-in-worker.ts finds it here).
    'backup-worker': 'site-server/src/core/db/backup-worker.ts',
    'cli/backup': 'site-server/src/cli/backup.ts',
    'cli/restore': 'site-server/src/cli/restore.ts',
    'cli/admin-password': 'site-server/src/cli/admin-password.ts',
    'cli/files-move-to-s3': 'site-server/src/cli/files-move-to-s3.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  // Bundled ESM has no require(); a few dependencies still call it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The entry sets NODE_ENV before anything loads React: its development build renders at half speed,
// and ES module imports are evaluated before the importing module's own code.
writeFileSync(
  'dist/server.js',
  "// Vitrine server: production unless told otherwise.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./server-main.js');\n",
);
console.log('server bundled to dist/server.js');
