import type { SellerCancelAfterwards, SellerCancelReason } from '#shared/seller-cancel.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { lockListingForSale, releaseSoldListings } from '../listings/listings.sale.service.js';
import { moveOrder } from './order-status.service.js';
import * as q from './orders.queries.js';

export type Cancellation = {
  by: 'buyer' | 'seller' | 'timer';
  /** What both sides read on the order and in their notices. */
  reason: string;
  sellerCancelReason?: SellerCancelReason;
  /** What becomes of the order's listings (the buyer's and the timer's leave them off sale). */
  afterwards: SellerCancelAfterwards;
  /** The earliest time this canceller may act, from the payment time (the buyer's and the timer's waits). */
  openFrom?: (paidAt: Date) => Date;
  now: Date;
};

export type CancelOutcome = { done: true } | { done: false; openFrom?: Date };

/**
 * paid → refunded, in full, by whoever may (src/shared/order-machine.ts). The order's listings are
 * locked first (id order), then the order — the lock order of every sale, so the seller, the buyer and
 * the sweep cancelling at once queue instead of deadlocking — and the rows stay locked from the check
 * to the commit, with the money going back at the provider inside that window: a second attempt waits,
 * then finds the order no longer paid, so the provider is asked once. A provider failure rolls it all
 * back and the order stays paid for the next try; a commit failure after the refund is repaired by
 * the same retry, since the provider's refund is idempotent per order.
 *
 * The cancelled sale no longer holds its listings: they go back on sale, wait off sale for their seller
 * to list them again, or stay sold as sold elsewhere (`afterwards`). The ledger, the label and both
 * sides' notices follow the move (its subscribers).
 */
export async function cancelPaidOrder(ctx: AppContext, id: string, c: Cancellation): Promise<CancelOutcome> {
  return ctx.db.transaction(async (t): Promise<CancelOutcome> => {
    const tx = t as Db;
    const listingIds = await q.orderListingIds(tx, id);
    for (const listingId of listingIds) await lockListingForSale(tx, listingId);
    const order = await q.lockPaidOrder(tx, id);
    if (!order?.paidAt) return { done: false };
    const from = c.openFrom?.(order.paidAt);
    if (from && c.now < from) return { done: false, openFrom: from };
    if (order.intentId) await ctx.payments.refund(order.intentId, order.id);
    await moveOrder(tx, id, {
      event: 'cancel',
      by: c.by,
      fields: {
        refundReason: c.reason,
        ...(c.sellerCancelReason ? { sellerCancelReason: c.sellerCancelReason } : {}),
      },
      at: c.now,
    });
    await releaseSoldListings(tx, listingIds, c.afterwards);
    return { done: true };
  });
}
