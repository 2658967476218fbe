import {
  offerTransition,
  type OfferActionName,
  type OfferMaker,
  type OfferMove,
  type OfferRole,
  type OfferStatus,
} from './offers.js';

/**
 * What a person may do with an offer step (docs/product/04-offers.md §4.4): the replies' `actions`,
 * read off the offer state machine, so the server and every screen agree.
 */

/** Where a step's listing stands: for sale (active, unsold), and held by a live acceptance. */
export type OfferListingState = { forSale: boolean; reserved: boolean };

const MOVES: readonly OfferMove[] = ['accept', 'decline', 'counter', 'cancel'];

/**
 * What `role` may do with `step` now: the moves offerTransition allows, less those the listing's state
 * refuses (accepting needs it for sale and held by nobody, since an acceptance reserves it; countering
 * needs it for sale), and 'checkout' for the buyer of an accepted step still holding an unsold listing.
 * A step past its `expiresAt` offers nothing, even before a read or the sweep has marked it.
 */
export function offerActions(
  step: { status: OfferStatus; madeBy: OfferMaker; expiresAt: string | Date },
  role: OfferRole,
  listing: OfferListingState,
  now = new Date(),
): OfferActionName[] {
  if (new Date(step.expiresAt).getTime() <= now.getTime()) return [];
  if (step.status === 'accepted') return role === 'buyer' && listing.forSale ? ['checkout'] : [];
  return MOVES.filter((move) => {
    if (!offerTransition(step.status, move, role, step.madeBy).ok) return false;
    if (move === 'accept') return listing.forSale && !listing.reserved;
    if (move === 'counter') return listing.forSale;
    return true;
  });
}
