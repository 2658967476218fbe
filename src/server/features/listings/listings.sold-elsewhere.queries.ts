import { and, eq, inArray, sql } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES } from '#shared/orders.js';
import type { Db } from '../../db/client.js';
import { listings, orderItems, orders } from '../../db/schema.js';

/** The rows behind listings.sold-elsewhere.service.ts. */

/** Whether a paid (or later) order holds the listing, alone or in a bundle. */
export async function hasPaidOrder(tx: Db, listingId: string): Promise<boolean> {
  const paid = inArray(orders.status, [...SOLD_ORDER_STATUSES]);
  const [single] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.listingId, listingId), paid))
    .limit(1);
  if (single) return true;
  const [inBundle] = await tx
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.listingId, listingId), paid))
    .limit(1);
  return Boolean(inBundle);
}

/** Sold with no order, at `at`; false when it already was sold. */
export async function markSoldElsewhere(tx: Db, listingId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ isSold: true, soldAt: at, soldElsewhereAt: at, updatedAt: sql`now()` })
    .where(and(eq(listings.id, listingId), eq(listings.isSold, false)))
    .returning({ id: listings.id });
  return rows.length === 1;
}
