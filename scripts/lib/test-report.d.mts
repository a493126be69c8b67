export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export const NO_TESTS: Readonly<TestCounts>;
export function readVitestCounts(file: string): TestCounts | null;
export function readPlaywrightCounts(file: string): TestCounts | null;
export function addCounts(...parts: TestCounts[]): TestCounts;
export function formatSummary(counts: TestCounts): string;
