import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { addCounts, formatSummary, readPlaywrightCounts, readVitestCounts } from './test-report.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-report-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeReport(name: string, report: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('formatSummary', () => {
  test('prints the exact line CI reads, with skipped only when there are some', () => {
    expect(formatSummary({ passed: 12, failed: 0, skipped: 0 })).toBe('12 passed, 0 failed');
    expect(formatSummary({ passed: 3, failed: 1, skipped: 2 })).toBe('3 passed, 1 failed, 2 skipped');
  });

  test('adds the counts of several runners', () => {
    expect(addCounts({ passed: 2, failed: 1, skipped: 0 }, { passed: 5, failed: 0, skipped: 1 })).toEqual({
      passed: 7,
      failed: 1,
      skipped: 1,
    });
  });
});

describe('readVitestCounts', () => {
  test('reads passed, failed and skipped tests, and counts a file that failed to load as one failure', () => {
    const file = writeReport('vitest.json', {
      numTotalTests: 9,
      numPassedTests: 6,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
        { status: 'failed', assertionResults: [] },
      ],
    });
    expect(readVitestCounts(file)).toEqual({ passed: 6, failed: 2, skipped: 2 });
  });

  test('answers null when the report is missing or broken', () => {
    expect(readVitestCounts(path.join(dir, 'missing.json'))).toBeNull();
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"numTotalTests": ');
    expect(readVitestCounts(broken)).toBeNull();
  });
});

describe('readPlaywrightCounts', () => {
  test('counts flaky tests as passed and unexpected ones as failed', () => {
    const file = writeReport('playwright.json', {
      stats: { expected: 8, unexpected: 1, flaky: 1, skipped: 1 },
      errors: [],
    });
    expect(readPlaywrightCounts(file)).toEqual({ passed: 9, failed: 1, skipped: 1 });
  });

  test('counts errors outside tests (a fixture or the config broke) as failures', () => {
    const file = writeReport('playwright-errors.json', {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Vitrine did not start' }],
    });
    expect(readPlaywrightCounts(file)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
