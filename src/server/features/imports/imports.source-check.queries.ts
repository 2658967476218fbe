import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export type SourceToCheck = { id: string; sellerId: string; originalUrl: string; title: string };

/**
 * Claims up to `limit` imported listings still for sale whose source was last checked before
 * `checkedBefore` (never checked first, then the oldest), stamping them checked at `now`. SKIP LOCKED
 * and the stamp make two instances claim different listings, and a claimed one waits a full interval.
 */
export async function claimSourcesToCheck(
  db: Db,
  now: Date,
  checkedBefore: Date,
  limit: number,
): Promise<SourceToCheck[]> {
  const result = await db.execute(sql`
    update listings l set source_checked_at = ${now.toISOString()}::timestamptz
    where l.id in (
      select c.id from listings c
      where c.original_url is not null and not c.is_sold
        and (c.source_checked_at is null or c.source_checked_at < ${checkedBefore.toISOString()}::timestamptz)
      order by c.source_checked_at asc nulls first, c.id
      limit ${limit}
      for update skip locked
    )
    returning l.id, l.seller_id as "sellerId", l.original_url as "originalUrl", l.title`);
  return rowsOf<SourceToCheck>(result);
}
