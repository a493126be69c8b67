import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, waitForHealthy } from '../scripts/lib/net.mjs';
import { cpuMsOf } from './cpu-per-request.mjs';
import { datasets } from './datasets.mjs';
import { runLoad } from './load.mjs';
import { formatTable, ratio, renderMarkdown } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import type { LoadResult } from './types';

const figures = (requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 7,
  requests: requestsPerSecond * 10,
  errors: 0,
  timeouts: 0,
  unexpectedStatus: 0,
  statusCounts: { '200': requestsPerSecond * 10 },
  ...extra,
});

describe('the scenario and dataset registries', () => {
  test('name each scenario once, with a path on our own server and an expected status', () => {
    const names = scenarios.map((scenario) => scenario.name);
    expect(names).toEqual(expect.arrayContaining(['home', 'healthz']));
    expect(new Set(names).size).toBe(names.length);
    for (const scenario of scenarios) {
      expect(scenario.path.startsWith('/')).toBe(true);
      expect(scenario.expectedStatus).toBeGreaterThanOrEqual(200);
    }
    for (const [name, dataset] of Object.entries(datasets)) {
      expect(typeof dataset.generate, name).toBe('function');
    }
  });
});

describe('the report', () => {
  const results = [
    {
      scenario: { name: 'home', description: 'home page', method: 'GET', path: '/' },
      bare: figures(20_000),
      vitrine: figures(5_000, { unexpectedStatus: 3 }),
    },
  ];

  test('gives Vitrine’s throughput as a share of the bare server’s', () => {
    expect(ratio(figures(5_000), figures(20_000))).toBe('25 %');
    expect(ratio(figures(150), figures(20_000))).toBe('0.8 %');
    expect(ratio(figures(5_000), figures(0))).toBe('n/a');
  });

  test('prints both servers per scenario and names the problems', () => {
    const table = formatTable(results);
    expect(table).toMatch(/home\s+bare node:http\s+20000/);
    expect(table).toMatch(/Vitrine\s+5000\s+1\.0\s+7\.0\s+3 unexpected status\s+25 %/);
  });

  test('writes the machine, the settings and one table row per scenario', () => {
    const markdown = renderMarkdown({
      date: new Date('2026-01-02T03:04:05.678Z'),
      cores: 2,
      cpuModel: 'Test CPU',
      platform: 'Linux x64',
      nodeVersion: 'v20.20.0',
      connections: 50,
      durationSeconds: 10,
      warmupSeconds: 2,
      dataset: null,
      results,
    });
    expect(markdown).toContain('- Date: 2026-01-02T03:04:05Z');
    expect(markdown).toContain('- Machine: 2 cores (Test CPU), Linux x64');
    expect(markdown).toContain('- Node: v20.20.0');
    expect(markdown).toContain(
      '| home: home page | `GET /` | 5000 | 20000 | 25 % | 1.0 / 7.0 | 1.0 / 7.0 | 3 unexpected status |',
    );
  });
});

describe('runLoad against the bare server', () => {
  let bare: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    bare = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    url = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${url}/`, { timeoutMs: 10_000 });
  });

  afterAll(() => {
    bare?.kill('SIGTERM');
  });

  test('measures throughput and latency within its time bound', async () => {
    const started = Date.now();
    const result = await runLoad({ url: `${url}/`, connections: 4, durationSeconds: 1, expectedStatus: 200 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.requests).toBeGreaterThan(50);
    expect(result.requestsPerSecond).toBeGreaterThan(50);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result.errors).toBe(0);
    expect(result.unexpectedStatus).toBe(0);
  });

  test('counts every answer with another status than the expected one', async () => {
    const result = await runLoad({
      url: `${url}/r/abc`,
      connections: 2,
      durationSeconds: 1,
      expectedStatus: 302,
    });
    expect(result.statusCounts['200']).toBeGreaterThan(0);
    expect(result.unexpectedStatus).toBe(result.statusCounts['200']);
  });
});

describe('runLoad with a request that varies', () => {
  test('sends each request to the path perRequest gives (a never-cached scenario’s fresh URL)', async () => {
    const paths: string[] = [];
    const server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      let next = 0;
      const { port } = server.address() as AddressInfo;
      const result = await runLoad({
        url: `http://127.0.0.1:${port}/shop`,
        connections: 2,
        durationSeconds: 1,
        expectedStatus: 200,
        perRequest: () => ({ path: `/shop?search=w${next++}` }),
      });
      expect(result.requests).toBeGreaterThan(10);
      expect(paths.every((path) => /^\/shop\?search=w\d+$/.test(path))).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the server CPU a request costs', () => {
  test.runIf(process.platform === 'linux')('grows with the CPU a process spends, in ms', () => {
    // Busy until Node's own account says 300 ms of CPU were spent (wall time varies on a shared machine).
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const before = cpuMsOf(process.pid)!;
    const start = cpuMs();
    while (cpuMs() - start < 300) Math.sqrt(Math.random());
    const spent = cpuMsOf(process.pid)! - before;
    const counted = cpuMs() - start;
    // /proc counts in ticks of 10 ms.
    expect(spent).toBeGreaterThanOrEqual(counted - 30);
    expect(spent).toBeLessThanOrEqual(counted + 30);
    expect(cpuMsOf(undefined)).toBeNull();
  });
});
