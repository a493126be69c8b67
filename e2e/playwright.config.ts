import { defineConfig } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

// Browser tests against the production build (`npm run build` first); run them with `npm run test:e2e`.
// Each worker starts its own server on a fresh data dir (see fixtures.ts).
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: '../test-results/e2e',
  // Two cores: one server and one browser per worker, two workers at most.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Tests wait for states, never for time; these are only the bounds of those waits. They are wide
  // because the machines are shared: a busy 2-core machine answers late, and a state it reaches late
  // must not read as a failure (a passing test never waits for them).
  timeout: 120_000,
  globalTimeout: 25 * 60_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // Playwright's own browser download does not work on our machines: use the system Chromium.
    launchOptions: {
      executablePath: ensureChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
