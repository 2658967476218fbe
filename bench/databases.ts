// Throw-away databases filled with benchmark listings, for `npm run bench`, bench/explain.ts and
// bench/profile.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { openPostgres } from '../src/server/db/client.js';
import { seedBenchListings } from './seed-data.js';

/** Migrates and seeds `count` listings, then closes the handle; says how long it took. */
export async function fill(handle: DatabaseHandle, count: number, log: (line: string) => void) {
  const started = Date.now();
  await handle.migrate();
  await seedBenchListings(handle.db, count);
  await handle.close();
  log(`  seeded ${count.toLocaleString()} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * A new PostgreSQL database next to `pgUrl`'s, filled with `count` listings, with a data directory for
 * the server's files; `admin` is a superuser connection for settings; `cleanup` drops both.
 */
export async function postgresBenchDatabase(
  pgUrl: string,
  count: number,
  log: (line: string) => void,
  prefix = 'rethread_bench',
) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-'));
  const cleanup = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await fill(openPostgres(url.toString()), count, log);
    // Flush the load's dirty pages now: otherwise the checkpointer writes them (2 GB at 1,000,000
    // listings) while the first scenarios are measured.
    await admin.unsafe('checkpoint');
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    name,
    url: url.toString(),
    admin,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup,
  };
}
