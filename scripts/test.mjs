// `npm test`: type check, lint, vitest, production build, Playwright — in that order, stopping at the
// first failure with its exit code. The last line is always "N passed, N failed[, N skipped]" (CI reads it).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runE2e } from './e2e.mjs';
import { ensureXmllint } from './ensure-xmllint.mjs';
import { REPO_ROOT } from './lib/production-server.mjs';
import { formatDuration, runCommand } from './lib/run.mjs';
import {
  addCounts,
  formatSummary,
  NO_TESTS,
  readPlaywrightCounts,
  readVitestCounts,
} from './lib/test-report.mjs';

const reportDir = path.join(REPO_ROOT, '.cache', 'test-reports');
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/**
 * xmllint for the sitemap's schema checks, installed like Chromium when missing (as root): the
 * environment for vitest, with XMLLINT_PATH set. Where it cannot be installed, the checks skip with a
 * warning, except on CI (CI set), where that is a failure: CI never passes without them.
 */
function schemaToolsEnv() {
  try {
    const xmllint = ensureXmllint();
    console.log(`test: xmllint at ${xmllint}`);
    return { ...process.env, XMLLINT_PATH: xmllint };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (process.env.CI) {
      console.error(`test: ${message}`);
      return null;
    }
    console.warn(`test: WARNING, the XML schema checks will be skipped: ${message}`);
    return process.env;
  }
}

const steps = [
  { title: 'Type check', shown: 'npm run typecheck', run: () => runCommand('npm', ['run', 'typecheck']) },
  { title: 'Lint', shown: 'npm run lint', run: () => runCommand('npm', ['run', 'lint']) },
  {
    title: 'Unit, integration and HTTP tests',
    shown: 'npx vitest run',
    run: () => {
      const env = schemaToolsEnv();
      if (!env) return 1;
      return runCommand(
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
        { env },
      );
    },
    counts: () => readVitestCounts(vitestReport),
  },
  { title: 'Production build', shown: 'npm run build', run: () => runCommand('npm', ['run', 'build']) },
  {
    title: 'End-to-end tests against the production build',
    shown: 'npx playwright test -c e2e/playwright.config.ts',
    run: () => runE2e({ jsonReport: playwrightReport }),
    counts: () => readPlaywrightCounts(playwrightReport),
  },
];

const startedAt = Date.now();
const timings = [];
let total = { ...NO_TESTS };
let exitCode = 0;
let failedStep = null;

for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title} — ${step.shown}`);
  const stepStart = Date.now();
  const code = await step.run();
  const seconds = (Date.now() - stepStart) / 1000;
  timings.push({ title: step.title, seconds, code });

  if (step.counts) {
    const counts = step.counts();
    // No report means the runner itself broke before counting: that is one failure.
    total = addCounts(total, counts ?? { ...NO_TESTS, failed: code === 0 ? 0 : 1 });
    if (counts && code !== 0 && counts.failed === 0) total = addCounts(total, { ...NO_TESTS, failed: 1 });
  } else if (code !== 0) {
    total = addCounts(total, { ...NO_TESTS, failed: 1 });
  }
  console.log(
    `━━━ ${step.title}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${formatDuration(seconds)}`,
  );
  if (code !== 0) {
    exitCode = code;
    failedStep = step.title;
    break;
  }
}

console.log('\nTimings:');
for (const { title, seconds, code } of timings) {
  console.log(`  ${title.padEnd(48)} ${formatDuration(seconds).padStart(10)}${code === 0 ? '' : '  FAILED'}`);
}
console.log(`  ${'Total'.padEnd(48)} ${formatDuration((Date.now() - startedAt) / 1000).padStart(10)}`);
if (failedStep) console.log(`\nStopped at "${failedStep}" (exit ${exitCode}).`);
console.log(formatSummary(total));
process.exit(exitCode);
