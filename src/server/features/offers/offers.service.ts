import { checkoutMessages } from '#shared/checkout.js';
import {
  counterRefusal,
  offerAbovePriceMessage,
  offerMessages,
  offerTransition,
  type CreateOfferInput,
  type OfferAction,
  type OfferRole,
} from '#shared/offers.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { publish } from '../../lib/events/bus.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { isUuid } from '#shared/ids.js';
import {
  assertForSale,
  findListingForSale,
  lockListingAvailable,
} from '../listings/listings.sale.service.js';
import { assertBundleForSale, assertBundleNotReserved, createBundleOffer } from './offers.bundle.service.js';
import { expireDue, tellAbout } from './offers.notices.js';
import * as q from './offers.queries.js';
import { offerView, toOffers } from './offers.views.js';

/**
 * Makes an offer (docs/product/04-offers.md §4.5, §4.2): as yourself, on someone else's active, unsold listing, for at least
 * $1.00 and at most the list price. A pending offer by the same buyer on the listing is replaced; a
 * pending step the seller made (a counter, an offer to likers) is answered by a lower offer as a
 * counter-offer, and a new offer at or above it is refused (buyerCounterTooHigh: accept it instead).
 */
export async function createOffer(
  ctx: AppContext,
  userId: string,
  input: CreateOfferInput & { offerCents: number },
  ip: string,
) {
  if (input.listingIds) {
    // An offer on a bundle: the buyer is the session's, as in a bundle checkout.
    const { listingIds, offerCents } = input;
    return createBundleOffer(ctx, userId, { listingIds, offerCents, message: input.message ?? null }, ip);
  }
  if (input.buyerId !== userId) throw forbidden(offerMessages.notYourself);
  // Counted before the listing is read: refused offers cost the database too.
  await consumeActionLimit(ctx.db, 'offer', { userId, ip });
  const listing = input.listingId ? await findListingForSale(ctx.db, input.listingId) : undefined;
  if (!listing) throw notFound(offerMessages.listingNotFound);
  if (listing.sellerId === userId) throw badRequest(offerMessages.ownListing);
  assertForSale(listing, offerMessages);
  if (input.offerCents > listing.priceCents) throw badRequest(offerAbovePriceMessage(listing.priceCents));

  // A step of this buyer's that lapsed must not be answered (or block the new offer) as if pending.
  await expireDue(ctx.db, q.offerScope.buyer(userId));
  const values = {
    listingId: listing.id,
    buyerId: userId,
    sellerId: listing.sellerId,
    offerCents: input.offerCents,
    message: input.message ?? null,
  };
  // The listing lock below already serialises a buyer's simultaneous offers; should two still meet at
  // the one-pending-offer index, the loser retries and replaces the winner, as a later offer should.
  for (let attempt = 1; ; attempt++) {
    try {
      const { id } = await ctx.db.transaction(async (t) => {
        const tx = t as Db;
        // The listing lock serialises offers on one listing with each other and with its sale (which
        // takes the same lock before closing offers), so neither deadlocks nor lands on a sold item.
        await lockListingAvailable(tx, listing.id, offerMessages);
        const open = await q.lockPendingStepOf(tx, userId, listing.id);
        if (open?.madeBy === 'seller') {
          // The seller's pending step is not lost to a new offer: a lower one answers it as a counter.
          const refusal = counterRefusal(open, input.offerCents, listing.priceCents);
          if (refusal) throw badRequest(refusal);
          if (!(await q.transitionPendingOffer(tx, open.id, 'countered')))
            throw conflict(offerMessages.notPending);
          const offer = await q.insertOffer(tx, { ...values, threadId: open.threadId ?? open.id });
          await tellAbout(tx, offer.id, 'countered');
          return offer;
        }
        // The buyer's own pending offer gives way to the new one, which goes on in its thread.
        await q.cancelPendingOffersOf(tx, userId, listing.id);
        const offer = await q.insertOffer(tx, {
          ...values,
          threadId: open ? (open.threadId ?? open.id) : null,
        });
        await tellAbout(tx, offer.id, 'received');
        return offer;
      });
      return offerView(ctx, id, userId);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, 'offers_one_pending_unique')) continue;
      throw err;
    }
  }
}

