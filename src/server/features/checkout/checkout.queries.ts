import { and, eq, getTableColumns, lte, ne, sql } from 'drizzle-orm';
import { CHECKOUT_TTL_MINUTES } from '#shared/checkout.js';
import type { Db } from '../../db/client.js';
import { orders, paymentEvents } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;

/** An order with whether its checkout outlived its expiry, by the database clock (one clock for all). */
const orderColumns = {
  ...getTableColumns(orders),
  expired: sql<boolean>`coalesce(${orders.expiresAt} <= now(), false)`.mapWith(Boolean),
};

const newExpiry = () => sql`now() + make_interval(mins => ${CHECKOUT_TTL_MINUTES})`;

/** The buyer's unpaid checkouts of one listing, locked so two tabs do not both start one. */
export async function lockPendingOrders(tx: Db, buyerId: string, listingId: string) {
  return tx
    .select(orderColumns)
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
    parcelSize: OrderRow['parcelSize'];
    shippingPayer: OrderRow['shippingPayer'];
    shippingRateCents: number;
    shippingCents: number;
    shipTo: OrderRow['shipTo'];
    shipToAddressId: string;
    paymentProvider: string;
  },
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, expiresAt: newExpiry() })
    .returning();
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
 * The open checkouts of a listing whose terms the listing no longer offers: all of them when it is
 * inactive or sold, the list-price ones whose price is no longer the listing's, and any whose parcel
 * or shipping payer changed. Accepted-offer checkouts keep the offer's price (see changeListingTerms).
 */
export const staleCheckoutsOf = (listingId: string) =>
  and(
    eq(orders.listingId, listingId),
    // Qualified by hand: inside the subquery a bare column name would resolve to the listing's.
    sql`exists (select 1 from listings l where l.id = orders.listing_id and (not l.is_active
      or l.is_sold or (orders.offer_id is null and orders.price_cents <> l.price_cents)
      or orders.parcel_size <> l.parcel_size or orders.shipping_payer <> l.shipping_payer))`,
  )!;

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
