export function startRoundRobinProxy(options: {
  targets: string[];
  port?: number;
  host?: string;
}): Promise<{ url: string; port: number; close(): Promise<void> }>;
