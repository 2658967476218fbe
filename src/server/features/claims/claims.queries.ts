import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimStatus } from '#shared/claims.js';
import type { Db } from '../../db/client.js';
import { claims, listings, orderItems, orders, users } from '../../db/schema.js';

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

/** What a claim's money steps need of its order, read under the order's row lock. */
const orderMoneyColumns = {
  id: orders.id,
  status: orders.status,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  priceCents: orders.priceCents,
  shippingCents: orders.shippingCents,
  refundedCents: orders.refundedCents,
  intentId: orders.stripePaymentIntentId,
  paymentProvider: orders.paymentProvider,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  shipTo: orders.shipTo,
  parcelSize: orders.parcelSize,
  title: listings.title,
};
export type ClaimOrder = Awaited<ReturnType<typeof lockOrder>> & object;

/** The order, locked until the transaction ends: every claim and refund step starts here. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select(orderMoneyColumns)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/**
 * The claimed item's part of an order of several items: its price as sold and all the items' prices,
 * or undefined when the listing is not one of the order's items (or the order holds just one).
 */
export async function itemOfOrder(db: Db, orderId: string, listingId: string) {
  const rows = await db
    .select({ listingId: orderItems.listingId, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const item = rows.find((r) => r.listingId === listingId);
  if (!item || rows.length < 2) return undefined;
  return { priceCents: item.priceCents, itemsPriceCents: rows.reduce((sum, r) => sum + r.priceCents, 0) };
}

export async function claimIdOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: claims.id }).from(claims).where(eq(claims.orderId, orderId));
  return row?.id;
}

export async function insertClaim(tx: Db, values: NewClaim): Promise<string> {
  const [row] = await tx.insert(claims).values(values).returning({ id: claims.id });
  return row!.id;
}

/** The claim's row, locked; its order is locked after it by the money steps (always in this order). */
export async function lockClaim(tx: Db, id: string): Promise<ClaimRow | undefined> {
  const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
  return row;
}

export async function findClaim(db: Db, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id));
  return row;
}

/** Changes a claim only from the state the caller found it in; answers whether it did. */
export async function moveClaim(
  tx: Db,
  id: string,
  from: ClaimStatus,
  set: Partial<NewClaim>,
): Promise<boolean> {
  const rows = await tx
    .update(claims)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(claims.id, id), eq(claims.status, from)))
    .returning({ id: claims.id });
  return rows.length === 1;
}

/** What went back to the buyer of an order that goes on (a partial refund by an operator). */
export async function recordRefundedCents(tx: Db, orderId: string, refundedCents: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedCents, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

const buyer = alias(users, 'claim_buyer');
const seller = alias(users, 'claim_seller');

const viewColumns = {
  claim: claims,
  orderTotalCents: sql<number>`${orders.priceCents} + ${orders.shippingCents}`.mapWith(Number),
  // The claimed item of a bundle (all null for a whole-order claim) and what its share is made of.
  itemTitle: sql<string | null>`(select l.title from listings l where l.id = ${claims.listingId})`,
  itemPriceCents: sql<number | null>`(select oi.price_cents from order_items oi
    where oi.order_id = ${claims.orderId} and oi.listing_id = ${claims.listingId})`.mapWith(Number),
  itemsPriceCents: sql<number>`(select coalesce(sum(oi.price_cents), 0) from order_items oi
    where oi.order_id = ${claims.orderId})`.mapWith(Number),
  paidForItemsCents: orders.priceCents,
  listing: { id: listings.id, title: listings.title, imageUrl: listings.imageUrl },
  buyer: { id: buyer.id, handle: buyer.handle, display: buyer.display },
  seller: { id: seller.id, handle: seller.handle, display: seller.display },
};
export type ClaimViewRow = Awaited<ReturnType<typeof claimViews>>[number];

export function claimViews(db: Db, where: SQL | undefined, order: 'oldest' | 'newest', limit = 100) {
  return db
    .select(viewColumns)
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(buyer, eq(buyer.id, claims.buyerId))
    .innerJoin(seller, eq(seller.id, claims.sellerId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(claims.updatedAt) : desc(claims.updatedAt), asc(claims.id))
    .limit(limit);
}

export const byId = (id: string) => eq(claims.id, id);
export const inStatuses = (statuses: readonly ClaimStatus[]) => inArray(claims.status, [...statuses]);

/** Claims the seller has not answered by their deadline. */
export async function unansweredBy(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.status, 'awaiting_seller'), lte(claims.answerBy, now)))
    .orderBy(asc(claims.answerBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Returns the buyer did not send back by their deadline. */
export async function returnsNotShippedBy(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(
        eq(claims.status, 'return_requested'),
        isNull(claims.returnShippedAt),
        lte(claims.returnShipBy, now),
      ),
    )
    .orderBy(asc(claims.returnShipBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The claim whose return parcel a carrier event names (by tracker, else tracking number), locked. */
export async function lockClaimByReturnTracking(
  tx: Db,
  provider: 'local' | 'easypost',
  update: { trackerId: string | null; trackingNumber: string },
): Promise<ClaimRow | undefined> {
  const byTracker = update.trackerId ? eq(claims.returnTrackerId, update.trackerId) : undefined;
  const byNumber = and(
    eq(claims.returnProvider, provider),
    eq(claims.returnTrackingNumber, update.trackingNumber),
  );
  const [row] = await tx
    .select()
    .from(claims)
    .where(byTracker ? or(byTracker, byNumber) : byNumber)
    .limit(1)
    .for('update');
  return row;
}
