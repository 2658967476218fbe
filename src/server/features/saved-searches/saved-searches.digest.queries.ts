import { sql } from 'drizzle-orm';
import type { EmailPayload } from '#shared/notifications.js';
import type { SavedSearchQuery } from '#shared/saved-searches.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { wakeWorkersOnCommit } from '../../lib/jobs/job-rows.js';

/**
 * The daily e-mail of saved searches' new listings: who is due, taking their searches' waiting ids
 * (atomically, so a person is e-mailed once), the listings still for sale, and the outbox row.
 */

/** A search is due when it wants the e-mail, has listings waiting and had no e-mail in `gapSeconds`. */
const due = (now: Date, gapSeconds: number) => sql`
  email_digest and cardinality(digest_listing_ids) > 0
  and (last_digest_at is null or last_digest_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${gapSeconds}))`;

/** The next `limit` people (in id order, after `after`) with a due search. */
export async function nextDueUsers(
  db: Db,
  after: string | null,
  limit: number,
  now: Date,
  gapSeconds: number,
): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select distinct user_id from saved_searches
       where ${due(now, gapSeconds)} ${after ? sql`and user_id > ${after}::uuid` : sql``}
       order by user_id limit ${limit}`),
  );
  return rows.map((r) => r.user_id);
}

export type TakenSearch = { id: string; name: string; query: SavedSearchQuery; listingIds: string[] };

/**
 * Takes the person's due searches: their waiting ids are cleared and the e-mail's time set, in the
 * caller's transaction. Of two runs at once, the second waits for the first's rows, then finds them no
 * longer due and takes nothing: the person gets one e-mail.
 */
export async function takeDueSearches(
  tx: Db,
  userId: string,
  now: Date,
  gapSeconds: number,
): Promise<TakenSearch[]> {
  const rows = rowsOf<{ id: string; name: string; query: SavedSearchQuery | string; ids: string[] }>(
    await tx.execute(sql`
      update saved_searches s set digest_listing_ids = '{}', last_digest_at = ${now.toISOString()}::timestamptz
        from (select id, digest_listing_ids as ids from saved_searches
               where user_id = ${userId} and ${due(now, gapSeconds)} for update) taken
       where s.id = taken.id and s.email_digest and cardinality(s.digest_listing_ids) > 0
       returning s.id, s.name, s.query, taken.ids`),
  );
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      query: typeof r.query === 'string' ? (JSON.parse(r.query) as SavedSearchQuery) : r.query,
      listingIds: r.ids,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type DigestListing = { id: string; title: string; priceCents: number };

/** Of these listings, those still for sale (a sold or withdrawn one is not worth an e-mail). */
export async function listingsForSale(db: Db, ids: string[]): Promise<Map<string, DigestListing>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; title: string; price_cents: number }>(
    await db.execute(sql`
      select id, title, price_cents from listings
       where id = any(${`{${ids.join(',')}}`}::uuid[]) and is_active and not is_sold`),
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, priceCents: Number(r.price_cents) }]));
}

/**
 * Queues the e-mail in the outbox (the notification e-mails' delivery sends it), unless the person
 * unsubscribed from saved-search e-mails (an explicit off for the type; the type's default is off only
 * so that each alert is not e-mailed — the daily digest is the e-mail). Answers whether it was queued.
 */
export async function queueDigestEmail(tx: Db, userId: string, payload: EmailPayload): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into email_outbox (to_address, subject, user_id, notification_type, payload)
      select u.email, ${payload.title}, u.id, 'saved_search_match', ${JSON.stringify(payload)}::jsonb
        from users u left join notification_preferences p on p.user_id = u.id
       where u.id = ${userId} and coalesce((p.email ->> 'saved_search_match')::boolean, true)
      returning id`),
  );
  if (rows.length) await wakeWorkersOnCommit(tx, 'email');
  return rows.length === 1;
}
