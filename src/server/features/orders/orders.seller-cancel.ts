import { orderMessages } from '#shared/orders.js';
import { cancelledBySeller, sellerCancelMessages, type SellerCancelInput } from '#shared/seller-cancel.js';
import type { AppContext } from '../../context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { cancelPaidOrder } from './orders.cancel.js';
import { partiesOrThrow, view } from './orders.service.js';

/**
 * POST /api/orders/:id/seller-cancel: the seller calls off a paid sale before it ships (out of stock,
 * damaged, the buyer asked), at once: the buyer's money goes back in full, the order moves paid →
 * refunded (orders.cancel.ts), and the items go back on sale, off sale, or count as sold elsewhere.
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
  const { done } = await cancelPaidOrder(ctx, id, {
    by: 'seller',
    reason: cancelledBySeller(input.reason),
    sellerCancelReason: input.reason,
    afterwards: input.afterwards,
    now,
  });
  if (!done) throw conflict(sellerCancelMessages.notCancellable);
  return view(ctx, id, 'seller');
}

