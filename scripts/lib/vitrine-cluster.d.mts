import type { RunningServer } from './production-server.mjs';

export const DEMO_PASSWORD: string;

export function startVitrineCluster(options?: {
  processes?: number;
  port?: number;
  env?: Record<string, string>;
  echo?: boolean;
}): Promise<{
  url: string;
  databaseUrl: string;
  servers: RunningServer[];
  env: Record<string, string>;
  stop(): Promise<void>;
}>;
