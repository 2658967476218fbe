// Starting the built server for a benchmark, the way `npm start` and the README's production command
// start it (same node flags and environment), and reading its memory from /proc (Linux).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import serverEnv from '../scripts/server-env.json' with { type: 'json' };
import serverNodeFlags from '../scripts/server-node-flags.json' with { type: 'json' };

export const root = new URL('..', import.meta.url).pathname;

export type BuiltServer = Awaited<ReturnType<typeof startBuiltServer>>;

/** Starts dist/server/main.js on `port` with `env` (its database) and waits until /api/health answers. */
export async function startBuiltServer(port: number, env: Record<string, string>, extraFlags: string[] = []) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const flags = [...serverNodeFlags, ...extraFlags];
  const child = spawn(process.execPath, [...flags, join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...serverEnv,
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      // Production refuses to start without the site's public address.
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      // A benchmark stops the server with requests of its last run still in flight: their 503s are expected.
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  const status = (field: 'VmHWM' | 'VmRSS') => {
    const text = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) / 1024;
  };
  // Linux: writing 5 to clear_refs resets VmHWM to the current RSS, so a peak measured after it is
  // the work's own (not the sign-ups' password hashing, nor an earlier round's).
  const resetPeak = () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  /** Sends SIGTERM; the promise settles when the server has exited. */
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid!,
    peakRssMb: () => status('VmHWM'),
    rssMb: () => status('VmRSS'),
    resetPeak,
    stop,
  };
}

/** Starts bench/naive-server.ts (the comparison) on `port` over the PostgreSQL at `databaseUrl`. */
export async function startNaiveServer(port: number, databaseUrl: string) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/naive-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { baseUrl, pid: child.pid!, stop };
}

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl} did not start`);
}

/** Whether a PostgreSQL answers at `url` (the benchmarks then run on it too). */
export async function pgReachable(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  const ok = await probe`select 1`.then(
    () => true,
    () => false,
  );
  // An open client would keep the benchmark from ever exiting.
  await probe.end();
  return ok;
}

/**
 * Runs a benchmark script in its own process and returns the lines it prints after `RESULT`,
 * or `failed` lines with its stderr.
 */
export function resultLines(script: string, name: string): string[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
  });
  if (run.status !== 0) return [`${name}: failed`, run.stderr];
  return run.stdout
    .split(/^RESULT$/m)
    .pop()!
    .trim()
    .split('\n');
}