/** Sent (`buyerId`) or received (`sellerId`) offers; only your own (docs/product/12-engineering.md §12.4). */
export async function listOffers(
  ctx: AppContext,
  userId: string,
  query: { buyerId?: string; sellerId?: string },
) {
  const { buyerId, sellerId } = query;
  if ((buyerId === undefined) === (sellerId === undefined)) throw badRequest(offerMessages.listNeedsOneId);
  if ((buyerId ?? sellerId) !== userId) throw forbidden(offerMessages.listOwnOnly);
  await expireDue(ctx.db, buyerId ? q.offerScope.buyer(userId) : q.offerScope.seller(userId));
  const rows = await q.listOfferViews(ctx.db, buyerId ? { buyerId: userId } : { sellerId: userId });
  return toOffers(ctx.db, rows, userId);
}

/** One offer, for its buyer or its seller only. */
export async function getOffer(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(offerMessages.notFound);
  await expireDue(ctx.db, q.offerScope.id(id));
  const offer = await offerView(ctx, id, userId);
  if (offer.buyerId !== userId && offer.sellerId !== userId) throw forbidden(offerMessages.notYours);
  return offer;
}

const TARGET = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * Accept / decline (seller) or cancel (buyer) a pending offer. The rule comes from the shared state
 * machine; the conditional UPDATE makes concurrent actions leave exactly one outcome.
 */
export async function actOnOffer(ctx: AppContext, userId: string, id: string, action: OfferAction) {
  if (!isUuid(id)) throw notFound(offerMessages.notFound);
  await expireDue(ctx.db, q.offerScope.id(id));
  const offer = await q.findOffer(ctx.db, id);
  if (!offer) throw notFound(offerMessages.notFound);
  const role: OfferRole | null =
    offer.sellerId === userId ? 'seller' : offer.buyerId === userId ? 'buyer' : null;
  if (!role) throw forbidden(offerMessages.notYours);
  const rule = offerTransition(offer.status, action, role, offer.madeBy);
  if (!rule.ok) throw rule.reason === 'forbidden' ? forbidden(rule.message) : conflict(rule.message);

  // A bundle offer is accepted for every item: each must still be for sale, and held by no one.
  const bundle = offer.itemCount > 1;
  if (action === 'accept') {
    if (bundle) await assertBundleForSale(ctx.db, id, role);
    else assertForSale(await findListingForSale(ctx.db, offer.listingId), offerMessages, role);
  }
  const moved = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    if (action === 'accept') {
      if (bundle) await assertBundleNotReserved(tx, id, role);
      else await assertNotReserved(tx, offer.listingId, role);
    }
    const done = await q.transitionPendingOffer(tx, id, TARGET[action]);
    if (!done) return done;
    if (action === 'accept') {
      const { listingId, buyerId, sellerId } = offer;
      await publish(tx, 'offer.accepted', { offerId: id, listingId, buyerId, sellerId });
    } else {
      await tellAbout(tx, id, TARGET[action]);
    }
    return done;
  });
  if (!moved) {
    // Someone else acted first, the offer lapsed, or (accepting) the item sold in the meantime.
    const now = await q.findOffer(ctx.db, id);
    if (action === 'accept' && now?.status === 'pending') {
      if (bundle) await assertBundleForSale(ctx.db, id, role);
      else assertForSale(await findListingForSale(ctx.db, offer.listingId), offerMessages, role);
    }
    throw conflict(offerMessages.notPending);
  }
  return offerView(ctx, id, userId);
}

/**
 * Accepting reserves the listing for the step's buyer (RESERVATION_HOURS), so it needs a listing held
 * by no one. Under the listing's lock — the lock order of a sale — so of two accepts of different
 * steps at once the second waits, then finds the first's hold and is refused (409); a hold that ran
 * out is ended first, and no longer counts.
 */
