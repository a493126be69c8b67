import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test files that start the site's Vite dev server (startSiteTestServer). React Router's Vite plugin
 * regenerates .react-router/types on every dev-server start (delete, then write); two at once in
 * different workers delete each other's files, so these files run one at a time, beside the rest.
 */
const siteDevServerTests = [
  'site-server/src/**/site/*-pages.test.ts',
  'site-server/src/features/blog/blog.test.ts',
  'site-server/src/features/blog/blog-admin.test.ts',
  'site-server/src/features/links/links*.test.ts',
  'site-server/src/core/http/page-cache.test.ts',
  'site-server/src/hostile-input.test.ts',
  'site-server/src/migrations/terms-page.test.ts',
];

// Unit, integration and HTTP tests. Browser tests live in e2e/ and run under Playwright (scripts/e2e.mjs).
export default defineConfig({
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  test: {
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    // Native modules (better-sqlite3, argon2, sharp) are safest in child processes, not worker threads.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'site-server/**/*.test.ts',
            'shared/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'dist/**', 'e2e/**', ...siteDevServerTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'site-dev-server',
          include: siteDevServerTests,
          fileParallelism: false,
          // A file's first page compiles its modules in Vite's dev server: tens of seconds on a loaded machine.
          testTimeout: 60_000,
          provide: { siteDevServerProject: true },
        },
      },
    ],
  },
});
