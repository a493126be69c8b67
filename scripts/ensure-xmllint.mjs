// Finds xmllint (libxml2-utils) for the tests that validate XML against a schema (the sitemap),
// installing Debian's package when it is missing and we are root, as ensure-chromium.mjs does for Chromium.
// Usage: `node scripts/ensure-xmllint.mjs` prints the path; `ensureXmllint()` returns it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEFAULT_PATH = '/usr/bin/xmllint';
const INSTALL_COMMAND =
  'apt-get install -y libxml2-utils || (apt-get update && apt-get install -y libxml2-utils)';

export function ensureXmllint() {
  const configured = process.env.XMLLINT_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`XMLLINT_PATH is set to ${configured}, but there is no file there.`);
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `xmllint was not found at ${DEFAULT_PATH}. Install it with \`sudo apt-get install -y libxml2-utils\`, ` +
        'or set XMLLINT_PATH.',
    );
  }
  process.stderr.write(`ensure-xmllint: ${DEFAULT_PATH} is missing; running: ${INSTALL_COMMAND}\n`);
  const install = spawnSync('sh', ['-c', INSTALL_COMMAND], {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 10 * 60_000,
  });
  if (install.status !== 0 || !existsSync(DEFAULT_PATH)) {
    throw new Error(
      `Installing xmllint failed (\`${INSTALL_COMMAND}\` exited with ${install.status ?? install.signal}); ` +
        'install libxml2-utils by hand or set XMLLINT_PATH.',
    );
  }
  return DEFAULT_PATH;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureXmllint());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
