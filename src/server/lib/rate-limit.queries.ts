import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** Counts one event under `key` in its fixed window (a window that has ended starts again at 1). */
export async function countInWindow(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number }> {
  const rows = await db.execute(sql`
    insert into rate_limits (key, window_start, count, window_seconds) values (${key}, now(), 1, ${windowSeconds})
    on conflict (key) do update set
      window_seconds = excluded.window_seconds,
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = rowsOf<{ count: number; retry_after: number }>(rows)[0];
  return { count: Number(row?.count ?? 0), retryAfter: Number(row?.retry_after ?? 0) };
}

/** The window's count and how many seconds ago it started, without counting anything. */
export async function findWindow(
  db: Db,
  key: string,
): Promise<{ count: number; ageSeconds: number } | undefined> {
  const rows = await db.execute(sql`
    select count, extract(epoch from (now() - window_start))::float8 as age from rate_limits where key = ${key}`);
  const row = rowsOf<{ count: number; age: number }>(rows)[0];
  return row ? { count: Number(row.count), ageSeconds: Number(row.age) } : undefined;
}

export async function stampWindow(db: Db, key: string, keepSeconds: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, window_start, count, window_seconds) values (${key}, now(), 1, ${keepSeconds})
    on conflict (key) do update set
      window_start = now(), count = rate_limits.count + 1, window_seconds = excluded.window_seconds`);
}

/** Deletes every row whose window has ended; answers how many. */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const rows = await db.execute(sql`
    delete from rate_limits where window_start <= now() - make_interval(secs => window_seconds)
    returning 1 as gone`);
  return rowsOf(rows).length;
}

export async function deleteWindow(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
