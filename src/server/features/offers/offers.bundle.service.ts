import { bundleOfferMessages, offerAboveSubtotalMessage } from '#shared/bundle-offers.js';
import { checkoutMessages } from '#shared/checkout.js';
import { isUuid } from '#shared/ids.js';
import { counterRefusal, offerMessages, type OfferMaker } from '#shared/offers.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import {
  assertSellerHere,
  findListingForSale,
  lockListingForSale,
  type ListingForSale,
  type SaleActor,
} from '../listings/listings.sale.service.js';
import { expireDue, tellAbout } from './offers.notices.js';
import { insertOfferItems, lockPendingBundleStepOf, offerItemIds } from './offers.items.queries.js';
import * as q from './offers.queries.js';
import { offerView } from './offers.views.js';

/**
 * Offers on a bundle (docs/decisions/033-bundles.md, "Offers on a bundle"): one amount for 2–20 items
 * of one seller. Every step of the thread names the same items (offer_items); an acceptance holds
 * every item for its buyer, and the bundle checks out at the offer's amount with one shipping charge.
 * Items are always locked in id order, as a bundle checkout and a settlement lock them.
 */

/** 409 naming the item when it sold or its seller took it down; to a buyer, also while the seller is away. */
function assertItemForSale(listing: ListingForSale, actor: SaleActor = 'buyer'): void {
  if (listing.isSold) throw conflict(bundleOfferMessages.itemSold(listing.title));
  if (!listing.isActive) throw conflict(bundleOfferMessages.itemInactive(listing.title));
  if (actor === 'buyer') assertSellerHere(listing.seller);
}

/** Locks every item (in id order) and checks, under the locks, that each can still be sold. */
async function lockItems(
  tx: Db,
  listingIds: readonly string[],
  actor: SaleActor = 'buyer',
): Promise<ListingForSale[]> {
  const locked = new Map<string, ListingForSale>();
  for (const id of [...listingIds].sort()) {
    const listing = await lockListingForSale(tx, id);
    if (!listing) throw notFound(bundleOfferMessages.itemNotFound);
    assertItemForSale(listing, actor);
    locked.set(id, listing);
  }
  return listingIds.map((id) => locked.get(id)!);
}

const subtotalOf = (items: readonly ListingForSale[]) => items.reduce((sum, l) => sum + l.priceCents, 0);

/**
 * POST /api/offers with `listingIds`: as the session's user, on 2–20 different active, unsold items of
 * one seller that are not their own, for at least MIN_OFFER_CENTS (the schema) and at most the items'
 * subtotal, as a single offer is bounded by its list price. Its own thread, apart from any offer on
 * one of its items; as with one item, the buyer's pending offer on the same items gives way to the new
 * one, and a pending seller's step on them is answered by a lower offer as a counter.
 */
export async function createBundleOffer(
  ctx: AppContext,
  userId: string,
  input: { listingIds: readonly string[]; offerCents: number; message: string | null },
  ip: string,
) {
  await consumeActionLimit(ctx.db, 'offer', { userId, ip });
  if (!input.listingIds.every(isUuid)) throw notFound(bundleOfferMessages.itemNotFound);
  const found: ListingForSale[] = [];
  for (const id of input.listingIds) {
    const listing = await findListingForSale(ctx.db, id);
    if (!listing) throw notFound(bundleOfferMessages.itemNotFound);
    found.push(listing);
  }
  const sellerId = found[0]!.sellerId;
  if (found.some((l) => l.sellerId !== sellerId)) throw badRequest(bundleOfferMessages.oneSeller);
  if (sellerId === userId) throw badRequest(bundleOfferMessages.ownListing);
  found.forEach((listing) => assertItemForSale(listing));
  if (input.offerCents > subtotalOf(found)) throw badRequest(offerAboveSubtotalMessage(subtotalOf(found)));

  const id = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    // Under the items' locks, so a price cut cannot slip between the bound and the insert.
    const items = await lockItems(tx, input.listingIds);
    const subtotal = subtotalOf(items);
    if (input.offerCents > subtotal) throw badRequest(offerAboveSubtotalMessage(subtotal));
    // A lapsed step must not be answered (or replaced) as if pending.
    for (const item of items) await expireDue(tx, q.offerScope.listing(item.id));
    const open = await lockPendingBundleStepOf(tx, userId, input.listingIds);
    if (open?.madeBy === 'seller') {
      const refusal = counterRefusal(open, input.offerCents, subtotal);
      if (refusal) throw badRequest(refusal);
    }
    if (
      open &&
      !(await q.transitionPendingOffer(tx, open.id, open.madeBy === 'seller' ? 'countered' : 'cancelled'))
    )
      throw conflict(offerMessages.notPending);
    const offer = await q.insertOffer(tx, {
      listingId: items[0]!.id,
      buyerId: userId,
      sellerId,
      offerCents: input.offerCents,
      message: input.message,
      itemCount: items.length,
      threadId: open ? (open.threadId ?? open.id) : null,
    });
    await insertOfferItems(tx, offer.id, input.listingIds);
    await tellAbout(tx, offer.id, open?.madeBy === 'seller' ? 'countered' : 'received');
    return offer.id;
  });
  return offerView(ctx, id, userId);
}

