import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingViews } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Records one view for this visitor in the current hour and bumps the listing's view_count only when
 * the row is new, in one statement: two requests racing in the same hour still count once.
 * Answers whether the view counted.
 */
export async function recordHourlyView(db: Db, listingId: string, visitorKey: string): Promise<boolean> {
  const result = await db.execute(sql`
    with inserted as (
      insert into listing_views (listing_id, visitor_key, hour_bucket)
      values (${listingId}, ${visitorKey}, date_trunc('hour', now()))
      on conflict do nothing
      returning listing_id
    )
    update listings set view_count = view_count + 1
    where id in (select listing_id from inserted)
    returning id`);
  return rowsOf(result).length > 0;
}

/** Rows older than the current hour only guard against double counting; past ones can go. */
export async function pruneViewsOlderThan(db: Db, hours: number): Promise<number> {
  const rows = await db
    .delete(listingViews)
    .where(lt(listingViews.hourBucket, sql`now() - make_interval(hours => ${hours})`))
    .returning({ id: listingViews.listingId });
  return rows.length;
}
