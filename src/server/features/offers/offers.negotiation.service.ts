import {
  counterRefusal,
  maxLikersOfferCents,
  offerMessages,
  offerTransition,
  type CounterOfferInput,
  type OfferRole,
} from '#shared/offers.js';
import { isUuid } from '#shared/ids.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import {
  assertForSale,
  findListingForSale,
  lockListingAvailable,
} from '../listings/listings.sale.service.js';
import { findVisibleListing } from '../listings/listings.service.js';
import { expireDue, tellAbout } from './offers.notices.js';
import { boundBundleCounter } from './offers.bundle.service.js';
import { insertOfferItems } from './offers.items.queries.js';
import * as likers from './offers.likers.queries.js';
import * as q from './offers.queries.js';
import { offerView } from './offers.views.js';

/**
 * Negotiation: counter-offers within a thread, and the seller's one price to everyone who
 * liked a listing. A thread is one buyer and one listing; its steps alternate between the two sides.
 */

/**
 * POST /api/offers/:id/counter. The side that did not make the pending step answers it with another
 * amount: the seller more than the buyer offered and at most the list price, the buyer less than the
 * seller asked. In one transaction, holding the listing's lock (the lock order of a sale), the step
 * becomes 'countered' by a conditional UPDATE — so a counter and an accept at once leave one outcome —
 * and the counter is inserted as the thread's new pending step, good for 48 hours.
 */
export async function counterOffer(
  ctx: AppContext,
  userId: string,
  id: string,
  input: CounterOfferInput & { offerCents: number },
  ip: string,
) {
  if (!isUuid(id)) throw notFound(offerMessages.notFound);
  await expireDue(ctx.db, q.offerScope.id(id));
  const step = await q.findOffer(ctx.db, id);
  if (!step) throw notFound(offerMessages.notFound);
  const role: OfferRole | null =
    step.sellerId === userId ? 'seller' : step.buyerId === userId ? 'buyer' : null;
  if (!role) throw forbidden(offerMessages.notYours);
  const rule = offerTransition(step.status, 'counter', role, step.madeBy);
  if (!rule.ok) throw rule.reason === 'forbidden' ? forbidden(rule.message) : conflict(rule.message);
  await consumeActionLimit(ctx.db, 'offer', { userId, ip });

  const counterId = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    // Bounded by the price (a bundle's: its items' subtotal) under the lock: an edit of the price
    // cannot slip between check and insert.
    let refusal: string | null;
    let bundleItems: string[] = [];
    if (step.itemCount > 1) {
      ({ refusal, listingIds: bundleItems } = await boundBundleCounter(tx, step, input.offerCents));
    } else {
      const listing = await lockListingAvailable(tx, step.listingId, offerMessages, role);
      refusal = counterRefusal(step, input.offerCents, listing.priceCents);
    }
    if (refusal) throw badRequest(refusal);
    if (!(await q.transitionPendingOffer(tx, step.id, 'countered'))) throw conflict(offerMessages.notPending);
    const counter = await q.insertOffer(tx, {
      listingId: step.listingId,
      buyerId: step.buyerId,
      sellerId: step.sellerId,
      offerCents: input.offerCents,
      message: input.message ?? null,
      threadId: step.threadId ?? step.id,
      madeBy: role,
      itemCount: step.itemCount,
    });
    // A counter keeps the items of the step it answers.
    if (bundleItems.length > 0) await insertOfferItems(tx, counter.id, bundleItems);
    await tellAbout(tx, counter.id, 'countered');
    return counter.id;
  });
  return offerView(ctx, counterId, userId);
}

/** Nothing was sent: rolls back the claim of the day's offer to likers. */
class NobodyToSend extends Error {}

/**
 * POST /api/listings/:id/offer-to-likers. The seller of an active, unsold listing sends one price, at
 * least LIKERS_DISCOUNT_PERCENT below the list price, to everyone who liked it: each liker without a
 * pending step on it gets a 48-hour seller's step of their own (those already negotiating keep their
 * thread). Once per listing per 24 hours, claimed by a conditional UPDATE of likers_offer_at; a send
 * that reaches nobody does not use up the day.
 */
export async function offerToLikers(ctx: AppContext, userId: string, listingId: string, offerCents: number) {
  const visible = await findVisibleListing(ctx, listingId, userId);
  if (visible.sellerId !== userId) throw forbidden(offerMessages.onlySellerToLikers);
  const listing = await findListingForSale(ctx.db, visible.id);
  assertForSale(listing, offerMessages, 'seller');
  if (offerCents > maxLikersOfferCents(listing.priceCents))
    throw badRequest(offerMessages.likersOfferTooHigh);
  try {
    return await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      const locked = await lockListingAvailable(tx, listing.id, offerMessages, 'seller');
      if (offerCents > maxLikersOfferCents(locked.priceCents)) {
        throw badRequest(offerMessages.likersOfferTooHigh);
      }
      if ((await likers.countLikers(tx, locked.id, userId)) === 0) throw conflict(offerMessages.noLikers);
      if (!(await likers.claimLikersOffer(tx, locked.id))) throw conflict(offerMessages.likersOfferTooSoon);
      const ids = await likers.insertLikersOffers(tx, locked, offerCents);
      if (ids.length === 0) throw new NobodyToSend();
      for (const id of ids) await tellAbout(tx, id, 'received');
      return { sent: ids.length };
    });
  } catch (err) {
    if (err instanceof NobodyToSend) return { sent: 0 };
    throw err;
  }
}