/** Before accepting a bundle offer: every item still for sale (409 naming the first that is not). */
export async function assertBundleForSale(db: Db, offerId: string, actor: SaleActor): Promise<void> {
  for (const id of await offerItemIds(db, offerId)) {
    const listing = await findListingForSale(db, id);
    if (!listing) throw conflict(bundleOfferMessages.itemNotFound);
    assertItemForSale(listing, actor);
  }
}

/**
 * In the accepting transaction: locks every item, ends lapsed holds on them, and refuses (409, naming
 * the item) when an acceptance already holds one of them, since accepting reserves them all.
 */
export async function assertBundleNotReserved(tx: Db, offerId: string, actor: SaleActor): Promise<void> {
  const items = await lockItems(tx, await offerItemIds(tx, offerId), actor);
  for (const item of items) {
    await expireDue(tx, q.offerScope.listing(item.id));
    if (await q.liveAcceptance(tx, item.id)) throw conflict(bundleOfferMessages.itemReserved(item.title));
  }
}

/**
 * In a counter's transaction: locks the step's items, checks them for sale and bounds the amount by
 * their subtotal (as one item's counter is bounded by its list price). Answers the refusal or the items
 * to copy onto the counter.
 */
export async function boundBundleCounter(
  tx: Db,
  step: { id: string; offerCents: number; madeBy: OfferMaker },
  offerCents: number,
): Promise<{ refusal: string | null; listingIds: string[] }> {
  const listingIds = await offerItemIds(tx, step.id);
  // The side answering is the one that did not make the step: a buyer is refused while the seller is away.
  const actor: SaleActor = step.madeBy === 'buyer' ? 'seller' : 'buyer';
  const subtotal = subtotalOf(await lockItems(tx, listingIds, actor));
  const refusal =
    step.madeBy === 'buyer' && offerCents > subtotal
      ? offerAboveSubtotalMessage(subtotal)
      : counterRefusal(step, offerCents, subtotal);
  return { refusal, listingIds };
}

/**
 * In a bundle checkout's transaction, holding the items' locks: the accepted bundle offer `offerId` of
 * this buyer for exactly these items (400 invalidOffer otherwise; a lapsed one 409, as for one item).
 */
export async function bundleOfferForCheckout(
  tx: Db,
  sale: { listingIds: readonly string[]; buyerId: string; offerId: string },
): Promise<{ id: string; offerCents: number }> {
  for (const id of sale.listingIds) await expireDue(tx, q.offerScope.listing(id));
  const found = isUuid(sale.offerId) ? await q.findOffer(tx, sale.offerId) : undefined;
  if (!found) throw notFound(checkoutMessages.offerNotFound);
  if (found.buyerId !== sale.buyerId || found.itemCount < 2) throw badRequest(checkoutMessages.invalidOffer);
  const items = await offerItemIds(tx, found.id);
  const wanted = new Set(sale.listingIds);
  if (items.length !== wanted.size || !items.every((id) => wanted.has(id)))
    throw badRequest(checkoutMessages.invalidOffer);
  if (found.status === 'expired' && found.acceptedAt) throw conflict(offerMessages.acceptanceLapsed);
  if (found.status !== 'accepted') throw badRequest(checkoutMessages.offerNotAccepted);
  return found;
}
