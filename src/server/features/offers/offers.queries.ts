import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { listings, offers, users } from '../../db/schema.js';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

/** An offer with its listing and both people, as every offer view shows it. */
const offerViewColumns = {
  id: offers.id,
  listingId: offers.listingId,
  buyerId: offers.buyerId,
  sellerId: offers.sellerId,
  offerCents: offers.offerCents,
  message: offers.message,
  status: offers.status,
  expiresAt: offers.expiresAt,
  createdAt: offers.createdAt,
  acceptedAt: offers.acceptedAt,
  declinedAt: offers.declinedAt,
  cancelledAt: offers.cancelledAt,
  threadId: sql<string>`coalesce(${offers.threadId}, ${offers.id})`,
  madeBy: offers.madeBy,
  toLikers: offers.toLikers,
  // What a sale at this offer would cost the seller in shipping (free shipping: the label).
  parcelSize: listings.parcelSize,
  shippingPayer: listings.shippingPayer,
  listing: {
    id: listings.id,
    title: listings.title,
    imageUrl: listings.imageUrl,
    priceCents: listings.priceCents,
    isSold: listings.isSold,
    isActive: listings.isActive,
  },
  buyer: { id: buyer.id, handle: buyer.handle, display: buyer.display },
  seller: { id: seller.id, handle: seller.handle, display: seller.display },
};

function selectOfferViews(db: Db, where: SQL | undefined) {
  return db
    .select(offerViewColumns)
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .innerJoin(seller, eq(seller.id, offers.sellerId))
    .where(where);
}

export type OfferViewRow = Awaited<ReturnType<typeof findOfferView>> & {};

export async function findOfferView(db: Db, id: string) {
  const [row] = await selectOfferViews(db, eq(offers.id, id)).limit(1);
  return row;
}

/** Newest first; a person's offers are few, the cap keeps one request bounded all the same. */
export async function listOfferViews(db: Db, by: { buyerId: string } | { sellerId: string }, limit = 200) {
  const where = 'buyerId' in by ? eq(offers.buyerId, by.buyerId) : eq(offers.sellerId, by.sellerId);
  return selectOfferViews(db, where).orderBy(desc(offers.createdAt), desc(offers.id)).limit(limit);
}

export async function findOffer(db: Db, id: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}

/**
 * Applies the 48-hour expiry to the rows about to be read, answering the ids it expired (docs/product/10-decisions-beyond-the-spec.md §10.5); the database clock decides,
 * so every app instance agrees.
 */
export async function expireDueOffers(db: Db, scope?: SQL): Promise<string[]> {
  const rows = await db
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.status, 'pending'), lt(offers.expiresAt, sql`now()`), scope))
    .returning({ id: offers.id });
  return rows.map((r) => r.id);
}

export const offerScope = {
  id: (id: string) => eq(offers.id, id),
  buyer: (buyerId: string) => eq(offers.buyerId, buyerId),
  seller: (sellerId: string) => eq(offers.sellerId, sellerId),
};

/** The buyer's earlier pending offer on the listing gives way to the new one. */
export async function cancelPendingOffersOf(db: Db, buyerId: string, listingId: string) {
  await db
    .update(offers)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(offers.buyerId, buyerId), eq(offers.listingId, listingId), eq(offers.status, 'pending')));
}

export async function insertOffer(
  db: Db,
  values: {
    listingId: string;
    buyerId: string;
    sellerId: string;
    offerCents: number;
    message: string | null;
  },
) {
  const [row] = await db
    .insert(offers)
    .values({ ...values, expiresAt: sql`now() + interval '48 hours'` })
    .returning({ id: offers.id });
  return row!;
}

const STAMPS = {
  accepted: { acceptedAt: sql`now()` },
  declined: { declinedAt: sql`now()` },
  cancelled: { cancelledAt: sql`now()` },
} as const;

/**
 * Moves a pending, unexpired offer on. The WHERE clause is the whole concurrency story: of several
 * people acting at once exactly one UPDATE matches, the others get no row back. Accepting also needs
 * the listing still for sale.
 */
export async function transitionPendingOffer(db: Db, id: string, to: keyof typeof STAMPS) {
  const listingForSale =
    to === 'accepted'
      ? sql`exists (select 1 from ${listings} l where l.id = ${offers.listingId} and l.is_active and not l.is_sold)`
      : undefined;
  const rows = await db
    .update(offers)
    .set({ status: to, ...STAMPS[to] })
    .where(
      and(eq(offers.id, id), eq(offers.status, 'pending'), sql`${offers.expiresAt} > now()`, listingForSale),
    )
    .returning({ id: offers.id });
  return rows.length === 1;
}

/**
 * When a listing sells: the paid offer (if any) is completed and every other open offer expires
 * (docs/product/10-decisions-beyond-the-spec.md §10.5). Runs inside the payment's transaction.
 */
export async function closeOffersOnSale(
  db: Db,
  listingId: string,
  winningOfferId: string | null,
): Promise<{ id: string; buyerId: string }[]> {
  if (winningOfferId) {
    await db
      .update(offers)
      .set({ status: 'completed' })
      .where(and(eq(offers.id, winningOfferId), inArray(offers.status, ['accepted', 'pending'])));
  }
  return db
    .update(offers)
    .set({ status: 'expired' })
    .where(
      and(
        eq(offers.listingId, listingId),
        inArray(offers.status, ['pending', 'accepted']),
        winningOfferId ? sql`${offers.id} <> ${winningOfferId}` : undefined,
      ),
    )
    .returning({ id: offers.id, buyerId: offers.buyerId });
}

/**
 * Marks the pending offers that expire within `withinSeconds` and whose buyer was not yet warned, and
 * answers them with the whole hours left. The conditional UPDATE is the once-only guard: of two sweeps
 * at once, the second waits for the first's row locks, then finds the rows already marked.
 */
export async function markExpiringOffers(db: Db, withinSeconds: number) {
  return db
    .update(offers)
    .set({ expiryWarnedAt: sql`now()` })
    .where(
      and(
        eq(offers.status, 'pending'),
        isNull(offers.expiryWarnedAt),
        sql`${offers.expiresAt} > now()`,
        sql`${offers.expiresAt} <= now() + make_interval(secs => ${withinSeconds})`,
      ),
    )
    .returning({
      id: offers.id,
      hoursLeft: sql<number>`greatest(1, ceil(extract(epoch from ${offers.expiresAt} - now()) / 3600))::int`,
    });
}
