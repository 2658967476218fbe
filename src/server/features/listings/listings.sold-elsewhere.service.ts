import type { Listing } from '#shared/listings.js';
import { soldElsewhereMessages } from '#shared/sold-elsewhere.js';
import type { AppContext } from '../../context.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { publish } from '../../lib/events/bus.js';
import { changeListingTerms } from '../checkout/checkout.service.js';
import { lockListingForSale } from './listings.sale.service.js';
import { getListing } from './listings.service.js';
import * as q from './listings.sold-elsewhere.queries.js';

/**
 * Sold on another site: the listing leaves Rethread at once, with no order. In one transaction it is
 * marked sold (so search, feeds and counts drop it at commit), its open checkouts end
 * (changeListingTerms) and 'listing.sold_elsewhere' is published, on which the offers feature closes
 * its open offers and tells their buyers. A repeat finds it sold and tells nobody again.
 */
export type SoldElsewhereOutcome = 'sold' | 'already_sold' | 'sold_here';

/**
 * Marks `listingId` sold elsewhere, under the listing's lock (the sale lock order: listing first), so
 * a payment settling at the same moment either sold it first (then this answers 'sold_here' or
 * 'already_sold') or finds it sold and refunds. `sellerId` must own it; the caller checked who may ask.
 */
export async function takeSoldElsewhere(
  ctx: AppContext,
  listingId: string,
  by: 'seller' | 'source',
  options: { at?: Date; platform?: string | null } = {},
): Promise<SoldElsewhereOutcome> {
  return changeListingTerms(ctx, listingId, async (tx) => {
    const listing = await lockListingForSale(tx, listingId);
    if (!listing) return 'already_sold';
    if (await q.hasPaidOrder(tx, listingId)) return 'sold_here';
    if (listing.isSold) return 'already_sold';
    if (!(await q.markSoldElsewhere(tx, listingId, options.at ?? new Date()))) return 'already_sold';
    await publish(tx, 'listing.sold_elsewhere', {
      listingId,
      sellerId: listing.sellerId,
      title: listing.title,
      by,
      platform: options.platform ?? null,
    });
    return 'sold';
  });
}

/**
 * POST /api/listings/{id}/sold-elsewhere. Someone else's inactive or unknown listing is 404, someone
 * else's live one 403 (as the listing's other writes answer); a listing already sold, or paid for on
 * Rethread, is 409.
 */
export async function markSoldElsewhere(ctx: AppContext, callerId: string, id: string): Promise<Listing> {
  const listing = await getListing(ctx, id, callerId);
  if (listing.sellerId !== callerId) throw forbidden(soldElsewhereMessages.notOwner);
  const outcome = await takeSoldElsewhere(ctx, id, 'seller');
  if (outcome === 'sold_here') throw conflict(soldElsewhereMessages.soldHere);
  if (outcome === 'already_sold') throw conflict(soldElsewhereMessages.alreadySold);
  return getListing(ctx, id, callerId);
}
