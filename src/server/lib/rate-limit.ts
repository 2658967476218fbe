import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';

/**
 * A fixed-window counter kept in the database, so every app instance shares the same limit.
 * Counts the attempt and throws 429 once the window's budget is spent.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = 'Too many attempts. Please wait a few minutes and try again.',
): Promise<void> {
  const rows = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  const row = rowsOf<{ count: number; retry_after: number }>(rows)[0];
  if (row && Number(row.count) > limit) {
    const minutes = Math.max(1, Math.ceil(Number(row.retry_after) / 60));
    throw tooManyRequests(
      message.replace('a few minutes', minutes === 1 ? 'a minute' : `${minutes} minutes`),
    );
  }
}

/** `db.execute` answers `{ rows }` on PGlite and an array on postgres-js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
