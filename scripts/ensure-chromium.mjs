// Finds the system Chromium for Playwright (its own browser download does not work on our machines),
// installing Debian's `chromium` package when it is missing and we are root.
// Usage: `node scripts/ensure-chromium.mjs` prints the path; `ensureChromium()` returns it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`);
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium was not found at ${DEFAULT_PATH}. Install it with \`sudo ${INSTALL_COMMAND}\`, ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  // stdout goes to stderr so that callers reading our stdout (the path) are not disturbed.
  process.stderr.write(`ensure-chromium: ${DEFAULT_PATH} is missing; running: ${INSTALL_COMMAND}\n`);
  const install = spawnSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 15 * 60_000,
  });
  if (install.status !== 0 || !existsSync(DEFAULT_PATH)) {
    throw new Error(
      `Installing Chromium failed (\`${INSTALL_COMMAND}\` exited with ${install.status ?? install.signal}); ` +
        'install it by hand or set CHROMIUM_PATH.',
    );
  }
  return DEFAULT_PATH;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
