import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, offerItems, offers } from '../../db/schema.js';

/** The items of offers on a bundle (offer_items): every step of a bundle thread names the same set. */

export async function insertOfferItems(db: Db, offerId: string, listingIds: readonly string[]) {
  await db
    .insert(offerItems)
    .values(listingIds.map((listingId, position) => ({ offerId, listingId, position })));
}

/** A bundle offer's listing ids, in the buyer's order; empty for an offer on one listing. */
export async function offerItemIds(db: Db, offerId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: offerItems.listingId })
    .from(offerItems)
    .where(eq(offerItems.offerId, offerId))
    .orderBy(asc(offerItems.position));
  return rows.map((r) => r.listingId);
}

/** The items of these offers with their listings, as the offer replies show them, in order. */
export async function offerItemsOf(db: Db, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: offerItems.offerId,
      id: listings.id,
      title: listings.title,
      imageUrl: listings.imageUrl,
      priceCents: listings.priceCents,
      isSold: listings.isSold,
      isActive: listings.isActive,
      parcelSize: listings.parcelSize,
      shippingPayer: listings.shippingPayer,
    })
    .from(offerItems)
    .innerJoin(listings, eq(listings.id, offerItems.listingId))
    .where(inArray(offerItems.offerId, [...offerIds]))
    .orderBy(asc(offerItems.offerId), asc(offerItems.position));
}
export type OfferItemRow = Awaited<ReturnType<typeof offerItemsOf>>[number];

/**
 * The buyer's pending step on a bundle of exactly these items (the same set, in any order), locked:
 * as many items, none outside the set (offer_items' key rules out repeats).
 */
export async function lockPendingBundleStepOf(db: Db, buyerId: string, listingIds: readonly string[]) {
  const ids = sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.status, 'pending'),
        eq(offers.itemCount, listingIds.length),
        sql`not exists (select 1 from offer_items oi where oi.offer_id = ${offers.id}
          and oi.listing_id not in (${ids}))`,
      ),
    )
    .for('update')
    .limit(1);
  return row;
}
