// What making the embedded database's commits durable costs, and proof that they are.
// Two PGlite set-ups on a data directory on this machine's disk: "durable" (openPgliteAt, what Rethread
// runs: fsync on, each commit's WAL flushed with fsync(2)) and "as before" (PGlite's defaults: fsync
// off, no system call reaches the disk). For each: the time of a one-row write transaction
// (p50/p95 over WRITES commits), and — when strace is installed — how many fsync-family system calls
// 20 acknowledged writes make (a run with 20 writes minus a run with none, so opening and closing the
// database do not count). See docs/decisions/010-embedded-durability.md.
// Runs alone (`node --import tsx bench/durability.ts`) or from bench/run.ts (as its own process), which
// copies the lines after `RESULT` into bench/results.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openPgliteAt } from '../src/server/db/client.js';
import type { Db } from '../src/server/db/client.js';

const WRITES = 200;
const TRACED_WRITES = 20;
type Mode = 'durable' | 'as before';

/** A database handle in `dir` as Rethread opens it, or with PGlite's own defaults. */
async function open(mode: Mode, dir: string): Promise<{ db: Db; close(): Promise<void> }> {
  if (mode === 'durable') return openPgliteAt(dir);
  const client = new PGlite({ dataDir: dir });
  return { db: drizzle(client) as unknown as Db, close: () => client.close() };
}

async function writes(mode: Mode, count: number): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rethread-durability-'));
  const handle = await open(mode, join(dir, 'pglite'));
  try {
    await handle.db.execute(sql`create table if not exists notes (id serial primary key, body text)`);
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await handle.db.execute(sql`insert into notes (body) values (${`note ${i}`})`);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** fsync-family system calls of a child process doing `count` writes, or undefined without strace. */
function tracedSyncCalls(mode: Mode, count: number): number | undefined {
  const out = join(mkdtempSync(join(tmpdir(), 'rethread-strace-')), 'trace');
  const run = spawnSync(
    'strace',
    [
      '-f',
      '-qq',
      '-e',
      'trace=fsync,fdatasync,sync_file_range,msync',
      '-o',
      out,
      process.execPath,
      '--import',
      'tsx',
      new URL(import.meta.url).pathname,
      '--child',
      mode,
      String(count),
    ],
    { encoding: 'utf8' },
  );
  if (run.error || run.status !== 0) return undefined;
  return readFileSync(out, 'utf8')
    .split('\n')
    .filter((line) => /\b(fsync|fdatasync|sync_file_range|msync)\(/.test(line)).length;
}

async function main() {
  const [flag, mode, count] = process.argv.slice(2);
  if (flag === '--child') {
    await writes(mode as Mode, Number(count));
    return;
  }
  const lines: string[] = [];
  for (const m of ['as before', 'durable'] as const) {
    const times = await writes(m, WRITES);
    const traced = tracedSyncCalls(m, TRACED_WRITES);
    const base = tracedSyncCalls(m, 0);
    const calls =
      traced === undefined || base === undefined
        ? 'fsync calls not counted (strace is not installed)'
        : `${traced - base} fsync calls for ${TRACED_WRITES} acknowledged writes`;
    lines.push(
      `PGlite ${m}: one-row commit p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms ` +
        `(${WRITES} commits, ${Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length))} commits/s one at a time); ${calls}`,
    );
  }
  console.log('RESULT');
  for (const line of lines) console.log(line);
}

await main();
