import fs, { mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { openPgliteAt } from './client.js';

const realFsync = fs.fsyncSync;
let dir: string | undefined;
afterEach(() => {
  fs.fsyncSync = realFsync;
  syncBuiltinESMExports();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it('flushes every acknowledged commit to disk with fsync before answering', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rethread-durable-'));
    const handle = await openPgliteAt(join(dir, 'pglite'));
    try {
      expect(rowsOf(await handle.db.execute(sql`show fsync`))).toEqual([{ fsync: 'on' }]);
      await handle.db.execute(sql`create table notes (body text)`);

      // Count the fsync system calls that reach Node (the real call still happens).
      let fsyncs = 0;
      fs.fsyncSync = (fd) => {
        fsyncs++;
        realFsync(fd);
      };
      syncBuiltinESMExports();
      for (let i = 0; i < 20; i++) {
        const before = fsyncs;
        await handle.db.execute(sql`insert into notes values (${`note ${i}`})`);
        expect(fsyncs, `commit ${i} was acknowledged without an fsync`).toBeGreaterThan(before);
      }
    } finally {
      await handle.close();
    }
  }, 90_000);
});
