import { orderMessages } from '#shared/orders.js';
import { cancelledBySeller, sellerCancelMessages, type SellerCancelInput } from '#shared/seller-cancel.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { lockListingForSale, releaseSoldListings } from '../listings/listings.sale.service.js';
import { moveOrder } from './order-status.service.js';
import * as q from './orders.queries.js';
import { partiesOrThrow, view } from './orders.service.js';

/**
 * POST /api/orders/:id/seller-cancel: the seller calls off a paid sale before it ships (out of stock,
 * damaged, the buyer asked). In one transaction the order's listings are locked first (the lock order
 * of a sale, listings.sale.service.ts), then the order; the buyer's money goes back in full at the
 * provider (idempotent per order), the order moves paid → refunded through the order machine (whose
 * subscribers take the sale back out of the ledger, void the label and tell both sides), and the
 * items are released: back on sale, off sale until the seller lists them again, or sold elsewhere. A second click,
 * or the buyer cancelling at the same moment, finds the order no longer paid and changes nothing.
 */
export async function cancelSale(
  ctx: AppContext,
  userId: string,
  id: string,
  input: SellerCancelInput,
  now = new Date(),
) {
  const order = await partiesOrThrow(ctx, id);
  if (order.sellerId !== userId) {
    throw order.buyerId === userId
      ? forbidden(sellerCancelMessages.onlySeller)
      : notFound(orderMessages.notFound);
  }
  const done = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const listingIds = await q.orderListingIds(tx, id);
    for (const listingId of listingIds) await lockListingForSale(tx, listingId);
    const paid = await q.lockPaidOrder(tx, id);
    if (!paid) return false;
    if (paid.intentId) await ctx.payments.refund(paid.intentId, paid.id);
    await moveOrder(tx, id, {
      event: 'cancel',
      by: 'seller',
      fields: { refundReason: cancelledBySeller(input.reason), sellerCancelReason: input.reason },
      at: now,
    });
    await releaseSoldListings(tx, listingIds, input.afterwards);
    return true;
  });
  if (!done) throw conflict(sellerCancelMessages.notCancellable);
  return view(ctx, id, 'seller');
}

/** How many sales the seller has called off, for operators (and the seller's record). */
export const sellerCancellations = (ctx: AppContext, sellerId: string) =>
  q.sellerCancellationCount(ctx.db, sellerId);
