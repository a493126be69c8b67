import type { LoadResult, RequestOverride } from './types';

export function runLoad(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  expectedStatus?: number;
  perRequest?: RequestOverride['perRequest'];
}): Promise<LoadResult>;
