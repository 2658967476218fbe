import {
  AUTO_CANCEL_AFTER_DAYS,
  CONFIRM_WITHIN_DAYS,
  addDays,
  orderDeadlines,
} from '#shared/order-timers.js';
import { cancelTooEarlyMessage, orderMessages } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { moveOrder } from './order-status.service.js';
import { cancelPaidOrder } from './orders.cancel.js';
import * as q from './orders.queries.js';
import { partiesOrThrow, view } from './orders.service.js';

/**
 * The published order timers (src/shared/order-timers.ts), as transitions the buyer makes
 * and sweeps the scheduler runs: delivered → completed ("Everything is OK", or by itself after
 * CONFIRM_WITHIN_DAYS), paid → refunded (the buyer after the ship-by date, or by itself after
 * AUTO_CANCEL_AFTER_DAYS). Each transition is one conditional change of the order's row, so a double
 * click, a retried request or the sweep on two instances acts once; both sides are told in the
 * transaction that makes the change.
 */

/** How many orders one sweep run handles; the next run, minutes later, takes the rest. */
const SWEEP_BATCH = 200;

type Completion = { by: 'buyer' } | { by: 'timer' };

async function complete(ctx: AppContext, id: string, how: Completion, at: Date): Promise<boolean> {
  // The seller's earnings become available and both sides are told by the move's subscribers.
  const moved = await ctx.db.transaction((tx) =>
    moveOrder(tx as Db, id, { event: 'confirm', by: how.by, at }),
  );
  return moved !== null;
}

/** "Everything is OK": the buyer completes a delivered order, once. */
export async function confirmDelivered(ctx: AppContext, userId: string, id: string, now = new Date()) {
  const order = await partiesOrThrow(ctx, id);
  if (order.buyerId !== userId) {
    throw order.sellerId === userId
      ? forbidden(orderMessages.onlyBuyerConfirms)
      : notFound(orderMessages.notFound);
  }
  if (!(await complete(ctx, id, { by: 'buyer' }, now))) {
    throw conflict(orderMessages.notDelivered);
  }
  return view(ctx, id, 'buyer');
}

/** The sweep: delivered orders whose confirmation window has ended as of `now` complete by themselves. */
export async function completeDeliveredOrders(ctx: AppContext, now: Date): Promise<number> {
  const due = await q.deliveredBefore(ctx.db, addDays(now, -CONFIRM_WITHIN_DAYS), SWEEP_BATCH);
  let changed = 0;
  for (const id of due) if (await complete(ctx, id, { by: 'timer' }, now)) changed++;
  return changed;
}

/**
 * The buyer's and the timer's cancellations (orders.cancel.ts) leave the item off sale: the seller
 * still has it and decides whether to list it again.
 */
const refundUnshipped = (
  ctx: AppContext,
  id: string,
  by: 'buyer' | 'timer',
  reason: string,
  openFrom: (paidAt: Date) => Date,
  now: Date,
) => cancelPaidOrder(ctx, id, { by, reason, openFrom, now, afterwards: 'keep_off_sale' });

const shipByOf = (paidAt: Date) => orderDeadlines({ status: 'paid', paidAt, deliveredAt: null }).shipBy!;
const cancelsAtOf = (paidAt: Date) =>
  orderDeadlines({ status: 'paid', paidAt, deliveredAt: null }).cancelsAt!;

/** The buyer cancels a paid order the seller has not shipped by its ship-by date; refunded in full. */
export async function cancelUnshipped(ctx: AppContext, userId: string, id: string, now = new Date()) {
  const order = await partiesOrThrow(ctx, id);
  if (order.buyerId !== userId) {
    throw order.sellerId === userId
      ? forbidden(orderMessages.onlyBuyerCancels)
      : notFound(orderMessages.notFound);
  }
  const refund = await refundUnshipped(ctx, id, 'buyer', orderMessages.cancelledByBuyer, shipByOf, now);
  if (!refund.done) {
    throw conflict(refund.openFrom ? cancelTooEarlyMessage(refund.openFrom) : orderMessages.notCancellable);
  }
  return view(ctx, id, 'buyer');
}

/**
 * The sweep: paid orders still unshipped AUTO_CANCEL_AFTER_DAYS after payment are cancelled and
 * refunded. One order failing at the provider does not hold up the others; the run reports it, and the
 * order, still paid, is tried again by the next run.
 */
export async function cancelUnshippedOrders(ctx: AppContext, now: Date): Promise<number> {
  const due = await q.paidBefore(ctx.db, addDays(now, -AUTO_CANCEL_AFTER_DAYS), SWEEP_BATCH);
  let changed = 0;
  const failed: string[] = [];
  for (const id of due) {
    try {
      const refund = await refundUnshipped(
        ctx,
        id,
        'timer',
        orderMessages.cancelledUnshipped,
        cancelsAtOf,
        now,
      );
      if (refund.done) changed++;
    } catch (err) {
      failed.push(`${id} (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  if (failed.length > 0) {
    throw new Error(`refunding ${failed.length} unshipped order(s) failed: ${failed.join(', ')}`);
  }
  return changed;
}
