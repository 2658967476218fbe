import { RETURN_SHIP_WITHIN_DAYS, claimMessages, type Claim, type ReturnStatus } from '#shared/claims.js';
import { isUuid } from '#shared/ids.js';
import { addDays } from '#shared/order-timers.js';
import { formatDeadline } from '#shared/orders.js';
import { CARRIER_HAS_PARCEL, type LabelProviderName } from '#shared/shipments.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { localTrackingUpdate } from '../../lib/shipping-labels/local.js';
import type { TrackingUpdate } from '../../lib/shipping-labels/types.js';
import { findAddressFor } from '../addresses/addresses.service.js';
import { endClaim } from './claims.money.js';
import * as q from './claims.queries.js';
import { awaitingSeller, claimView, tellBoth } from './claims.steps.js';
import { testControlsEnabled } from '../../lib/test-mode.js';

/**
 * Returns: the seller asks for the item back, a prepaid label is bought from the shipping
 * provider — from the order's ship-to address to the seller's ship-from address — and the buyer has
 * RETURN_SHIP_WITHIN_DAYS to send it. The carrier's scans (EasyPost's webhook, or the test control with
 * the local provider) move it; its delivery refunds the buyer in full.
 */

/** The seller's "ask for it back": buys the return label and moves the claim to return_requested. */
export async function requestReturn(ctx: AppContext, claimId: string, note: string | null, now: Date) {
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const claim = await awaitingSeller(tx, claimId, now);
    const order = await q.lockOrder(tx, claim.orderId);
    const home = await findAddressFor(tx, claim.sellerId);
    if (!home) throw conflict(claimMessages.returnNeedsAddress);
    if (!order?.shipTo) throw conflict(claimMessages.returnLabelNotReady);
    // Bought while the claim's row is locked: a second click waits, then finds it answered. Keyed by the
    // claim, so the local label's tracking number differs from the outbound parcel's.
    const request = {
      orderId: `return-${claim.id}`,
      from: order.shipTo,
      to: home.address,
      parcelSize: order.parcelSize,
      description: `Return: ${order.title}`,
    };
    let label;
    try {
      const { shipmentId } = await ctx.labels.createShipment(request);
      label = await ctx.labels.buyLabel(shipmentId, request);
    } catch (cause) {
      const message = 'The return label could not be bought. Please try again.';
      throw Object.assign(new AppError('PROVIDER_ERROR', 502, message), { cause });
    }
    const shipBy = addDays(now, RETURN_SHIP_WITHIN_DAYS);
    await q.moveClaim(tx, claim.id, 'awaiting_seller', {
      status: 'return_requested',
      answeredAt: now,
      sellerNote: note,
      returnProvider: ctx.labels.name,
      returnShipmentId: label.shipmentId,
      returnTrackerId: label.trackerId,
      returnCarrier: label.carrier,
      returnTrackingNumber: label.trackingNumber,
      returnTrackingUrl: label.trackingUrl,
      returnStatus: 'label_ready',
      returnLabelPdf: label.pdf,
      returnShipBy: shipBy,
    });
    await tellBoth(tx, claim, {
      buyer: `The seller asked for the item back. Print the prepaid return label from the order page and send it by ${formatDeadline(shipBy)}; you are refunded in full when it arrives.`,
      seller: `A prepaid return label went to the buyer. The refund follows when the item is back with you.`,
    });
  });
}

/** GET /api/claims/:id/return-label: the buyer prints it; the seller 403; anyone else 404. */
export async function returnLabelOf(ctx: AppContext, userId: string, claimId: string): Promise<Buffer> {
  const claim = isUuid(claimId) ? await q.findClaim(ctx.db, claimId) : undefined;
  if (!claim || (claim.buyerId !== userId && claim.sellerId !== userId)) {
    throw notFound(claimMessages.notFound);
  }
  if (claim.buyerId !== userId) throw forbidden('Only the buyer can print the return label');
  if (!claim.returnLabelPdf) throw conflict(claimMessages.returnLabelNotReady);
  return claim.returnLabelPdf;
}

/** Where a return stands after a carrier status, or null when the scan changes nothing for it. */
const returnStatusOf = (status: TrackingUpdate['status']): ReturnStatus | null =>
  status === 'delivered' ? 'delivered' : CARRIER_HAS_PARCEL.includes(status) ? 'in_transit' : null;

/**
 * One carrier scan of a return parcel, under the claim's lock: the first scan marks it on its way, the
 * delivery refunds the buyer in full. Answers whether it changed anything (a replay does not).
 */
async function applyLocked(ctx: AppContext, tx: Db, claim: q.ClaimRow, update: TrackingUpdate, now: Date) {
  const next = returnStatusOf(update.status);
  if (claim.status !== 'return_requested' || !next || next === claim.returnStatus) return false;
  if (next === 'in_transit' && claim.returnStatus === 'delivered') return false;
  const at = update.occurredAt < now ? update.occurredAt : now;
  await q.moveClaim(tx, claim.id, 'return_requested', {
    returnStatus: next,
    returnShippedAt: claim.returnShippedAt ?? at,
    ...(next === 'delivered' ? { returnDeliveredAt: at } : {}),
  });
  if (next === 'delivered') {
    const fresh = (await q.lockClaim(tx, claim.id))!;
    await endClaim(
      ctx,
      tx,
      fresh,
      { kind: 'refunded' },
      { note: 'The return was delivered to the seller.', by: 'carrier' },
      now,
    );
  } else if (!claim.returnShippedAt) {
    await tellBoth(tx, claim, {
      buyer: 'Your return is on its way to the seller.',
      seller: 'The return is on its way to you.',
    });
  }
  return true;
}

/** EasyPost's webhook, for a parcel that is not an order's: answers handled false for strangers. */
export async function applyReturnTracking(
  ctx: AppContext,
  provider: LabelProviderName,
  update: TrackingUpdate,
  now = new Date(),
): Promise<{ handled: boolean }> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const claim = await q.lockClaimByReturnTracking(tx, provider, update);
    return { handled: claim ? await applyLocked(ctx, tx, claim, update, now) : false };
  });
}

/** POST /api/claims/:id/test-return-tracking: the local provider's carrier, one scan per press. */
export async function advanceTestReturn(
  ctx: AppContext,
  userId: string,
  claimId: string,
  now = new Date(),
): Promise<Claim> {
  if (!testControlsEnabled(ctx)) throw notFound(claimMessages.notFound);
  const role = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const claim = isUuid(claimId) ? await q.lockClaim(tx, claimId) : undefined;
    if (!claim || (claim.buyerId !== userId && claim.sellerId !== userId)) {
      throw notFound(claimMessages.notFound);
    }
    if (claim.returnProvider !== 'local' || !claim.returnTrackingNumber) {
      throw conflict(
        claim.returnProvider ? claimMessages.testTrackingOnly : claimMessages.returnLabelNotReady,
      );
    }
    if (claim.status !== 'return_requested') throw conflict(claimMessages.returnTrackingDone);
    const next = claim.returnStatus === 'label_ready' ? 'in_transit' : 'delivered';
    await applyLocked(ctx, tx, claim, localTrackingUpdate(claim.returnTrackingNumber, next, now), now);
    return claim.buyerId === userId ? ('buyer' as const) : ('seller' as const);
  });
  return claimView(ctx.db, claimId, role);
}
