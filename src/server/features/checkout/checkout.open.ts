import { checkoutMessages, type CreatePaymentIntentReply } from '#shared/checkout.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { abandonCheckouts, abandonIntents, staleCheckoutError } from './checkout.expiry.js';
import * as q from './checkout.queries.js';
import { sameShipping, type ShippingTerms, type ShipTo } from './checkout.shipping.js';

/**
 * What one listing's checkout and a bundle's share once their terms are known: reusing the buyer's
 * open checkout of the same items at the same terms (reloading the page never piles up orders),
 * cancelling the ones it replaces, and then the provider's intent and the reply.
 */

/** An item as the buyer sees it paid for. */
export type ItemShown = { id: string; title: string; imageUrl: string | null; priceCents: number };

/** Everything checkout fixes on an order, read under the listings' locks. */
export type CheckoutTerms = {
  sellerId: string;
  offerId: string | null;
  /** What the buyer pays for the items (after a bundle's discount); fees are on this amount. */
  priceCents: number;
  discountCents: number;
  fees: { sellerFeeCents: number; processingFeeCents: number };
  shipping: ShippingTerms;
  items: readonly q.NewOrderItem[];
};

const sameItems = (held: readonly q.OrderItemRow[], wanted: readonly q.NewOrderItem[]) =>
  held.length === wanted.length &&
  wanted.every((w, i) => {
    const h = held[i];
    return (
      h !== undefined &&
      h.listingId === w.listingId &&
      h.priceCents === w.priceCents &&
      h.parcelSize === w.parcelSize &&
      h.shippingPayer === w.shippingPayer
    );
  });

/**
 * In the caller's transaction, holding the items' listing locks: the buyer's open checkout of exactly
 * these items at these terms (its hold renewed), or a new one; every other open checkout of theirs
 * holding one of the items is cancelled. Answers the order and the intents to abandon after commit.
 */
export async function openCheckout(
  tx: Db,
  buyerId: string,
  terms: CheckoutTerms,
  shipTo: ShipTo,
  provider: string,
): Promise<{ order: q.OrderRow; staleIntents: string[] }> {
  const pending = await q.lockPendingOrders(
    tx,
    buyerId,
    terms.items.map((i) => i.listingId),
  );
  const same = pending.find(
    (o) =>
      !o.expired &&
      o.offerId === terms.offerId &&
      o.priceCents === terms.priceCents &&
      o.discountCents === terms.discountCents &&
      o.feeCents === terms.fees.sellerFeeCents &&
      o.processingFeeCents === terms.fees.processingFeeCents &&
      sameItems(o.items, terms.items) &&
      sameShipping(o, terms.shipping, shipTo) &&
      o.paymentProvider === provider,
  );
  const others = pending.filter((o) => o !== same);
  const expired = others.filter((o) => o.expired).map((o) => o.id);
  const replaced = others.filter((o) => !o.expired).map((o) => o.id);
  const staleIntents = [
    ...(await abandonCheckouts(tx, { ids: expired }, 'expired')),
    ...(await abandonCheckouts(tx, { ids: replaced }, 'replaced')),
  ];
  if (same) {
    // Reopening the page at the same, current terms holds them for a full period again.
    return { order: { ...same, expiresAt: await q.renewOrderExpiry(tx, same.id) }, staleIntents };
  }
  const order = await q.insertOrder(
    tx,
    {
      buyerId,
      sellerId: terms.sellerId,
      listingId: terms.items[0]!.listingId,
      offerId: terms.offerId,
      priceCents: terms.priceCents,
      discountCents: terms.discountCents,
      feeCents: terms.fees.sellerFeeCents,
      processingFeeCents: terms.fees.processingFeeCents,
      ...terms.shipping,
      shipTo: shipTo.address,
      shipToAddressId: shipTo.id,
      paymentProvider: provider,
    },
    terms.items,
  );
  return { order, staleIntents };
}

/**
 * After the checkout's transaction committed: the provider's intent for the order (the stored one on a
 * reused checkout) and the reply. The buyer is charged the price and their part of shipping, both as
 * fixed on the order.
 */
export async function checkoutReply(
  ctx: AppContext,
  opened: { order: q.OrderRow; staleIntents: string[] },
  shown: { buyerId: string; shipTo: ShipTo; items: readonly ItemShown[] },
): Promise<CreatePaymentIntentReply> {
  const { order } = opened;
  await abandonIntents(ctx, opened.staleIntents);
  const provider = ctx.payments;
  const amountCents = order.priceCents + order.shippingCents;
  const lead = shown.items[0]!;
  let clientSecret: string;
  if (order.stripePaymentIntentId) {
    clientSecret = await provider.clientSecretFor(order.stripePaymentIntentId);
  } else {
    const intent = await provider.createIntent({
      orderId: order.id,
      amountCents,
      listingId: lead.id,
      buyerId: shown.buyerId,
      description:
        shown.items.length > 1
          ? `Rethread: ${lead.title} and ${shown.items.length - 1} more`
          : `Rethread: ${lead.title}`,
    });
    clientSecret = intent.clientSecret;
    if (!(await q.setOrderIntent(ctx.db, order.id, intent.intentId))) {
      // Another request for this order stored its intent first (answer that one), or a listing
      // changed meanwhile and cancelled this checkout (abandon the new intent, start again).
      const stored = await q.findOrder(ctx.db, order.id);
      if (stored?.status === 'cancelled') {
        await abandonIntents(ctx, [intent.intentId]);
        throw staleCheckoutError(stored.cancelReason);
      }
      if (!stored?.stripePaymentIntentId) throw conflict(checkoutMessages.initFailed);
      if (stored.stripePaymentIntentId !== intent.intentId) {
        await abandonIntents(ctx, [intent.intentId]);
        clientSecret = await provider.clientSecretFor(stored.stripePaymentIntentId);
      }
    }
  }
  return {
    clientSecret,
    totalAmount: amountCents,
    shippingAmount: order.shippingCents,
    shippingAddressId: shown.shipTo.id,
    shippingAddress: shown.shipTo.address,
    fees: { sellerFee: order.feeCents, processingFee: order.processingFeeCents },
    provider: provider.name,
    publishableKey: provider.publishableKey,
    orderId: order.id,
    expiresAt: (order.expiresAt ?? new Date()).toISOString(),
    purchaseType: order.offerId ? 'offer' : 'direct',
    listing: lead,
    items: [...shown.items],
    discountAmount: order.discountCents,
  };
}
