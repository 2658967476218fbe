import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { openPgliteAt } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rethread-lock-'));
  dirs.push(dir);
  return dir;
}

const refusal = (dir: string, pid: number) =>
  `Another Rethread process (pid ${pid}) is using the embedded database in ${dir}; ` +
  'stop it first or use another DATA_DIR.';

/** A lock socket left behind by a process killed with SIGKILL: the file stays, nobody listens. */
async function lockOfKilledProcess(dir: string): Promise<void> {
  const script =
    `require('node:net').createServer().listen(${JSON.stringify(`${dir}.lock`)}, ` +
    `() => process.stdout.write('ready'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  child.kill('SIGKILL');
  await once(child, 'exit');
}

describe('one process per embedded data directory', () => {
  it('refuses a second handle on the same directory until the first is closed', async () => {
    const dir = join(tempDir(), 'pglite');
    const first = await openPgliteAt(dir);
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('from the first')`);

    await expect(openPgliteAt(dir)).rejects.toThrow(refusal(dir, process.pid));
    expect(statSync(`${dir}.lock`).isSocket()).toBe(true);

    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const second = await openPgliteAt(dir);
    const rows = rowsOf<{ body: string }>(await second.db.execute(sql`select body from notes`));
    expect(rows).toEqual([{ body: 'from the first' }]);
    await second.close();
  });

  it('takes over the lock of a process killed without closing it', async () => {
    const dir = join(tempDir(), 'pglite');
    await lockOfKilledProcess(dir);
    expect(statSync(`${dir}.lock`).isSocket()).toBe(true);

    const handle = await openPgliteAt(dir);
    await handle.db.execute(sql`select 1`);
    await expect(lockDataDir(dir)).rejects.toThrow(refusal(dir, process.pid));
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is not fooled by a recorded process id that a live, unrelated process holds', async () => {
    // An older version's lock: a plain file with a pid, here of processes that are certainly alive.
    for (const pid of [1, process.pid]) {
      const dir = join(tempDir(), 'pglite');
      writeFileSync(`${dir}.lock`, `${pid}\n`);
      const unlock = await lockDataDir(dir);
      expect(statSync(`${dir}.lock`).isSocket()).toBe(true);
      await unlock();
    }
  });

  it('works where the lock path is too long for a unix socket', async () => {
    const dir = join(tempDir(), 'a-data-directory-with-a-rather-long-name'.repeat(3), 'pglite');
    mkdirSync(dir, { recursive: true });
    expect(Buffer.byteLength(`${dir}.lock`)).toBeGreaterThan(108);
    const unlock = await lockDataDir(dir);
    expect(statSync(`${dir}.lock`).isSocket()).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(refusal(dir, process.pid));
    await unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('a second server on the same DATA_DIR exits 1 with the reason, and the first keeps serving', async () => {
    const dataDir = tempDir();
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const first = await startServerProcess({ ...env, PORT: await freePort() });
    try {
      const second = await startServerProcess({ ...env, PORT: await freePort() }).then(
        (server) => (server.child.kill('SIGKILL'), 'started'),
        (err: Error) => err.message,
      );
      expect(second).toContain('server exited (1) before listening');
      expect(second).toContain(refusal(join(dataDir, 'pglite'), first.child.pid ?? 0));
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});

// Each server runs as pid 1 of its own pid namespace, as in a container.
const asPidOne = ['unshare', '--pid', '--fork', '--kill-child'];
const canUnshare = spawnSync(asPidOne[0] ?? '', [...asPidOne.slice(1), 'true']).status === 0;

/** The server's own process (pid 1 inside), seen from here: the child of `unshare`. */
function serverPid(server: ServerProcess): number {
  const launcher = server.child.pid ?? 0;
  return Number(readFileSync(`/proc/${launcher}/task/${launcher}/children`, 'utf8').trim().split(' ')[0]);
}

describe.skipIf(!canUnshare)('an embedded server that is always pid 1', () => {
  it('starts again after kill -9, and a second live one is still refused', async () => {
    const dataDir = tempDir();
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const lock = join(dataDir, 'pglite.lock');
    const start = (port: string) => startServerProcess({ ...env, PORT: port }, undefined, asPidOne);

    const port = await freePort();
    const crashed = await start(port);
    cleanups.push(() => crashed.child.kill('SIGKILL'));
    process.kill(serverPid(crashed), 'SIGKILL');
    await crashed.exited;
    expect(statSync(lock).isSocket()).toBe(true);

    const restarted = await start(port);
    cleanups.push(() => restarted.child.kill('SIGKILL'));
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);

    const second = await start(await freePort()).then(
      (server) => (server.child.kill('SIGKILL'), 'started'),
      (err: Error) => err.message,
    );
    expect(second).toContain(refusal(join(dataDir, 'pglite'), 1));
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);

    process.kill(serverPid(restarted), 'SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, 240_000);
});
