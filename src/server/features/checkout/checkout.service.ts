import { checkoutMessages, type CreatePaymentIntentReply, type LocalConfirmReply } from '#shared/checkout.js';
import { isSold } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { feesAt } from '../../lib/payments/fee-config.js';
import {
  assertForSale,
  findListingForSale,
  lockListingAvailable,
} from '../listings/listings.sale.service.js';
import { offerForCheckout } from '../offers/offers.service.js';
import { startBundleCheckout } from './checkout.bundle.js';
import { abandonCheckouts, staleCheckoutError } from './checkout.expiry.js';
import { itemTermsChanged, lockItemListings, unavailableItem } from './checkout.items.js';
import { checkoutReply, openCheckout } from './checkout.open.js';
import * as q from './checkout.queries.js';
import { applySettlement, settleInTransaction, type Settlement } from './checkout.settle.js';
import { shippingTermsOf, shipToFor } from './checkout.shipping.js';

// Listings change a listing's price or availability through checkout, which cancels the open checkouts.
export { abandonIntents, changeListingTerms, endStaleCheckoutsOf } from './checkout.expiry.js';

type StartInput = {
  listingId?: string | undefined;
  listingIds?: string[] | undefined;
  buyerId?: string | undefined;
  offerId?: string | undefined;
  shippingAddressId?: string | undefined;
};

/**
 * POST /api/create-payment-intent (docs/product/05-checkout-orders.md §5.5, §5.2). The amount is the list price or the accepted offer,
 * read from the database: nothing the client sends about money is used. The buyer's unpaid checkout of
 * the same listing at the same terms is reused, so reloading the page never piles up orders. With
 * `listingIds` it is a bundle's checkout (checkout.bundle.ts).
 */
export async function startCheckout(
  ctx: AppContext,
  userId: string,
  input: StartInput,
): Promise<CreatePaymentIntentReply> {
  if (input.listingIds) {
    return startBundleCheckout(ctx, userId, {
      listingIds: input.listingIds,
      offerId: input.offerId,
      shippingAddressId: input.shippingAddressId,
    });
  }
  if (input.buyerId !== userId) throw forbidden(checkoutMessages.notYourself);
  const listing = input.listingId ? await findListingForSale(ctx.db, input.listingId) : undefined;
  if (!listing) throw notFound(checkoutMessages.listingNotFound);
  if (listing.sellerId === userId) throw badRequest(checkoutMessages.ownListing);
  assertForSale(listing, checkoutMessages);

  const shipTo = await shipToFor(ctx.db, userId, input.shippingAddressId);
  const { opened, current } = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    // The listing lock orders this against a payment settling right now for the same listing and
    // against a price change: the amount is read under it, so it is the listing's price as of now.
    const locked = await lockListingAvailable(tx, listing.id, checkoutMessages);
    // Under the lock: the accepted offer paid for (a lapsed one is refused), and nobody but the buyer
    // an acceptance reserves the listing for may buy it.
    const offer = await offerForCheckout(tx, {
      listingId: listing.id,
      buyerId: userId,
      offerId: input.offerId,
    });
    const amountCents = offer?.offerCents ?? locked.priceCents;
    const terms = {
      sellerId: listing.sellerId,
      offerId: offer?.id ?? null,
      priceCents: amountCents,
      discountCents: 0,
      fees: await feesAt(tx, amountCents),
      shipping: await shippingTermsOf(tx, locked, amountCents),
      // The item at what it sells for: the list price, or the offer the seller accepted.
      items: [
        {
          listingId: locked.id,
          priceCents: amountCents,
          parcelSize: locked.parcelSize,
          shippingPayer: locked.shippingPayer,
        },
      ],
    };
    return { opened: await openCheckout(tx, userId, terms, shipTo, ctx.payments.name), current: locked };
  });
  const item = {
    id: current.id,
    title: current.title,
    imageUrl: current.imageUrl,
    priceCents: current.priceCents,
  };
  return checkoutReply(ctx, opened, { buyerId: userId, shipTo, items: [item] });
}

/**
 * POST /api/payments/local/confirm: test mode's stand-in for Stripe.js confirming a card. A declined
 * card leaves the checkout open for another card; a success settles the order; a retry of a settled
 * payment — even one racing the first (a double click) — answers the same success and changes nothing.
 *
 * Everything is decided in one transaction that holds the listing's row lock (then the order's), the
 * same locks a payment settling and a change to the listing take: the order's own state is read first
 * (so a replay of a paid checkout never hears "already sold"), then whether the checkout still holds
 * the listing's current terms, and only then is the card charged.
 */
