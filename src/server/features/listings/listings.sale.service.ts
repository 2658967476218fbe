import { awayMessages } from '#shared/away.js';
import type { Db } from '../../db/client.js';
import { isUuid } from '#shared/ids.js';
import type { ParcelSize, ShippingPayer } from '#shared/shipping.js';
import { conflict } from '../../lib/errors.js';
import * as q from './listings.sale.queries.js';

/**
 * The listing side of a sale, for offers and checkout (docs/product/10-decisions-beyond-the-spec.md §10.5). Kept apart from the rest of the
 * listings feature so the payment code depends on these few functions only.
 *
 * Lock order of a sale: every transaction that locks a listing and rows about its sale (its orders,
 * its offers) takes the listing first, through lockListingForSale, then the others. Two transactions
 * that took them the other way round could deadlock; one lock taken first serialises them instead.
 */
export type ListingForSale = {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
  imageUrl: string | null;
  isActive: boolean;
  isSold: boolean;
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
  /** `awayUntil`: while the seller is away (null once the date has passed), buyers are refused. */
  seller: { id: string; handle: string; display: string; awayUntil: Date | null };
};

/** A listing with its seller, as a buyer is about to see or pay for it. */
export async function findListingForSale(db: Db, id: string): Promise<ListingForSale | undefined> {
  if (!isUuid(id)) return undefined;
  return q.findListingForSale(db, id);
}

/** How the caller words the two reasons a listing cannot be bought: offers and checkout differ. */
export type SaleRefusals = { listingSold: string; listingInactive: string };

/**
 * Who is acting. A buyer (buying, bagging, offering, countering, accepting the seller's step) is
 * refused while the seller is away; the seller's own steps (accepting offers already made, countering)
 * go on.
 */
export type SaleActor = 'buyer' | 'seller';

/** Throws 409 "{name} is away until {date}" while the seller is away: the same words on every path. */
export function assertSellerHere(seller: ListingForSale['seller']): void {
  if (seller.awayUntil) throw conflict(awayMessages.sellerAway(seller.display, seller.awayUntil));
}

/**
 * Throws 409 unless the listing can be sold right now: not sold (a missing row counts as sold: it can
 * no longer be bought), not withdrawn by its seller and, for a buyer, its seller not away.
 */
export function assertForSale(
  listing: ListingForSale | undefined,
  refusals: SaleRefusals,
  actor: SaleActor = 'buyer',
): asserts listing is ListingForSale {
  if (!listing || listing.isSold) throw conflict(refusals.listingSold);
  if (!listing.isActive) throw conflict(refusals.listingInactive);
  if (actor === 'buyer') assertSellerHere(listing.seller);
}

/** Locks the listing (see the lock order above) and checks, under the lock, that it can be sold. */
export async function lockListingAvailable(
  tx: Db,
  id: string,
  refusals: SaleRefusals,
  actor: SaleActor = 'buyer',
): Promise<ListingForSale> {
  const locked = await lockListingForSale(tx, id);
  assertForSale(locked, refusals, actor);
  return locked;
}

/**
 * Locks the listing row until the transaction ends, so payments for one listing settle one at a time:
 * the second one sees `isSold` and is refunded instead of selling the item twice.
 */
export async function lockListingForSale(tx: Db, id: string): Promise<ListingForSale | undefined> {
  return q.lockListingForSale(tx, id);
}

/**
 * A sale's last line of defence: marking a listing sold that already was. Settling checks under the
 * listing's lock first, so this means a bug, and the settling savepoint rolls back and refunds.
 */
export class ListingAlreadySold extends Error {
  constructor(readonly listingId: string) {
    super(`listing ${listingId} is already sold`);
  }
}

/** Marks the listing sold; false when it already was (the caller then refunds). */
export async function markListingSold(tx: Db, id: string): Promise<boolean> {
  return q.markListingSold(tx, id);
}

/**
 * A sale its seller called off before shipping: its listings go back on sale, wait off sale for their
 * seller, or stay sold as sold elsewhere. The caller holds their locks (lockListingForSale).
 */
export async function releaseSoldListings(
  tx: Db,
  ids: readonly string[],
  afterwards: 'relist' | 'keep_off_sale' | 'sold_elsewhere',
): Promise<void> {
  await q.releaseSoldListings(tx, ids, afterwards);
}
