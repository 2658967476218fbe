import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export type SourceToCheck = { id: string; sellerId: string; originalUrl: string; title: string };

/**
 * Claims the imported listings still for sale whose source was last checked before `checkedBefore`
 * (never checked first, then the oldest) — at most one per host, and at most `limit` — stamping them
 * checked at `now`. One per host per run is the politeness: the scheduler runs the sweep once a minute
 * across every instance, so a site is asked at most once a minute and no run ever waits. Two instances
 * may pick the same rows; the second's update waits for the first's row locks, then finds them stamped
 * (the condition is checked again on the locked row) and skips them, so each is claimed once.
 */
export async function claimSourcesToCheck(
  db: Db,
  now: Date,
  checkedBefore: Date,
  limit: number,
): Promise<SourceToCheck[]> {
  const due = sql`(l.source_checked_at is null or l.source_checked_at < ${checkedBefore.toISOString()}::timestamptz)`;
  const result = await db.execute(sql`
    update listings l set source_checked_at = ${now.toISOString()}::timestamptz
    where l.id in (
      select id from (
        select distinct on (lower(substring(l.original_url from '^[a-z]+://(?:www\.)?([^/:?#]+)'))) l.id,
          l.source_checked_at, lower(substring(l.original_url from '^[a-z]+://(?:www\.)?([^/:?#]+)')) as host
        from listings l
        where l.original_url is not null and not l.is_sold and ${due}
        order by host, l.source_checked_at asc nulls first, l.id
      ) first_per_host
      order by source_checked_at asc nulls first, id
      limit ${limit}
    ) and not l.is_sold and ${due}
    returning l.id, l.seller_id as "sellerId", l.original_url as "originalUrl", l.title`);
  return rowsOf<SourceToCheck>(result);
}
