export function freePort(host?: string): Promise<number>;
export function waitForHealthy(
  url: string,
  options?: { timeoutMs?: number; stillRunning?: () => boolean },
): Promise<void>;
