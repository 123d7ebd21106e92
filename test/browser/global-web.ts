/** Builds the web client before the browser tests when web/dist is missing or stale. */
import { spawnSync } from 'node:child_process';

export default function setup() {
  const run = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the web client does not build (node scripts/build-web.mjs)');
}
