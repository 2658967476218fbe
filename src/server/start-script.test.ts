import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';
import { childEnv, freePort } from './test/server-process.js';

// `npm start` (scripts/start.mjs) runs the built server as a child process; stopping either must
// stop both. These tests run the real script on the real bundle, on a port of their own.
let PORT = '';

beforeAll(async () => {
  PORT = await freePort();
  // The server bundle from the current sources; dist/ is shared, so build under the same lock as
  // every other build on this machine when flock is there.
  const build = [process.execPath, join(projectRoot, 'scripts/build-server.mjs')];
  const lock = join(tmpdir(), 'rethread-build.lock');
  try {
    execFileSync('flock', [lock, ...build], { cwd: projectRoot, stdio: 'pipe' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    execFileSync(build[0] ?? '', build.slice(1), { cwd: projectRoot, stdio: 'pipe' });
  }
}, 120_000);

// One data directory for every test: each stops the server cleanly, so the next reopens it (and
// skips creating a database).
const dataDir = mkdtempSync(join(tmpdir(), 'rethread-start-'));
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Whether a process runs (a zombie nobody has reaped yet has stopped running). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function portRefuses(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** The pid the embedded database's lock owner says it has, when asked on its socket. */
async function lockOwnerPid(lockFile: string): Promise<number> {
  const socket = connect(lockFile);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  await once(socket, 'end');
  return Number.parseInt(text, 10);
}

/** Starts `command` on the test's DATA_DIR; resolves once the server listens, with the server's pid. */
async function launch(command: string, args: string[]) {
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: childEnv({ PORT, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Every process in the tree writes to these pipes: they end when the last of them has exited.
  const allGone = Promise.all([once(child.stdout!, 'end'), once(child.stderr!, 'end')]);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('Rethread is running at') && resolve());
    void exited.then((code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
  // The embedded database's lock is a socket the server listens on; it answers a caller its pid.
  const lockFile = join(dataDir, 'pglite.lock');
  const serverPid = await lockOwnerPid(lockFile);
  expect(serverPid).not.toBe(child.pid);
  expect(running(serverPid)).toBe(true);
  return { child, serverPid, lockFile, exited, allGone, output: () => output };
}

async function expectStoppedCleanly(run: Awaited<ReturnType<typeof launch>>) {
  await run.allGone;
  expect(running(run.serverPid)).toBe(false);
  expect(await portRefuses(PORT)).toBe(true);
  expect(run.output()).toContain('stopped: requests answered, database closed');
  // Removed by the database's close, so it was closed, not abandoned.
  expect(existsSync(run.lockFile)).toBe(false);
}

const startScript = [process.execPath, [join(projectRoot, 'scripts/start.mjs'), '--no-build']] as const;

describe('stopping `npm start`', () => {
  it('SIGTERM to scripts/start.mjs stops the server, and the script exits with its status', async () => {
    const run = await launch(startScript[0], [...startScript[1]]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expectStoppedCleanly(run);
  }, 60_000);

  it('SIGINT (Ctrl-C) to scripts/start.mjs stops the server', async () => {
    const run = await launch(startScript[0], [...startScript[1]]);
    run.child.kill('SIGINT');
    expect(await run.exited, run.output()).toBe(0);
    await expectStoppedCleanly(run);
  }, 60_000);

  it('the server stops by itself when scripts/start.mjs is killed outright', async () => {
    const run = await launch(startScript[0], [...startScript[1]]);
    run.child.kill('SIGKILL');
    await expectStoppedCleanly(run);
  }, 60_000);

  it('SIGTERM to npm stops the server', async () => {
    const run = await launch('npm', ['start', '--silent', '--', '--no-build']);
    run.child.kill('SIGTERM');
    await expectStoppedCleanly(run);
  }, 60_000);
});
