import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsDir } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { durablePgliteOptions } from './durable-nodefs.js';
import * as schema from './schema.js';

/** One type for both drivers: features never know whether they run on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cross-instance notifications: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

// Runs migrations one instance at a time when several app servers boot against one database.
const MIGRATION_LOCK_ID = 727_001;

/**
 * PGlite in memory, for tests: nothing on disk, so nothing to lock. `loadDataDir` starts it from a
 * data directory dumped by `dumpDataDir` (tests copy a migrated template instead of migrating).
 */
export function openPglite(options: { loadDataDir?: Blob } = {}): DatabaseHandle {
  const client = new PGlite({
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  return pgliteHandle(client, async () => {});
}

/** PGlite on disk in `dataDir`: locked to this process and durable on commit. */
export async function openPgliteAt(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  return pgliteHandle(new PGlite({ ...durablePgliteOptions(dataDir), extensions: { pg_trgm } }), unlock);
}

function pgliteHandle(client: PGlite, unlock: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await client.reserve();
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(db as never, { migrationsFolder: migrationsDir });
      } finally {
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        lockClient.release();
      }
    },
    listen: async (channel, onMessage) => {
      const sub = await client.listen(channel, onMessage);
      return () => sub.unlisten();
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPgliteAt(join(config.dataDir, 'pglite'));
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
