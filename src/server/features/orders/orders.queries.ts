import { and, asc, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { SOLD_ORDER_STATUSES } from '#shared/orders.js';
import type { Db } from '../../db/client.js';
import { claims, listings, orderItems, orders, users } from '../../db/schema.js';

const orderColumns = {
  id: orders.id,
  status: orders.status,
  listingId: orders.listingId,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  offerId: orders.offerId,
  priceCents: orders.priceCents,
  discountCents: orders.discountCents,
  itemCount: orders.itemCount,
  feeCents: orders.feeCents,
  processingFeeCents: orders.processingFeeCents,
  shippingCents: orders.shippingCents,
  shippingRateCents: orders.shippingRateCents,
  parcelSize: orders.parcelSize,
  shippingPayer: orders.shippingPayer,
  shipTo: orders.shipTo,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  refundReason: orders.refundReason,
  refundedCents: orders.refundedCents,
  cardLast4: orders.cardLast4,
  cardBrand: orders.cardBrand,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  updatedAt: orders.updatedAt,
  listing: { id: listings.id, title: listings.title, imageUrl: listings.imageUrl },
  counterparty: { id: users.id, handle: users.handle, display: users.display },
  // The order's claim, at most one; null without.
  claim: { id: claims.id, status: claims.status, resolution: claims.resolution },
};

// Unpaid and abandoned checkouts are not purchases; a refunded one is, so its buyer sees why. The seller
// sees a refunded order only when it had been their sale (paid, then cancelled unshipped), not a second
// payment refunded because the item had already sold.
const VISIBLE = {
  buyer: inArray(orders.status, [...SOLD_ORDER_STATUSES, 'refunded']),
  seller: or(
    inArray(orders.status, [...SOLD_ORDER_STATUSES]),
    and(eq(orders.status, 'refunded'), isNotNull(orders.paidAt)),
  ),
} as const;

export type OrderViewRow = Awaited<ReturnType<typeof listOrderViews>>[number];

export async function listOrderViews(db: Db, userId: string, role: 'buyer' | 'seller', limit = 200) {
  const mine = role === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);
  const other = role === 'buyer' ? orders.sellerId : orders.buyerId;
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, other))
    .leftJoin(claims, eq(claims.orderId, orders.id))
    .where(and(mine, VISIBLE[role]))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The items of these orders with their listings, each order's first item first. */
export async function itemViewsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      id: listings.id,
      title: listings.title,
      imageUrl: listings.imageUrl,
      priceCents: orderItems.priceCents,
    })
    .from(orderItems)
    .innerJoin(listings, eq(listings.id, orderItems.listingId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/** One order as `role` sees it; with visibleOnly, only one that side's list would show. */
export async function findOrderView(
  db: Db,
  id: string,
  role: 'buyer' | 'seller',
  options: { visibleOnly?: boolean } = {},
) {
  const other = role === 'buyer' ? orders.sellerId : orders.buyerId;
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, other))
    .leftJoin(claims, eq(claims.orderId, orders.id))
    .where(and(eq(orders.id, id), options.visibleOnly ? VISIBLE[role] : undefined))
    .limit(1);
  return row;
}

export async function findOrderParties(db: Db, id: string) {
  const [row] = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** Delivered orders whose confirmation window ended by `deliveredBefore`, oldest first. */
export async function deliveredBefore(db: Db, deliveredBefore: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lte(orders.deliveredAt, deliveredBefore)))
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Paid, unshipped orders paid by `paidBefore`, oldest first. */
export async function paidBefore(db: Db, paidBefore: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), lte(orders.paidAt, paidBefore)))
    .orderBy(asc(orders.paidAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A paid, unshipped order, locked until the caller's transaction ends: a second cancel (the buyer's
 * double click, the sweep on another instance) waits here and then finds it no longer paid.
 */
export async function lockPaidOrder(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      paidAt: orders.paidAt,
      intentId: orders.stripePaymentIntentId,
    })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .limit(1)
    .for('update');
  return row;
}

export async function findOrderForReview(db: Db, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
      completedAt: orders.completedAt,
      title: listings.title,
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** The listings an order's parcel holds, in id order (the order their rows are locked in). */
export async function orderListingIds(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: orderItems.listingId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.listingId));
  return rows.map((r) => r.listingId);
}

