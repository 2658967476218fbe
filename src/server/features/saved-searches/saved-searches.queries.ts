import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedSearchQuery } from '#shared/saved-searches.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { savedSearches } from '../../db/schema.js';

/** How many listing ids a saved search keeps for its daily e-mail (newest last). */
export const DIGEST_IDS_CAP = 50;

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  emailDigest: savedSearches.emailDigest,
  createdAt: savedSearches.createdAt,
};
export type SavedSearchRow = { [K in keyof typeof columns]: (typeof savedSearches.$inferSelect)[K] };

export function listOf(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Locks the person's row, so two saves at once count their saved searches one after the other. */
export async function lockOwner(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function countOf(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Inserts the saved search; undefined when the person already saved the same search (the unique
 * index on their canonical query). `checked_until` starts now: only listings created later alert.
 */
export async function insertSavedSearch(
  tx: Db,
  values: { userId: string; name: string; query: SavedSearchQuery; queryKey: string; emailDigest: boolean },
): Promise<SavedSearchRow | undefined> {
  const [row] = await tx
    .insert(savedSearches)
    .values({ ...values, checkedUntil: sql`now()` })
    .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.queryKey] })
    .returning(columns);
  return row;
}

/**
 * Switches the person's own saved search's e-mail; undefined when it is not theirs or not there.
 * Switching it on after it was off drops the listings gathered meanwhile (the alerts keep gathering
 * them), so the first e-mail names only matches from the time it is on.
 */
export async function setEmailDigest(
  db: Db,
  userId: string,
  id: string,
  emailDigest: boolean,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      emailDigest,
      digestListingIds: emailDigest
        ? sql`case when ${savedSearches.emailDigest} then ${savedSearches.digestListingIds} else '{}'::text[] end`
        : sql`${savedSearches.digestListingIds}`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(columns);
  return row;
}

/** Deletes the person's own saved search; false when it is not theirs or not there. */
export async function deleteOwn(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}

export type AlertCandidate = {
  id: string;
  userId: string;
  name: string;
  query: SavedSearchQuery;
  /** As PostgreSQL spells it: text keeps the microseconds the conditional update compares. */
  checkedUntil: string;
};

/** The next `limit` saved searches after `after`, in id order: one batch of the alert job. */
export async function nextAlertBatch(db: Db, after: string | null, limit: number): Promise<AlertCandidate[]> {
  const rows = rowsOf<{
    id: string;
    user_id: string;
    name: string;
    query: SavedSearchQuery;
    checked: string;
  }>(
    await db.execute(sql`
      select id, user_id, name, query, checked_until::text as checked
        from saved_searches
       ${after ? sql`where id > ${after}::uuid` : sql``}
       order by id
       limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    query: typeof r.query === 'string' ? (JSON.parse(r.query) as SavedSearchQuery) : r.query,
    checkedUntil: r.checked,
  }));
}

/** Of these listings, those created after the watermark (exactly, in microseconds), oldest first. */
export async function createdAfter(db: Db, ids: string[], checkedUntil: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from listings
       where id = any(${`{${ids.join(',')}}`}::uuid[]) and created_at > ${checkedUntil}::timestamptz
       order by created_at, id`),
  );
  return rows.map((r) => r.id);
}

/**
 * Moves the search's watermark to the newest of these listings and keeps their ids for the digest
 * (the last DIGEST_IDS_CAP) — only while the watermark is still the one this run read. Of two runs at
 * once, the second waits for the first's row, then finds it moved and answers false: one notice.
 */
export async function advanceWatermark(
  tx: Db,
  id: string,
  readCheckedUntil: string,
  listingIds: string[],
): Promise<boolean> {
  const ids = `{${listingIds.join(',')}}`;
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update saved_searches s
         set checked_until = greatest(s.checked_until,
               (select max(l.created_at) from listings l where l.id = any(${ids}::uuid[]))),
             digest_listing_ids = (
               select coalesce(array_agg(x order by n), '{}'::text[]) from (
                 select x, n from unnest(s.digest_listing_ids || ${ids}::text[]) with ordinality as u(x, n)
                  order by n desc limit ${DIGEST_IDS_CAP}) kept)
       where s.id = ${id} and s.checked_until = ${readCheckedUntil}::timestamptz
       returning s.id`),
  );
  return rows.length === 1;
}

/** The listing ids a saved search keeps for its daily e-mail, oldest first. */
export async function digestIdsOf(db: Db, id: string): Promise<string[]> {
  const [row] = await db
    .select({ ids: savedSearches.digestListingIds })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row?.ids ?? [];
}
