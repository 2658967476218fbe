import { and, asc, eq, sql } from 'drizzle-orm';
import type { BundleTier } from '#shared/bundles.js';
import { awayUntilNow } from '../../db/away.js';
import type { Db } from '../../db/client.js';
import { bagItems, listings, users } from '../../db/schema.js';

/** One bag row with its listing as it is now and the listing's seller. */
export async function bagRowsOf(db: Db, userId: string) {
  return db
    .select({
      listingId: bagItems.listingId,
      priceCentsWhenAdded: bagItems.priceCentsWhenAdded,
      addedAt: bagItems.addedAt,
      title: listings.title,
      imageUrl: listings.imageUrl,
      size: listings.size,
      sizeAsWritten: listings.sizeAsWritten,
      priceCents: listings.priceCents,
      parcelSize: listings.parcelSize,
      shippingPayer: listings.shippingPayer,
      isActive: listings.isActive,
      isSold: listings.isSold,
      hiddenReason: listings.hiddenReason,
      seller: { id: users.id, handle: users.handle, display: users.display },
      sellerTiers: users.bundleTiers,
    })
    .from(bagItems)
    .innerJoin(listings, eq(listings.id, bagItems.listingId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(bagItems.userId, userId))
    .orderBy(asc(bagItems.addedAt), asc(bagItems.listingId));
}
export type BagRow = Awaited<ReturnType<typeof bagRowsOf>>[number];

/** What decides whether a listing may go in a bag. */
export async function listingForBag(db: Db, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      priceCents: listings.priceCents,
      isActive: listings.isActive,
      isSold: listings.isSold,
      seller: { id: users.id, handle: users.handle, display: users.display, awayUntil: awayUntilNow() },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
}

/** Locks the buyer's row, so two adds at once count the seller's items one after the other. */
export async function lockBuyer(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function isInBag(db: Db, userId: string, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bagItems)
    .where(and(eq(bagItems.userId, userId), eq(bagItems.listingId, listingId)))
    .limit(1);
  return Boolean(row);
}

/** How many items from this seller the buyer's bag holds, sold or not. */
export async function countFromSeller(db: Db, userId: string, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bagItems)
    .innerJoin(listings, eq(listings.id, bagItems.listingId))
    .where(and(eq(bagItems.userId, userId), eq(listings.sellerId, sellerId)));
  return Number(row?.n ?? 0);
}

/** Inserts the item; false when it was already there. */
export async function insertBagItem(
  tx: Db,
  values: { userId: string; listingId: string; priceCentsWhenAdded: number },
): Promise<boolean> {
  const rows = await tx
    .insert(bagItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ listingId: bagItems.listingId });
  return rows.length === 1;
}

export async function deleteBagItem(db: Db, userId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .delete(bagItems)
    .where(and(eq(bagItems.userId, userId), eq(bagItems.listingId, listingId)))
    .returning({ listingId: bagItems.listingId });
  return rows.length === 1;
}

export async function bundleTiersOf(db: Db, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ tiers: users.bundleTiers })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.tiers ?? [];
}

export async function setBundleTiers(db: Db, userId: string, tiers: BundleTier[]): Promise<void> {
  await db.update(users).set({ bundleTiers: tiers }).where(eq(users.id, userId));
}
