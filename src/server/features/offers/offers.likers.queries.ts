import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { favorites, listings, offers } from '../../db/schema.js';

/** The seller's one price to a listing's likers: who they are, the daily claim, the offers. */

/** How many people other than its seller like a listing. */
export async function countLikers(db: Db, listingId: string, sellerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(eq(favorites.listingId, listingId), ne(favorites.userId, sellerId)));
  return row?.n ?? 0;
}

/**
 * Claims the listing's once-a-day offer to its likers: of two sends within 24 hours, or at
 * once, exactly one UPDATE matches.
 */
export async function claimLikersOffer(db: Db, listingId: string) {
  const rows = await db
    .update(listings)
    .set({ likersOfferAt: sql`now()` })
    .where(
      and(
        eq(listings.id, listingId),
        or(isNull(listings.likersOfferAt), lt(listings.likersOfferAt, sql`now() - interval '24 hours'`)),
      ),
    )
    .returning({ id: listings.id });
  return rows.length === 1;
}

/**
 * One pending seller step at `offerCents` for every liker of the listing (never its seller) who has no
 * pending step on it yet, each its own thread; one statement, in the caller's transaction, which holds
 * the listing's lock, so no liker's own offer lands in between.
 */
export async function insertLikersOffers(
  db: Db,
  listing: { id: string; sellerId: string },
  offerCents: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    insert into ${offers} (listing_id, buyer_id, seller_id, offer_cents, made_by, to_likers, expires_at)
    select f.listing_id, f.user_id, ${listing.sellerId}, ${offerCents}, 'seller', true, now() + interval '48 hours'
    from ${favorites} f
    where f.listing_id = ${listing.id} and f.user_id <> ${listing.sellerId}
      and not exists (
        select 1 from ${offers} o
        where o.listing_id = f.listing_id and o.buyer_id = f.user_id and o.status = 'pending'
          and o.item_count = 1
      )
    returning id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
