import {
  SELLER_ANSWER_DAYS,
  claimMessages,
  claimWindowOf,
  type Claim,
  type CreateClaimInput,
  type RespondClaimInput,
} from '#shared/claims.js';
import { isUuid } from '#shared/ids.js';
import { addDays } from '#shared/order-timers.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { publish } from '../../lib/events/bus.js';
import { photosNotOwnedBy } from '../images/images.service.js';
import { moveOrder } from '../orders/order-status.service.js';
import { endClaim } from './claims.money.js';
import * as q from './claims.queries.js';
import { requestReturn } from './claims.returns.js';
import { awaitingSeller, claimView, roleIn, sellersClaim, tellBoth, type Viewer } from './claims.steps.js';

/**
 * Claims: the buyer of a delivered order (or of a parcel lost on its way) reports a problem,
 * the order stops ("disputed": no timer completes it, the seller's earnings stay pending), and the
 * seller answers within SELLER_ANSWER_DAYS — refund, ask for the item back, or disagree. Each step is a
 * conditional change of the claim's row under its lock, so a double click, a second tab or the sweep on
 * another instance acts once.
 */

export { advanceTestReturn, applyReturnTracking, returnLabelOf } from './claims.returns.js';
export { claimsForOperators, decideClaim, refundOrderByOperator } from './claims.operators.js';
export { closeUnreturnedClaims, escalateUnansweredClaims } from './claims.timers.js';

/** POST /api/orders/:id/claims */
export async function openClaim(
  ctx: AppContext,
  buyerId: string,
  orderId: string,
  input: CreateClaimInput,
  now = new Date(),
): Promise<Claim> {
  const photos = input.photos ?? [];
  if (photos.length > 0 && (await photosNotOwnedBy(ctx, buyerId, photos)).length > 0) {
    throw badRequest(claimMessages.photoNotYours);
  }
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const order = isUuid(orderId) ? await q.lockOrder(tx, orderId) : undefined;
    if (!order || (order.buyerId !== buyerId && order.sellerId !== buyerId)) {
      throw notFound(claimMessages.orderNotFound);
    }
    if (order.buyerId !== buyerId) throw forbidden(claimMessages.onlyBuyer);
    if (await q.claimIdOfOrder(tx, order.id)) throw conflict(claimMessages.alreadyClaimed);
    const window = claimWindowOf(order);
    if (!window || (window.closesAt && now > window.closesAt)) throw conflict(claimMessages.notClaimable);
    if (window.notReceivedOnly && input.reason !== 'not_received') {
      throw badRequest(claimMessages.notDeliveredYet);
    }
    if (!window.notReceivedOnly && input.reason === 'not_received') {
      throw badRequest(claimMessages.notReceivedAfterDelivery);
    }
    if (now < window.opensAt) throw conflict(claimMessages.notOpenYet);
    // One item of a bundle, or the whole order: an item must be one of the order's (of several).
    const listingId = input.listingId ?? null;
    if (listingId && !(isUuid(listingId) && (await q.itemOfOrder(tx, order.id, listingId)))) {
      throw badRequest(claimMessages.itemNotInOrder);
    }
    const answerBy = addDays(now, SELLER_ANSWER_DAYS);
    let claimId: string;
    try {
      claimId = await q.insertClaim(tx, {
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        reason: input.reason,
        listingId,
        message: input.message,
        photos,
        orderStatusBefore: order.status,
        answerBy,
        createdAt: now,
        updatedAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(claimMessages.alreadyClaimed);
      throw err;
    }
    await moveOrder(tx, order.id, { event: 'report', by: 'buyer', from: [order.status] });
    await publish(tx, 'claim.opened', {
      claimId,
      orderId: order.id,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      title: order.title,
      reason: input.reason,
      answerBy,
    });
    return claimId;
  });
  return claimView(ctx.db, id, 'buyer');
}

/** GET /api/claims/:id: its buyer, its seller and operators; anyone else hears it does not exist. */
export async function getClaim(ctx: AppContext, viewer: Viewer, claimId: string): Promise<Claim> {
  const claim = isUuid(claimId) ? await q.findClaim(ctx.db, claimId) : undefined;
  const role = claim && roleIn(claim, viewer);
  if (!claim || !role) throw notFound(claimMessages.notFound);
  return claimView(ctx.db, claim.id, role);
}

/** POST /api/claims/:id/respond: refund in full, ask for the item back, or disagree. */
export async function respondToClaim(
  ctx: AppContext,
  sellerId: string,
  claimId: string,
  input: RespondClaimInput,
  now = new Date(),
): Promise<Claim> {
  await sellersClaim(ctx, sellerId, claimId);
  const note = input.note?.trim() ? input.note.trim() : null;
  if (input.action === 'return') {
    await requestReturn(ctx, claimId, note, now);
    return claimView(ctx.db, claimId, 'seller');
  }
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const claim = await awaitingSeller(tx, claimId, now);
    if (input.action === 'refund') {
      await q.moveClaim(tx, claim.id, 'awaiting_seller', { answeredAt: now, sellerNote: note });
      await endClaim(ctx, tx, claim, { kind: 'refunded' }, { note, by: 'seller' }, now);
      return;
    }
    await q.moveClaim(tx, claim.id, 'awaiting_seller', {
      status: 'awaiting_operator',
      escalation: 'seller_disagreed',
      escalatedAt: now,
      answeredAt: now,
      sellerNote: note,
    });
    await tellBoth(tx, claim, {
      buyer: "The seller disagreed. Rethread's team will look at the claim and decide.",
      seller: "You disagreed. Rethread's team will look at the claim and decide.",
    });
  });
  return claimView(ctx.db, claimId, 'seller');
}
