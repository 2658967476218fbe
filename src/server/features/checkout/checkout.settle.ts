import { checkoutMessages } from '#shared/checkout.js';
import { isSold, orderTitle } from '#shared/orders.js';
import type { LabelProviderName } from '#shared/shipments.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/errors.js';
import { publish } from '../../lib/events/bus.js';
import { ListingAlreadySold } from '../listings/listings.sale.service.js';
import { moveOrder } from '../orders/order-status.service.js';
import { abandonCheckouts, staleCheckoutRefundReason } from './checkout.expiry.js';
import * as q from './checkout.queries.js';
import { itemTermsChanged, lockItemListings, reservedItem, unavailableItem } from './checkout.items.js';

/** The card that paid, as far as the receipt needs it: never more than the last four digits. */
export type PaidCard = { last4: string; brand: string | null };

export type Settlement =
  | { outcome: 'unknown' }
  | { outcome: 'paid'; order: q.OrderRow; cancelledIntents: string[] }
  | { outcome: 'already_paid'; order: q.OrderRow }
  | { outcome: 'refunded'; order: q.OrderRow; reason: string };

/**
 * Settles a payment the provider reports as succeeded, in the caller's transaction (docs/product/10-decisions-beyond-the-spec.md §10.5).
 * The items' listing rows and then the order row are locked, so payments for one listing settle one at
 * a time: the first marks the order paid and publishes sale.settled (its listings sold, their offers
 * closed, the ledger booked, the label queued, both sides told); any later one is marked refunded. Running it twice for one intent changes nothing.
 */
export async function settleInTransaction(
  tx: Db,
  intentId: string,
  labels: LabelProviderName,
  card: PaidCard | null = null,
): Promise<Settlement> {
  const peek = await q.findOrderByIntent(tx, intentId);
  if (!peek) return { outcome: 'unknown' };
  // The lock order of a sale (listings.sale.service.ts): the listings first, then the order.
  const locked = await lockItemListings(tx, peek.id);
  const order = await q.lockOrderByIntent(tx, intentId);
  if (!order) return { outcome: 'unknown' };
  if (isSold(order.status)) {
    return { outcome: 'already_paid', order };
  }
  if (order.status === 'refunded') {
    return { outcome: 'refunded', order, reason: order.refundReason ?? checkoutMessages.soldToSomeoneElse };
  }

  const refuse = async (reason: string): Promise<Settlement> => {
    await moveOrder(tx, order.id, {
      event: 'refuse_payment',
      by: 'payment',
      fields: { refundReason: reason },
    });
    return { outcome: 'refunded', order, reason };
  };
  const unavailable = unavailableItem(locked, 'settling');
  if (unavailable) return refuse(unavailable.message);
  // A checkout begun before the seller accepted someone else's offer: the listing is theirs to buy now.
  const reserved = await reservedItem(tx, locked, order.buyerId);
  if (reserved) return refuse(reserved);
  // A checkout that ended before its money arrived (replaced by a newer one, the listing's price
  // changed, it expired) was abandoned: its money goes back, and the buyer is told why.
  if (order.status === 'cancelled') return refuse(staleCheckoutRefundReason(order.cancelReason));
  if (order.expired) return refuse(staleCheckoutRefundReason('expired'));
  // The listing's terms are checked under its lock, whatever cancelled or did not cancel the checkout:
  // a checkout pays only the price and shipping the listing has now (accepted offers keep their price).
  if (itemTermsChanged(order, locked)) return refuse(staleCheckoutRefundReason('listing_changed'));

  const lead = locked.listings.get(order.listingId)!;
  try {
    // A savepoint, so the unique index (the last line of defence) can refuse without aborting the rest.
    const cancelledIntents = await tx.transaction(async (sp) => {
      const s = sp as Db;
      // Before sale.settled: the buyer's receipt, written by its subscriber, names the card.
      if (card) await q.setOrderCard(s, order.id, card);
      await moveOrder(s, order.id, { event: 'pay', by: 'payment' });
      const listingIds = locked.items.map((i) => i.listingId);
      const others = await q.pendingOrderIdsHolding(s, listingIds, order.id);
      const cancelled = await abandonCheckouts(s, { ids: others }, 'sold');
      // Everything else a sale sets off (the listing sold, its offers closed, the ledger, the label,
      // the notices) subscribes to it, in this savepoint: a payment that rolls back does none of it.
      await publish(s, 'sale.settled', {
        orderId: order.id,
        listingId: lead.id,
        items: locked.items.map((i) => ({ listingId: i.listingId, title: locked.listings.get(i.listingId)!.title })),
        buyerId: order.buyerId,
        sellerId: lead.sellerId,
        offerId: order.offerId,
        listingTitle: orderTitle(locked.items.map((i) => locked.listings.get(i.listingId)!.title)),
        sellerDisplay: lead.seller.display,
        priceCents: order.priceCents,
        booked: {
          feeCents: order.feeCents,
          processingFeeCents: order.processingFeeCents,
          shippingPayer: order.shippingPayer,
          shippingRateCents: order.shippingRateCents,
        },
        labelProvider: labels,
      });
      return cancelled;
    });
    return { outcome: 'paid', order: { ...order, status: 'paid' }, cancelledIntents };
  } catch (err) {
    if (isUniqueViolation(err, 'orders_one_sale_per_listing') || err instanceof ListingAlreadySold)
      return refuse(checkoutMessages.soldToSomeoneElse);
    throw err;
  }
}

/**
 * The provider side of a settlement, after the transaction committed: refunds go back through the
 * provider (idempotent per order, so a repeat is harmless), other buyers' unpaid intents are abandoned.
 */
export async function applySettlement(ctx: AppContext, settlement: Settlement): Promise<void> {
  const provider = ctx.payments;
  if (settlement.outcome === 'refunded' && settlement.order.stripePaymentIntentId) {
    await provider.refund(settlement.order.stripePaymentIntentId, settlement.order.id);
  }
  if (settlement.outcome === 'paid') {
    for (const intentId of settlement.cancelledIntents) {
      // Best effort: an intent that cannot be cancelled is refunded if it is ever paid.
      await provider.cancel(intentId).catch(() => undefined);
    }
  }
}

/** Settles one intent end to end: the transaction, then the provider calls. */
export async function settlePayment(ctx: AppContext, intentId: string): Promise<Settlement> {
  const settlement = await ctx.db.transaction((tx) =>
    settleInTransaction(tx as Db, intentId, ctx.labels.name),
  );
  await applySettlement(ctx, settlement);
  return settlement;
}
