import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { startServerProcess } from '../test/server-process.js';
import { openPglite } from './client.js';

const dirs: string[] = [];
afterEach(() => {
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

describe('one process per embedded data directory', () => {
  it('refuses a second handle on the same directory until the first is closed', async () => {
    const dir = join(tempDir(), 'pglite');
    const first = openPglite(dir);
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('from the first')`);

    expect(() => openPglite(dir)).toThrow(refusal(dir, process.pid));
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));

    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const second = openPglite(dir);
    const rows = rowsOf<{ body: string }>(await second.db.execute(sql`select body from notes`));
    expect(rows).toEqual([{ body: 'from the first' }]);
    await second.close();
  });

  it('takes over the lock of a process that died without closing', async () => {
    const dir = join(tempDir(), 'pglite');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    writeFileSync(`${dir}.lock`, `${deadPid}\n`);

    const handle = openPglite(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await handle.db.execute(sql`select 1`);
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('a second server on the same DATA_DIR exits 1 with the reason, and the first keeps serving', async () => {
    const dataDir = tempDir();
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const first = await startServerProcess({ ...env, PORT: '3112' });
    try {
      const second = await startServerProcess({ ...env, PORT: '3102' }).then(
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
