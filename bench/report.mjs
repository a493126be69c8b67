// The bench's console table and docs/benchmarks.md.

/** @param {number} value */
const round = (value) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));

/** Vitrine's throughput as a share of the bare server's, e.g. "41 %". */
export function ratio(vitrine, bare) {
  if (!bare || bare.requestsPerSecond <= 0) return 'n/a';
  const percent = (vitrine.requestsPerSecond / bare.requestsPerSecond) * 100;
  return `${percent >= 10 ? Math.round(percent) : percent.toFixed(1)} %`;
}

const problems = (result) => {
  const parts = [];
  if (result.errors > 0) parts.push(`${result.errors} errors`);
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts`);
  if (result.unexpectedStatus > 0) parts.push(`${result.unexpectedStatus} unexpected status`);
  return parts.length > 0 ? parts.join(', ') : 'none';
};

/**
 * @typedef {{ scenario: { name: string, description: string, method: string, path: string },
 *   bare: import('./types').LoadResult, vitrine: import('./types').LoadResult, checkError?: string }} ScenarioResult
 */

/** @param {ScenarioResult[]} results */
export function formatTable(results) {
  const header = ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'problems', 'vs bare'];
  const rows = results.flatMap(({ scenario, bare, vitrine, checkError }) => [
    [
      scenario.name,
      'bare node:http',
      round(bare.requestsPerSecond),
      round(bare.p50Ms),
      round(bare.p99Ms),
      problems(bare),
      '',
    ],
    [
      '',
      'Vitrine',
      round(vitrine.requestsPerSecond),
      round(vitrine.p50Ms),
      round(vitrine.p99Ms),
      checkError ? `${problems(vitrine)}; check failed: ${checkError}` : problems(vitrine),
      ratio(vitrine, bare),
    ],
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * @param {{ date: Date, cores: number, cpuModel: string, platform: string, nodeVersion: string,
 *   connections: number, durationSeconds: number, warmupSeconds: number, dataset: string | null,
 *   results: ScenarioResult[] }} run
 */
export function renderMarkdown(run) {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see docs/testing.md). Each scenario is loaded with',
    '[autocannon](https://github.com/mcollina/autocannon) on 127.0.0.1, first against a bare `node:http`',
    'hello-world server and then against the production build of Vitrine (fresh data dir, demo data), in the',
    'same run and with the same settings. The machines are shared and noisy: read the ratio to the bare',
    'server, not the absolute figures.',
    '',
    `- Date: ${run.date.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${run.cores} cores (${run.cpuModel}), ${run.platform}`,
    `- Node: ${run.nodeVersion}`,
    `- Load: ${run.connections} connections, ${run.durationSeconds} s per run after a ${run.warmupSeconds} s warm-up`,
    `- Dataset: ${run.dataset ?? 'demo data only'}`,
    '',
    '| Scenario | Request | Vitrine req/s | Bare req/s | Vitrine / bare | Vitrine p50 / p99 (ms) | Bare p50 / p99 (ms) | Problems |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...run.results.map(({ scenario, bare, vitrine, checkError }) => {
      const cells = [
        `${scenario.name}: ${scenario.description}${scenario.connections && scenario.connections !== run.connections ? ` (${scenario.connections} connections)` : ''}`,
        `\`${scenario.method} ${scenario.path}\``,
        round(vitrine.requestsPerSecond),
        round(bare.requestsPerSecond),
        ratio(vitrine, bare),
        `${round(vitrine.p50Ms)} / ${round(vitrine.p99Ms)}`,
        `${round(bare.p50Ms)} / ${round(bare.p99Ms)}`,
        checkError ? `${problems(vitrine)}; check failed: ${checkError}` : problems(vitrine),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
