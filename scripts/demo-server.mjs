// The production build with the demo data on a throw-away DATA_DIR, as `npm start` serves it: what the
// page measurements (scripts/lighthouse.mjs, bench/first-paint-to-live.ts) load in a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Node's own fetch (Node ≥ 18); the lint setup only declares a few globals for scripts.
const { fetch } = globalThis;
const root = new URL('..', import.meta.url).pathname;

/**
 * Starts dist/server/main.js in production mode with demo data on `port`; answers its base URL and a
 * `stop` that ends it and removes its data. Seeding the demo listings (photos included) comes before
 * listen: it waits a few minutes at most.
 */
export async function startDemoServer({ port, logLevel = 'warn' }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-demo-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const flags = JSON.parse(readFileSync(join(root, 'scripts/server-node-flags.json'), 'utf8'));
  const serverEnv = JSON.parse(readFileSync(join(root, 'scripts/server-env.json'), 'utf8'));
  const child = spawn(process.execPath, [...flags, join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...serverEnv,
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: 'demo-server-secret-demo-server-secret-0123',
      SEED_DEMO: 'true',
      RUN_WORKER: 'false',
      LOG_LEVEL: logLevel,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, stop };
    await sleep(200);
  }
  await stop();
  throw new Error('the server did not start (is there a build? npm run build)');
}
