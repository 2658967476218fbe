import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, paymentEvents } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

/** The buyer's unpaid checkouts of one listing, locked so two tabs do not both start one. */
export async function lockPendingOrders(tx: Db, buyerId: string, listingId: string) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId), eq(orders.status, 'pending')))
    .for('update');
}

export async function insertOrder(
  tx: Db,
  values: {
    buyerId: string;
    sellerId: string;
    listingId: string;
    offerId: string | null;
    priceCents: number;
    feeCents: number;
    processingFeeCents: number;
    paymentProvider: string;
  },
) {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** pending → cancelled; answers the intents that must be abandoned at the provider. */
export async function cancelPendingOrders(tx: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'pending')))
    .returning({ intentId: orders.stripePaymentIntentId });
  return rows.map((r) => r.intentId).filter((id): id is string => Boolean(id));
}

/** Records the provider's intent once; a concurrent caller that lost keeps the first one. */
export async function setOrderIntent(db: Db, orderId: string, intentId: string) {
  const rows = await db
    .update(orders)
    .set({ stripePaymentIntentId: intentId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), sql`${orders.stripePaymentIntentId} is null`))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function findOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findOrderByIntent(db: Db, intentId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.stripePaymentIntentId, intentId)).limit(1);
  return row;
}

/** Locks the order a payment belongs to for the rest of the settling transaction. */
export async function lockOrderByIntent(tx: Db, intentId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.stripePaymentIntentId, intentId))
    .limit(1)
    .for('update');
  return row;
}

export async function markOrderPaid(tx: Db, id: string) {
  const rows = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function markOrderRefunded(tx: Db, id: string, reason: string) {
  await tx
    .update(orders)
    .set({ status: 'refunded', refundReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'cancelled'])));
}

/** Other buyers' unpaid checkouts of a listing that just sold. */
export async function pendingOrderIdsForListing(tx: Db, listingId: string, exceptId: string) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.listingId, listingId), eq(orders.status, 'pending'), ne(orders.id, exceptId)));
  return rows.map((r) => r.id);
}

/** Stores a webhook event id; false when it was stored before (a duplicate delivery). */
export async function recordPaymentEvent(tx: Db, event: { id: string; provider: string; type: string }) {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function forgetPaymentEvent(db: Db, id: string) {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}
