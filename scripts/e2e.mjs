// `npm run test:e2e`: build the app, then run the journeys in tests/e2e with Debian's Chromium.
// Extra arguments go to Vitest (CI adds a JSON reporter). SKIP_BUILD=1 reuses an existing build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. Install Debian's: apt-get install -y chromium`);
  process.exit(1);
}
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