export async function confirmLocalPayment(
  ctx: AppContext,
  userId: string,
  input: { clientSecret: string; card: { number: string } },
): Promise<LocalConfirmReply> {
  const provider = ctx.payments;
  // With Stripe configured, only Stripe may say a card was charged.
  if (provider.name !== 'local') throw new AppError('NOT_FOUND', 404, 'Test-mode payments are not enabled');
  const intentId = provider.intentIdFromSecret(input.clientSecret);
  const peek = intentId ? await q.findOrderByIntent(ctx.db, intentId) : undefined;
  if (!intentId || !peek) throw badRequest(checkoutMessages.invalidSession);
  if (peek.buyerId !== userId) throw forbidden(checkoutMessages.notYourCheckout);

  const reply = (status: 'succeeded' | 'failed', message: string, refunded = false): LocalConfirmReply => ({
    status,
    message,
    refunded,
    orderId: peek.id,
    listingId: peek.listingId,
  });

  type Outcome =
    | { kind: 'reply'; reply: LocalConfirmReply }
    | { kind: 'refuse'; error: AppError }
    | { kind: 'settled'; settlement: Settlement };
  const outcome = await ctx.db.transaction(async (t): Promise<Outcome> => {
    const tx = t as Db;
    const locked = await lockItemListings(tx, peek.id);
    const order = await q.lockOrderByIntent(tx, intentId);
    if (!order) return { kind: 'refuse', error: badRequest(checkoutMessages.invalidSession) };
    if (isSold(order.status)) {
      return { kind: 'reply', reply: reply('succeeded', checkoutMessages.alreadyPaid) };
    }
    if (order.status === 'refunded') {
      const reason = order.refundReason ?? checkoutMessages.soldToSomeoneElse;
      return { kind: 'reply', reply: reply('failed', reason, true) };
    }
    // Refuse before charging when the outcome is already known: no charge, nothing to refund.
    const unavailable = unavailableItem(locked, 'confirming');
    if (unavailable?.kind === 'sold') return { kind: 'refuse', error: conflict(unavailable.message) };
    if (order.status === 'cancelled')
      return { kind: 'refuse', error: staleCheckoutError(order.cancelReason) };
    if (order.status !== 'pending') {
      return { kind: 'refuse', error: conflict(checkoutMessages.invalidSession) };
    }
    if (order.expired) {
      // Expiry applied on read: the checkout is cancelled now rather than at the next sweep.
      return { kind: 'refuse', error: await endCheckout(tx, order.id, 'expired') };
    }
    if (itemTermsChanged(order, locked)) {
      // The change that made this price stale cancels it in its own transaction; this is the backstop.
      return { kind: 'refuse', error: await endCheckout(tx, order.id, 'listing_changed') };
    }
    if (unavailable) return { kind: 'refuse', error: conflict(unavailable.message) };

    const charge = provider.charge(input.card.number);
    if (!charge.ok) return { kind: 'reply', reply: reply('failed', charge.message) };
    const card = provider.cardOf(input.card.number);
    return { kind: 'settled', settlement: await settleInTransaction(tx, intentId, ctx.labels.name, card) };
  });

  if (outcome.kind === 'reply') return outcome.reply;
  if (outcome.kind === 'refuse') throw outcome.error;
  const { settlement } = outcome;
  await applySettlement(ctx, settlement);
  switch (settlement.outcome) {
    case 'paid':
      return reply('succeeded', checkoutMessages.paid);
    case 'already_paid':
      return reply('succeeded', checkoutMessages.alreadyPaid);
    case 'refunded':
      return reply('failed', settlement.reason, true);
    default:
      throw badRequest(checkoutMessages.invalidSession);
  }
}

/** Cancels a checkout found stale while confirming it, and answers the error its buyer sees. */
async function endCheckout(tx: Db, orderId: string, reason: 'expired' | 'listing_changed') {
  // The local provider's intents need no cancelling at the provider: nothing was ever charged.
  await abandonCheckouts(tx, { id: orderId }, reason);
  return staleCheckoutError(reason);
}
