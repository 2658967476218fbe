import { and, asc, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import { CHECKOUT_TTL_MINUTES } from '#shared/checkout.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, paymentEvents } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An item as checkout fixes it: its listing and the terms it sells at (before any bundle discount). */
export type NewOrderItem = Omit<OrderItemRow, 'orderId' | 'position'>;

/** The orders holding one of these listings. */
const holding = (listingIds: readonly string[]) =>
  inArray(
    orders.id,
    sql`(select ${orderItems.orderId} from ${orderItems} where ${inArray(orderItems.listingId, [...listingIds])})`,
  );

/** An order with whether its checkout outlived its expiry, by the database clock (one clock for all). */
const orderColumns = {
  ...getTableColumns(orders),
  expired: sql<boolean>`coalesce(${orders.expiresAt} <= now(), false)`.mapWith(Boolean),
};

const newExpiry = () => sql`now() + make_interval(mins => ${CHECKOUT_TTL_MINUTES})`;

/**
 * The buyer's unpaid checkouts holding any of these listings, locked so two tabs do not both start one,
 * with the listings each holds (a checkout is reused only for exactly the same items).
 */
export async function lockPendingOrders(tx: Db, buyerId: string, listingIds: readonly string[]) {
  const rows = await tx
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'pending'), holding(listingIds)))
    .for('update');
  const items = await itemsOfOrders(tx, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, items: items.filter((i) => i.orderId === row.id) }));
}

/** The items of these orders, each order's in its own order (the first is the order's listing). */
export async function itemsOfOrders(db: Db, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
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
    parcelSize: OrderRow['parcelSize'];
    shippingPayer: OrderRow['shippingPayer'];
    shippingRateCents: number;
    shippingCents: number;
    shipTo: OrderRow['shipTo'];
    shipToAddressId: string;
    paymentProvider: string;
    discountCents: number;
  },
  items: readonly NewOrderItem[],
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, itemCount: items.length, expiresAt: newExpiry() })
    .returning();
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId: row!.id, position })));
  return row!;
}

/** A reused checkout (same buyer, same current terms) holds them for a full period again. */
export async function renewOrderExpiry(tx: Db, id: string) {
  const [row] = await tx
    .update(orders)
    .set({ expiresAt: newExpiry(), updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning({ expiresAt: orders.expiresAt });
  return row?.expiresAt ?? null;
}

/**
 * The open checkouts holding any of these listings on terms it no longer offers: all of them when it
 * is inactive or sold, the list-price ones whose item price is no longer the listing's, and any whose
 * parcel or shipping payer for it changed. Accepted-offer checkouts keep the offer's price (see
 * changeListingTerms). A bundle's checkout ends when any one of its items changes.
 */
export const staleCheckoutsOfAny = (listingIds: readonly string[]) =>
  // Qualified by hand: inside the subquery a bare column name would resolve to the item's or listing's.
  sql`exists (select 1 from order_items oi join listings l on l.id = oi.listing_id
    where oi.order_id = orders.id and oi.listing_id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and (not l.is_active
      or l.is_sold or (orders.offer_id is null and oi.price_cents <> l.price_cents)
      or oi.parcel_size <> l.parcel_size or oi.shipping_payer <> l.shipping_payer))`;

/** Checkouts past their expiry as of `now` (the database clock unless given). */
export const checkoutsExpiredBy = (now?: Date) => lte(orders.expiresAt, now ?? sql`now()`);

/** Records the provider's intent once, on an open checkout; a concurrent caller that lost keeps the first one. */
export async function setOrderIntent(db: Db, orderId: string, intentId: string) {
  const rows = await db
    .update(orders)
    .set({ stripePaymentIntentId: intentId, updatedAt: sql`now()` })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'pending'), sql`${orders.stripePaymentIntentId} is null`),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Keeps the card that paid on the order, for the receipt: only its last four digits and brand — the
 * caller never passes more of the number.
 */
export async function setOrderCard(tx: Db, orderId: string, card: { last4: string; brand: string | null }) {
  await tx.update(orders).set({ cardLast4: card.last4, cardBrand: card.brand }).where(eq(orders.id, orderId));
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
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.stripePaymentIntentId, intentId))
    .limit(1)
    .for('update');
  return row;
}

/** Other unpaid checkouts holding any of the listings that just sold. */
export async function pendingOrderIdsHolding(tx: Db, listingIds: readonly string[], exceptId: string) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(holding(listingIds), eq(orders.status, 'pending'), ne(orders.id, exceptId)));
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
