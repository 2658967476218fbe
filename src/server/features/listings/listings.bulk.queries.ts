import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings } from '../../db/schema.js';

/**
 * A seller's bulk edit. Every statement takes the transaction that locked the listings first
 * (lockListingsForBulk), so none of them can meet a row another transaction changed meanwhile.
 */

/**
 * Locks the listings in id order until the transaction ends: two bulk edits on overlapping listings
 * take their locks in the same order, so one waits for the other instead of deadlocking; a single
 * edit or a checkout locks one listing first too (listings.sale.service's lock order).
 */
export async function lockListingsForBulk(tx: Db, ids: readonly string[]) {
  return tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      priceCents: listings.priceCents,
      isActive: listings.isActive,
      isSold: listings.isSold,
      hiddenReason: listings.hiddenReason,
      needsPhotos: listings.needsPhotos,
      needsCategory: listings.needsCategory,
      relistedAs: listings.relistedAs,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]))
    .orderBy(asc(listings.id))
    .for('update');
}
export type BulkListingRow = Awaited<ReturnType<typeof lockListingsForBulk>>[number];

/** New prices, one statement for all of them. */
export async function setPrices(tx: Db, prices: ReadonlyArray<{ id: string; priceCents: number }>) {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((p) => sql`(${p.id}::uuid, ${p.priceCents}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update listings set price_cents = v.price_cents, updated_at = now()
    from (values ${values}) as v(id, price_cents) where listings.id = v.id`);
}

export async function setActive(tx: Db, ids: readonly string[], isActive: boolean) {
  await tx
    .update(listings)
    .set({ isActive, updatedAt: sql`now()` })
    .where(inArray(listings.id, [...ids]));
}

/**
 * Relists: each old listing gets a fresh copy with the id given (new created date, so it is new in the
 * feeds; same photos and fields; no views, likes or comments), and is retired pointing at it. The
 * import keys move to the copy, so re-importing the item links the listing for sale, and the
 * one-listing-per-imported-item rule holds.
 */
export async function relistCopies(tx: Db, copies: ReadonlyArray<{ oldId: string; newId: string }>) {
  if (copies.length === 0) return;
  const oldIds = copies.map((c) => c.oldId);
  const old = await tx.select().from(listings).where(inArray(listings.id, oldIds));
  const byId = new Map(old.map((row) => [row.id, row]));
  await tx
    .update(listings)
    .set({ originalUrl: null, sourceListingKey: null, isActive: false, updatedAt: sql`now()` })
    .where(inArray(listings.id, oldIds));
  await tx.insert(listings).values(
    copies.map(({ oldId, newId }) => {
      const row = byId.get(oldId)!;
      return {
        id: newId,
        sellerId: row.sellerId,
        title: row.title,
        description: row.description,
        priceCents: row.priceCents,
        imageUrl: row.imageUrl,
        images: row.images,
        category: row.category,
        gender: row.gender,
        size: row.size,
        sizeAsWritten: row.sizeAsWritten,
        color: row.color,
        type: row.type,
        condition: row.condition,
        brand: row.brand,
        styleTags: row.styleTags,
        originalUrl: row.originalUrl,
        sourcePlatform: row.sourcePlatform,
        sourceListingKey: row.sourceListingKey,
        parcelSize: row.parcelSize,
        shippingPayer: row.shippingPayer,
        isActive: true,
      };
    }),
  );
  const pairs = sql.join(
    copies.map((c) => sql`(${c.oldId}::uuid, ${c.newId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`update listings set relisted_as = v.new_id
    from (values ${pairs}) as v(old_id, new_id) where listings.id = v.old_id`);
}
