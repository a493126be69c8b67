// Test counts from the vitest and Playwright JSON reports, and the one summary line CI reads.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number }} TestCounts */

export const NO_TESTS = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

/** @returns {TestCounts | null} null when the report is missing or unreadable (the run crashed). */
export function readVitestCounts(file) {
  const report = readJson(file);
  if (!report || typeof report.numTotalTests !== 'number') return null;
  // A file that fails to load has no test results of its own: count it as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** @returns {TestCounts | null} */
export function readPlaywrightCounts(file) {
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  // Errors outside tests (config, global setup, a fixture that cannot start) fail the run without a test.
  const runErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected + (stats.unexpected === 0 ? runErrors : 0),
    skipped: stats.skipped ?? 0,
  };
}

/** @param {TestCounts[]} parts */
export function addCounts(...parts) {
  return parts.reduce(
    (sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }),
    { ...NO_TESTS },
  );
}

/** "12 passed, 0 failed" or "12 passed, 1 failed, 2 skipped". */
export function formatSummary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
