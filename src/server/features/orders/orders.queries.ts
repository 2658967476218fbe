import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, orders, users } from '../../db/schema.js';

const orderColumns = {
  id: orders.id,
  status: orders.status,
  listingId: orders.listingId,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  offerId: orders.offerId,
  priceCents: orders.priceCents,
  feeCents: orders.feeCents,
  processingFeeCents: orders.processingFeeCents,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  refundReason: orders.refundReason,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  listing: { id: listings.id, title: listings.title, imageUrl: listings.imageUrl },
  counterparty: { id: users.id, handle: users.handle, display: users.display },
};

// Unpaid and abandoned checkouts are not purchases; a refunded one is, so its buyer sees why.
const VISIBLE = {
  buyer: ['paid', 'shipped', 'delivered', 'refunded'],
  seller: ['paid', 'shipped', 'delivered'],
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
    .where(and(mine, inArray(orders.status, [...VISIBLE[role]])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function findOrderView(db: Db, id: string, role: 'buyer' | 'seller') {
  const other = role === 'buyer' ? orders.sellerId : orders.buyerId;
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, other))
    .where(eq(orders.id, id))
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

/** paid → shipped, by the seller; the WHERE makes a double click or a race one change. */
export async function shipOrder(
  db: Db,
  id: string,
  sellerId: string,
  carrier: string,
  trackingNumber: string,
) {
  const rows = await db
    .update(orders)
    .set({ status: 'shipped', carrier, trackingNumber, shippedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId), eq(orders.status, 'paid')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** shipped → delivered, by the buyer. */
export async function receiveOrder(db: Db, id: string, buyerId: string) {
  const rows = await db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId), eq(orders.status, 'shipped')))
    .returning({ id: orders.id });
  return rows.length === 1;
}
