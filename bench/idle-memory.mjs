// Idle resident memory of the production build (issue 28, item 4): RSS 3 s after start, after five
// pages once, and `--settle` seconds later. `--restart` measures a second start on the data dir the
// first one seeded, as the desktop app starts every day.
//
//   npm run build && node bench/idle-memory.mjs [--restart] [--settle 35]
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProductionServer } from '../scripts/lib/production-server.mjs';

const { values: options } = parseArgs({
  options: { restart: { type: 'boolean', default: false }, settle: { type: 'string', default: '35' } },
});
const PAGES = ['/', '/shop', '/blog', '/aboutus', '/contactus'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) =>
  Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-idle-'));
try {
  let server = await startProductionServer({ dataDir });
  if (options.restart) {
    await server.stop();
    server = await startProductionServer({ dataDir, port: server.port });
  }
  try {
    await sleep(3_000);
    const atStart = rssMb(server.pid);
    for (const page of PAGES) await (await fetch(`${server.url}${page}`)).text();
    await sleep(2_000);
    const afterPages = rssMb(server.pid);
    await sleep(Number(options.settle) * 1000);
    console.log(
      `idle RSS (${options.restart ? 'started again on its data' : 'first start, demo seeded'}): ` +
        `${atStart} MB after start, ${afterPages} MB after ${PAGES.length} pages, ` +
        `${rssMb(server.pid)} MB ${options.settle} s later`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
