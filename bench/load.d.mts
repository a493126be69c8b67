import type { LoadResult } from './types';

export function runLoad(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  expectedStatus?: number;
}): Promise<LoadResult>;
