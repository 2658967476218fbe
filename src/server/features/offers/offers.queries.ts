import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { RESERVATION_HOURS } from '#shared/constants.js';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { listings, offers, users } from '../../db/schema.js';

const buyer = alias(users, 'buyer');

/**
 * The items of the offers row `o`: its listing and, for a bundle, its offer_items (which hold the
 * first item too). Raw SQL over table aliases, shared by the reservation checks below.
 */
const itemsOf = (o: string) =>
  `(select ${o}.listing_id union all select oi.listing_id from offer_items oi where oi.offer_id = ${o}.id)`;

/** Whether a live acceptance (a single or a bundle offer's) holds any item of the offers row `o`. */
const heldNow = (o: string) =>
  sql.raw(`exists (select 1 from offers r where r.status = 'accepted' and r.expires_at > now()
    and (r.listing_id in ${itemsOf(o)}
      or exists (select 1 from offer_items ri where ri.offer_id = r.id and ri.listing_id in ${itemsOf(o)})))`);

/** The offers holding a listing: offers on it alone, and bundle offers with it among their items. */
const holdsListing = (listingId: string) =>
  or(
    eq(offers.listingId, listingId),
    and(
      sql`${offers.itemCount} > 1`,
      sql`exists (select 1 from offer_items oi where oi.offer_id = ${offers.id} and oi.listing_id = ${listingId})`,
    ),
  );
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
  itemCount: offers.itemCount,
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
    // Whether an acceptance holds the listing (or any of a bundle's items) now (liveAcceptance's rule):
    // nobody may accept another step.
    reserved: sql<boolean>`${heldNow('offers')}`,
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

/** `at`, or the database clock: one clock for every app instance unless a caller (a test's) names one. */
const asOf = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Applies the 48-hour expiry to the rows about to be read, answering the ids it expired (docs/product/10-decisions-beyond-the-spec.md §10.5); the database clock decides,
 * so every app instance agrees.
 */
export async function expireDueOffers(db: Db, scope?: SQL, at?: Date): Promise<string[]> {
  const rows = await db
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.status, 'pending'), sql`${offers.expiresAt} < ${asOf(at)}`, scope))
    .returning({ id: offers.id });
  return rows.map((r) => r.id);
}

/**
 * Ends the acceptances whose hold on their listing ran out (an accepted step's `expires_at`,
 * RESERVATION_HOURS after it was accepted), answering their ids. Like the expiry above, the
 * conditional UPDATE lets exactly one caller end each, so its buyer hears once. `accepted_at` stays:
 * an expired step with one is a lapsed acceptance.
 */
export async function lapseDueAcceptances(db: Db, scope?: SQL, at?: Date): Promise<string[]> {
  const rows = await db
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.status, 'accepted'), sql`${offers.expiresAt} <= ${asOf(at)}`, scope))
    .returning({ id: offers.id });
  return rows.map((r) => r.id);
}

/** The acceptance holding a listing now, if any: accepted and not past its hold, alone or in a bundle. */
export async function liveAcceptance(db: Db, listingId: string) {
  const [row] = await db
    .select({ id: offers.id, buyerId: offers.buyerId })
    .from(offers)
    .where(and(holdsListing(listingId), eq(offers.status, 'accepted'), sql`${offers.expiresAt} > now()`))
    .limit(1);
  return row;
}

export const offerScope = {
  id: (id: string) => eq(offers.id, id),
  buyer: (buyerId: string) => eq(offers.buyerId, buyerId),
  seller: (sellerId: string) => eq(offers.sellerId, sellerId),
  listing: (listingId: string) => holdsListing(listingId),
};

/** The pending step of a buyer's thread on a listing (at most one: offers_one_pending_unique), locked. */
export async function lockPendingStepOf(db: Db, buyerId: string, listingId: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.listingId, listingId),
        eq(offers.status, 'pending'),
        eq(offers.itemCount, 1),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** The buyer's earlier pending offer on the listing gives way to the new one. */
export async function cancelPendingOffersOf(db: Db, buyerId: string, listingId: string) {
  await db
    .update(offers)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.listingId, listingId),
        eq(offers.status, 'pending'),
        eq(offers.itemCount, 1),
      ),
    );
}

export async function insertOffer(
  db: Db,
  values: {
    listingId: string;
    buyerId: string;
    sellerId: string;
    offerCents: number;
    message: string | null;
    threadId?: string | null;
    madeBy?: 'buyer' | 'seller';
    itemCount?: number;
  },
) {
  const [row] = await db
    .insert(offers)
    .values({ ...values, expiresAt: sql`now() + interval '48 hours'` })
    .returning({ id: offers.id });
  return row!;
}

const STAMPS = {
  // An accepted step holds its listing for RESERVATION_HOURS: its expiry is now the end of that hold.
  accepted: {
    acceptedAt: sql`now()`,
    expiresAt: sql`now() + make_interval(hours => ${RESERVATION_HOURS})`,
  },
  // A counter declines the step it answers.
  countered: { declinedAt: sql`now()` },
  declined: { declinedAt: sql`now()` },
  cancelled: { cancelledAt: sql`now()` },
} as const;

/**
 * Moves a pending, unexpired offer on. The WHERE clause is the whole concurrency story: of several
 * people acting at once exactly one UPDATE matches, the others get no row back. Accepting also needs
 * the listing still for sale and held by no other acceptance (the caller holds the listing's lock, so
 * two accepts on one listing are checked one after the other).
 */
export async function transitionPendingOffer(db: Db, id: string, to: keyof typeof STAMPS) {
  const listingForSale =
    to === 'accepted'
      ? sql`exists (select 1 from ${listings} l where l.id = ${offers.listingId} and l.is_active and not l.is_sold)
          and not ${heldNow('offers')}`
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
    // Also an acceptance that lapsed after its checkout began: that checkout was paid at its price.
    await db
      .update(offers)
      .set({ status: 'completed' })
      .where(
        and(
          eq(offers.id, winningOfferId),
          or(
            inArray(offers.status, ['accepted', 'pending']),
            and(eq(offers.status, 'expired'), isNotNull(offers.acceptedAt)),
          ),
        ),
      );
  }
  return db
    .update(offers)
    .set({ status: 'expired' })
    .where(
      and(
        holdsListing(listingId),
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
