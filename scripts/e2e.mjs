// `npm run test:e2e`: the Playwright tests in e2e/ against the production build (`npm run build` first).
// Extra arguments go to Playwright: `npm run test:e2e -- -g "language switch"`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { runCommand } from './lib/run.mjs';
import { REPO_ROOT, SERVER_ENTRY } from './lib/production-server.mjs';

/**
 * @param {{ jsonReport?: string, extraArgs?: string[] }} [options]
 *   jsonReport: also write Playwright's JSON report there (scripts/test.mjs reads the counts from it).
 * @returns {Promise<number>} Playwright's exit code.
 */
export async function runE2e({ jsonReport, extraArgs = [] } = {}) {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`e2e: ${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing; run "npm run build" first.`);
    return 1;
  }
  try {
    console.log(`e2e: Chromium at ${ensureChromium()}`);
  } catch (error) {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
  const env = { ...process.env };
  if (jsonReport) {
    args.push('--reporter=list,json');
    env.PLAYWRIGHT_JSON_OUTPUT_FILE = jsonReport;
  }
  return runCommand('npx', [...args, ...extraArgs], { env, cwd: REPO_ROOT });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await runE2e({ extraArgs: process.argv.slice(2) }));
}
