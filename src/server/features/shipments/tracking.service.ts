import { orderMessages } from '#shared/orders.js';
import {
  CARRIER_HAS_PARCEL,
  nextTestTrackingStep,
  shipmentMessages,
  TIMELINE_TITLES,
  type LabelProviderName,
} from '#shared/shipments.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { localTrackingUpdate } from '../../lib/shipping-labels/local.js';
import type { TrackingUpdate } from '../../lib/shipping-labels/types.js';
import { moveOrder } from '../orders/order-status.service.js';
import { orderAsSeenBy } from '../orders/orders.service.js';
import * as q from './shipments.queries.js';
import { testControlsEnabled } from '../../lib/test-mode.js';

/**
 * Parcel tracking: a carrier scan, from EasyPost's webhook or the local test control, is
 * stored once on the order's timeline and moves the order — to shipped at the first scan that means
 * the carrier has it, to delivered at delivery — telling both sides. A replayed event is recognised
 * by its id and changes nothing; out-of-order scans never move an order back.
 */

type Applied = { handled: boolean };

/** Applies one provider event; unknown parcels and replays answer handled: false. */
export async function applyTrackingUpdate(
  ctx: AppContext,
  provider: LabelProviderName,
  update: TrackingUpdate,
  now: Date = new Date(),
): Promise<Applied> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const shipment = await q.lockShipmentByTracking(tx, provider, update);
    if (!shipment) return { handled: false };
    return { handled: await applyLocked(tx, shipment, update, now) };
  });
}

async function applyLocked(
  tx: Db,
  shipment: { orderId: string; carrier: string | null; trackingNumber: string | null },
  update: TrackingUpdate,
  now: Date,
): Promise<boolean> {
  const { orderId } = shipment;
  const stored = await q.insertTrackingEvent(tx, orderId, {
    eventId: update.eventId,
    status: update.status,
    message: update.message,
    occurredAt: update.occurredAt,
  });
  if (!stored) return false;
  await q.setTrackingStatus(tx, orderId, update.status);
  // A carrier's clock ahead of ours must not start the buyer's window in the future.
  const at = update.occurredAt < now ? update.occurredAt : now;
  // Both sides hear of each move from its subscribers (orders/order-notices.subscribers.ts).
  if (CARRIER_HAS_PARCEL.includes(update.status)) {
    const carrier = shipment.carrier ?? 'USPS';
    const trackingNumber = shipment.trackingNumber ?? update.trackingNumber;
    await moveOrder(tx, orderId, { event: 'ship', by: 'carrier', fields: { carrier, trackingNumber }, at });
  }
  if (update.status === 'delivered') await moveOrder(tx, orderId, { event: 'receive', by: 'carrier', at });
  return true;
}

/**
 * POST /api/orders/:id/test-tracking: the local provider's stand-in for the carrier, one scan per
 * call (accepted → in transit → delivered). Either side of the order may press it; anyone else
 * hears 404. Only test-mode labels move this way: a real parcel moves with the carrier's scans.
 */
export async function advanceTestTracking(
  ctx: AppContext,
  userId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<string> {
  if (!testControlsEnabled(ctx)) throw notFound(orderMessages.notFound);
  const step = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const shipment = await q.lockShipmentOfOrder(tx, orderId);
    const order = shipment && (await orderAsSeenBy(tx, orderId, 'buyer'));
    if (!order || (order.buyerId !== userId && order.sellerId !== userId)) {
      throw notFound(orderMessages.notFound);
    }
    if (shipment.provider !== 'local') throw conflict(shipmentMessages.testTrackingOnly);
    if (shipment.status !== 'ready' || !shipment.trackingNumber) {
      throw conflict(shipmentMessages.testTrackingNeedsLabel);
    }
    const next = nextTestTrackingStep(shipment.trackingStatus);
    if (!next) throw conflict(shipmentMessages.testTrackingDone);
    if (order.status !== 'paid' && order.status !== 'shipped') {
      throw conflict(shipmentMessages.testTrackingClosed);
    }
    const update = localTrackingUpdate(shipment.trackingNumber, next, now);
    await applyLocked(
      tx,
      { orderId, carrier: shipment.carrier, trackingNumber: shipment.trackingNumber },
      update,
      now,
    );
    return next;
  });
  return TIMELINE_TITLES[step];
}
