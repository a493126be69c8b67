import type { LoadResult } from './types';

export interface ScenarioResult {
  scenario: { name: string; description: string; method: string; path: string };
  bare: LoadResult;
  vitrine: LoadResult;
  checkError?: string;
}

export function ratio(vitrine: LoadResult, bare: LoadResult | undefined): string;
export function formatTable(results: ScenarioResult[]): string;
export function renderMarkdown(run: {
  date: Date;
  cores: number;
  cpuModel: string;
  platform: string;
  nodeVersion: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  dataset: string | null;
  results: ScenarioResult[];
}): string;
