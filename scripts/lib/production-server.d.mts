export const REPO_ROOT: string;
export const SERVER_ENTRY: string;
export const SERVER_NODE_FLAGS: string[];
/** The shell's settings a hermetic server never inherits. */
export const INHERITED_SETTINGS_DROPPED: string[];
export const DEMO_ADMIN: { email: string; password: string };

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  pid: number | undefined;
  /** The last lines the server printed (stdout and stderr). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data dir (unless it was passed in). Safe to call twice. */
  stop(): Promise<void>;
}

export function startProductionServer(options?: {
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  echo?: boolean;
  /** An existing data dir (kept when the server stops) instead of a fresh temporary one. */
  dataDir?: string;
  /** A given port instead of a free one. */
  port?: number;
}): Promise<RunningServer>;
