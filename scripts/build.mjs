// `npm run build`: the server bundle, the public site and the back office into dist/, their text
// assets pre-compressed, then dist/build-stamp.json (what `npm start` reads to skip an up-to-date
// build: scripts/lib/build-freshness.mjs). Vite lists no file sizes (--logLevel warn); warnings and
// errors still show.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { writeBuildStamp } from './lib/build-freshness.mjs';
import { REPO_ROOT } from './lib/production-server.mjs';
import { formatDuration } from './lib/run.mjs';

const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

const STEPS = [
  { title: 'server', command: process.execPath, args: ['scripts/build-server.mjs'] },
  { title: 'public site', command: bin('react-router'), args: ['build', '--logLevel', 'warn'] },
  {
    title: 'back office',
    command: bin('vite'),
    args: ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'],
  },
  { title: 'compressed assets', command: process.execPath, args: ['scripts/compress-assets.mjs'] },
];

/**
 * Lines that need no action from us. React Router 7.18 starts Vite servers of its own with the
 * deprecated `envFile: false` (in @react-router/dev, not in our configuration), once per config read.
 */
const NO_ACTION = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

/** Runs one step, passing its output on but the lines in NO_ACTION; resolves its exit code. */
function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // .bin entries are .cmd files on Windows.
      shell: process.platform === 'win32' && command !== process.execPath,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        // eslint-disable-next-line no-control-regex
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
        if (!NO_ACTION.some((pattern) => pattern.test(plain))) out.write(`${line}\n`);
      });
    }
    child.once('error', (error) => {
      process.stderr.write(`build: could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const startedAt = Date.now();
for (const step of STEPS) {
  const stepStart = Date.now();
  const code = await run(step);
  if (code !== 0) {
    console.error(`build: the ${step.title} failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(`build: ${step.title} in ${formatDuration((Date.now() - stepStart) / 1000)}`);
}
writeBuildStamp(REPO_ROOT, startedAt);
console.log(`build: done in ${formatDuration((Date.now() - startedAt) / 1000)}`);
