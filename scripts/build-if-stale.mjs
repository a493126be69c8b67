// First half of `npm start`: builds (scripts/build.mjs) only when dist/ is missing or older than its
// sources, so a restart on an unchanged tree goes straight to the server.
import { spawnSync } from 'node:child_process';
import { staleBuildReason } from './lib/build-freshness.mjs';
import { REPO_ROOT } from './lib/production-server.mjs';

const reason = staleBuildReason(REPO_ROOT);
if (reason) {
  console.log(`Building first: ${reason}.`);
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  process.exit(status ?? 1);
}
