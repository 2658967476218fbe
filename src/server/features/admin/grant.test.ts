import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteAt } from '../../db/client.js';
import { lockDataDir } from '../../db/data-dir-lock.js';
import { users } from '../../db/schema.js';
import { childEnv } from '../../test/server-process.js';
import { setAdminRole } from './grant.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'rethread-grant-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:grant -- …` as a person types it, on the embedded database in `dataDir`. */
async function grant(...args: string[]) {
  const env = childEnv({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/admin-grant.ts', ...args], {
      env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openPgliteAt>>['db']) => Promise<T>): Promise<T> {
  const handle = await openPgliteAt(join(dataDir, 'pglite'));
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run admin:grant', () => {
  it(
    'grants and revokes the role by e-mail, and says so; an unknown e-mail fails',
    { timeout: 120_000 },
    async () => {
      const unknown = await grant('nobody@example.com');
      expect(unknown).toEqual({
        code: 1,
        out: expect.stringContaining('No account has the e-mail nobody@example.com'),
      });
      expect((await grant()).code).toBe(2);

      await withDatabase((db) =>
        db.insert(users).values({ email: 'ops@example.com', handle: 'ops', display: 'Ops' }),
      );
      const granted = await grant('OPS@example.com');
      expect(granted).toEqual({
        code: 0,
        out: expect.stringContaining('ops@example.com (@ops) is now a Rethread operator'),
      });
      expect((await grant('ops@example.com')).out).toContain('already an operator');
      expect(
        await withDatabase(
          async (db) => (await db.select().from(users).where(eq(users.handle, 'ops')))[0]?.role,
        ),
      ).toBe('admin');
      const revoked = await grant('--revoke', 'ops@example.com');
      expect(revoked).toEqual({ code: 0, out: expect.stringContaining('is no longer an operator') });
      expect(
        await withDatabase(
          async (db) => (await db.select().from(users).where(eq(users.handle, 'ops')))[0]?.role,
        ),
      ).toBe('user');

      // While a server holds the embedded database, the command says to stop it and changes nothing.
      const unlock = await lockDataDir(join(dataDir, 'pglite'));
      try {
        const locked = await grant('ops@example.com');
        expect(locked).toEqual({ code: 1, out: expect.stringContaining('Stop the server first') });
      } finally {
        await unlock();
      }
    },
  );

  it('setAdminRole changes only the account named', async () => {
    await withDatabase(async (db) => {
      await db.insert(users).values([
        { email: 'a@example.com', handle: 'a_person', display: 'A' },
        { email: 'b@example.com', handle: 'b_person', display: 'B' },
      ]);
      expect(await setAdminRole(db, ' A@Example.com ', true)).toMatchObject({
        outcome: 'granted',
        handle: 'a_person',
      });
      const roles = await db.select({ handle: users.handle, role: users.role }).from(users);
      expect(roles.filter((r) => r.role === 'admin').map((r) => r.handle)).toEqual(['a_person']);
      expect(await setAdminRole(db, 'b@example.com', false)).toMatchObject({ outcome: 'notAdmin' });
    });
  });
});
