export const REPO_ROOT: string;
export const SERVER_ENTRY: string;
export const DEMO_ADMIN: { email: string; password: string };

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  pid: number | undefined;
  /** The last lines the server printed (stdout and stderr). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data dir. Safe to call twice. */
  stop(): Promise<void>;
}

export function startProductionServer(options?: {
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  echo?: boolean;
}): Promise<RunningServer>;
