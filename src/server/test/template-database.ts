import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openPglite, openPostgres } from '../db/client.js';
import { migrationsDir, projectRoot } from '../paths.js';

/**
 * A test database starts as a copy of one migrated template instead of running every migration again:
 * a fresh PGlite pays for initdb and thirty-odd migrations (3-5 s of CPU), a copy of the migrated data
 * directory starts in about half a second. The template is still built by the real migrations.
 */

/** What the template depends on: the migrations (SQL and journal) and the PGlite build that wrote it. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's exports hide its package.json, which sits above the entry point's dist/ folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pkg.version);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of files(migrationsDir).sort())
    hash.update(file.slice(migrationsDir.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Kept across runs next to Vite's own cache, so a second `npm test` (or one file) skips the migrations. */
const cacheDir = join(projectRoot, 'node_modules/.cache/rethread-test');

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite data directory as a tarball: read from the cache when the migrations are
 * unchanged, else migrated now and written there (atomically: two workers may race to write it).
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(cacheDir, `pglite-${templateKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const handle = openPglite();
      await handle.migrate();
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('none');
      await handle.close();
      mkdirSync(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
      renameSync(partial, file);
      // Templates of earlier migrations are 40 MB each and never read again.
      for (const old of readdirSync(cacheDir)) {
        if (old.startsWith('pglite-') && old.endsWith('.tar') && join(cacheDir, old) !== file) {
          rmSync(join(cacheDir, old), { force: true });
        }
      }
      return tarball;
    }
  })();
  return template;
}

/** The environment variable through which the global setup names the PostgreSQL template to the workers. */
export const POSTGRES_TEMPLATE_ENV = 'RETHREAD_TEST_TEMPLATE_DATABASE';

/**
 * A migrated database on the PostgreSQL server for this run only (its name is random, so runs that
 * share a server never use each other's), that `create database … template` copies for each test file.
 * Nobody may connect to it, as PostgreSQL refuses to copy a database somebody is connected to.
 */
export async function createPostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `rethread_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Two connections: migrate() holds one for its advisory lock while the migrations run on the other.
  const handle = openPostgres(url.toString(), { max: 2 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  await admin.unsafe(`alter database "${name}" with is_template true allow_connections false`);
  return {
    name,
    drop: async () => {
      await admin.unsafe(`alter database "${name}" with is_template false`);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