async function assertNotReserved(tx: Db, listingId: string, role: OfferRole): Promise<void> {
  await lockListingAvailable(tx, listingId, offerMessages, role);
  await expireDue(tx, q.offerScope.listing(listingId));
  if (await q.liveAcceptance(tx, listingId)) {
    throw conflict(role === 'seller' ? offerMessages.alreadyReserved : offerMessages.reservedForOther);
  }
}

/**
 * Ends every pending offer past its 48 hours and every acceptance past its hold, as of `at` (the
 * database clock unless given); the periodic sweep calls this with the scheduler's clock.
 */
export async function expireAllDueOffers(db: Db, at?: Date): Promise<number> {
  return expireDue(db, undefined, at);
}

/**
 * Inside a payment's transaction: the paid offer is completed, every other open offer on the listing
 * expires (docs/product/10-decisions-beyond-the-spec.md §10.5), and each of those buyers hears that the
 * item sold — as a declined offer, since to them it is one — except the one who bought it.
 */
export async function closeOffersOnSale(
  tx: Db,
  sale: { listingId: string; winningOfferId: string | null; buyerId: string },
) {
  const closed = await q.closeOffersOnSale(tx, sale.listingId, sale.winningOfferId);
  for (const offer of closed) {
    if (offer.buyerId !== sale.buyerId) await tellAbout(tx, offer.id, 'soldElsewhere');
  }
}

/**
 * In a relist's transaction, holding the old listing's lock: every open offer on it (pending, or
 * accepted and waiting for payment, a bundle's too) ends as expired, and each buyer hears that the
 * item was relisted; they may make an offer on the new listing.
 */
export async function closeOffersOnRelist(tx: Db, listingId: string): Promise<void> {
  const closed = await q.closeOffersOnSale(tx, listingId, null);
  for (const offer of closed) await tellAbout(tx, offer.id, 'relisted');
}

/**
 * In a checkout's transaction, holding the listing's lock: the accepted offer `sale.offerId` the buyer
 * pays, or null for the list price. Expiry is applied to the listing's offers first, so a lapsed
 * acceptance is refused (409) rather than paid at its price, and a listing an acceptance holds for
 * someone else cannot be bought by anyone but its buyer (409).
 */
export async function offerForCheckout(
  tx: Db,
  sale: { listingId: string; buyerId: string; offerId?: string | undefined },
): Promise<{ id: string; offerCents: number } | null> {
  await expireDue(tx, q.offerScope.listing(sale.listingId));
  let offer: { id: string; offerCents: number } | null = null;
  if (sale.offerId !== undefined) {
    const found = isUuid(sale.offerId) ? await q.findOffer(tx, sale.offerId) : undefined;
    if (!found) throw notFound(checkoutMessages.offerNotFound);
    // A bundle offer's amount is for all its items: never one item's price.
    if (found.buyerId !== sale.buyerId || found.listingId !== sale.listingId || found.itemCount > 1)
      throw badRequest(checkoutMessages.invalidOffer);
    if (found.status === 'expired' && found.acceptedAt) throw conflict(offerMessages.acceptanceLapsed);
    if (found.status !== 'accepted') throw badRequest(checkoutMessages.offerNotAccepted);
    offer = found;
  }
  const hold = await q.liveAcceptance(tx, sale.listingId);
  if (hold && hold.buyerId !== sale.buyerId) throw conflict(offerMessages.reservedForOther);
  return offer;
}

/**
 * In a payment's settlement, under the listing's lock: why this buyer's money must go back because an
 * acceptance holds the listing for someone else (a checkout begun before the seller accepted), or null.
 */
export async function reservedForAnother(tx: Db, listingId: string, buyerId: string): Promise<string | null> {
  const hold = await q.liveAcceptance(tx, listingId);
  return hold && hold.buyerId !== buyerId ? offerMessages.reservedRefunded : null;
}
