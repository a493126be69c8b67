// Shapes of the bench registries (scenarios.mjs, datasets.mjs), for editors and `@type` comments.

export interface BenchServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  admin: { email: string; password: string };
}

export interface RequestOverride {
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request sent to Vitrine (a visitor's cookie, a new search word), on top of the fixed request. */
  perRequest?: () => { path?: string; headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
}

export interface Scenario {
  name: string;
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  expectedStatus: number;
  /** Connections for this scenario when --connections is not given (default 50). */
  connections?: number;
  setup?(server: BenchServer): Promise<RequestOverride | void>;
  check?(server: BenchServer, result: LoadResult): Promise<void>;
}

export interface Dataset {
  description: string;
  generate(server: BenchServer): Promise<void>;
}
