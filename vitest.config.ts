import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit, integration and HTTP tests. Browser tests live in e2e/ and run under Playwright (scripts/e2e.mjs).
export default defineConfig({
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  test: {
    include: [
      'site-server/**/*.test.ts',
      'shared/**/*.test.ts',
      'electron/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    // Native modules (better-sqlite3, argon2, sharp) are safest in child processes, not worker threads.
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
