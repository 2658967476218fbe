import { and, eq, inArray, sql } from 'drizzle-orm';
import { awayUntilNow } from '../../db/away.js';
import type { Db } from '../../db/client.js';
import { listings, users } from '../../db/schema.js';

/** The rows behind listings.sale.service.ts: a listing with its seller, as offers and checkout see it. */

const saleColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  priceCents: listings.priceCents,
  imageUrl: listings.imageUrl,
  isActive: listings.isActive,
  isSold: listings.isSold,
  parcelSize: listings.parcelSize,
  shippingPayer: listings.shippingPayer,
  seller: { id: users.id, handle: users.handle, display: users.display, awayUntil: awayUntilNow() },
};

export async function findListingForSale(db: Db, id: string) {
  const [row] = await db
    .select(saleColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

/** The listing with its seller, its row locked until the transaction ends. */
export async function lockListingForSale(tx: Db, id: string) {
  const [row] = await tx
    .select(saleColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .limit(1)
    .for('update', { of: listings });
  return row;
}

/** Marks the listing sold; false when it already was. */
export async function markListingSold(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ isSold: true, soldAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${listings.id} = ${id} and not ${listings.isSold}`)
    .returning({ id: listings.id });
  return rows.length === 1;
}

/**
 * A sale called off by its seller. Relisted, its listings are for sale again unless an operator has hid
 * one meanwhile; kept off sale, they wait, inactive and unsold, for their seller to list them again;
 * sold elsewhere, they stay sold with no order, as if marked so (listings.sold-elsewhere.service.ts).
 */
export async function releaseSoldListings(
  tx: Db,
  ids: readonly string[],
  afterwards: 'relist' | 'keep_off_sale' | 'sold_elsewhere',
) {
  if (ids.length === 0) return [];
  const changes =
    afterwards === 'sold_elsewhere'
      ? { soldAt: sql`now()`, soldElsewhereAt: sql`now()` }
      : {
          isSold: false,
          soldAt: null,
          soldElsewhereAt: null,
          isActive: afterwards === 'relist' ? sql`${listings.hiddenReason} is null` : false,
        };
  return tx
    .update(listings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(inArray(listings.id, [...ids]), eq(listings.isSold, true)))
    .returning({ id: listings.id });
}
