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
  lockListingForSale,
} from '../listings/listings.sale.service.js';
import { offerForCheckout } from '../offers/offers.service.js';
import { abandonCheckouts, abandonIntents, staleCheckoutError } from './checkout.expiry.js';
import * as q from './checkout.queries.js';
import { applySettlement, settleInTransaction, type Settlement } from './checkout.settle.js';
import { checkoutTermsChanged, sameShipping, shippingTermsOf, shipToFor } from './checkout.shipping.js';

// Listings change a listing's price or availability through checkout, which cancels the open checkouts.
export { changeListingTerms } from './checkout.expiry.js';

type StartInput = {
  listingId: string;
  buyerId: string;
  offerId?: string | undefined;
  shippingAddressId?: string | undefined;
};

/**
 * POST /api/create-payment-intent (docs/product/05-checkout-orders.md §5.5, §5.2). The amount is the list price or the accepted offer,
 * read from the database: nothing the client sends about money is used. The buyer's unpaid checkout of
 * the same listing at the same terms is reused, so reloading the page never piles up orders.
 */
export async function startCheckout(
  ctx: AppContext,
  userId: string,
  input: StartInput,
): Promise<CreatePaymentIntentReply> {
  if (input.buyerId !== userId) throw forbidden(checkoutMessages.notYourself);
  const listing = await findListingForSale(ctx.db, input.listingId);
  if (!listing) throw notFound(checkoutMessages.listingNotFound);
  if (listing.sellerId === userId) throw badRequest(checkoutMessages.ownListing);
  assertForSale(listing, checkoutMessages);

  const shipTo = await shipToFor(ctx.db, userId, input.shippingAddressId);

  const provider = ctx.payments;
  const { order, fees, current, staleIntents } = await ctx.db.transaction(async (t) => {
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
    const offerId = offer?.id ?? null;
    const amountCents = offer?.offerCents ?? locked.priceCents;
    const fees = await feesAt(tx, amountCents);
    const shipping = await shippingTermsOf(tx, locked, amountCents);
    const pending = await q.lockPendingOrders(tx, userId, listing.id);
    const same = pending.find(
      (o) =>
        !o.expired &&
        o.offerId === offerId &&
        o.priceCents === amountCents &&
        o.feeCents === fees.sellerFeeCents &&
        o.processingFeeCents === fees.processingFeeCents &&
        sameShipping(o, shipping, shipTo) &&
        o.paymentProvider === provider.name,
    );
    const others = pending.filter((o) => o !== same);
    const expired = others.filter((o) => o.expired).map((o) => o.id);
    const replaced = others.filter((o) => !o.expired).map((o) => o.id);
    const staleIntents = [
      ...(await abandonCheckouts(tx, { ids: expired }, 'expired')),
      ...(await abandonCheckouts(tx, { ids: replaced }, 'replaced')),
    ];
    const order = same
      ? // Reopening the page at the same, current terms holds them for a full period again.
        { ...same, expiresAt: await q.renewOrderExpiry(tx, same.id) }
      : await q.insertOrder(tx, {
          buyerId: userId,
          sellerId: listing.sellerId,
          listingId: listing.id,
          offerId,
          priceCents: amountCents,
          feeCents: fees.sellerFeeCents,
          processingFeeCents: fees.processingFeeCents,
          ...shipping,
          shipTo: shipTo.address,
          shipToAddressId: shipTo.id,
          paymentProvider: provider.name,
        });
    return { order, fees, current: locked, staleIntents };
  });
  await abandonIntents(ctx, staleIntents);
  // The buyer is charged the price and their part of shipping, both as fixed on the order.
  const amountCents = order.priceCents + order.shippingCents;

  let clientSecret: string;
  if (order.stripePaymentIntentId) {
    clientSecret = await provider.clientSecretFor(order.stripePaymentIntentId);
  } else {
    const intent = await provider.createIntent({
      orderId: order.id,
      amountCents,
      listingId: listing.id,
      buyerId: userId,
      description: `Rethread: ${current.title}`,
    });
    clientSecret = intent.clientSecret;
    if (!(await q.setOrderIntent(ctx.db, order.id, intent.intentId))) {
      // Another request for this order stored its intent first (answer that one), or the listing
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
    shippingAddressId: shipTo.id,
    shippingAddress: shipTo.address,
    fees: { sellerFee: fees.sellerFeeCents, processingFee: fees.processingFeeCents },
    provider: provider.name,
    publishableKey: provider.publishableKey,
    orderId: order.id,
    expiresAt: (order.expiresAt ?? new Date()).toISOString(),
    purchaseType: order.offerId ? 'offer' : 'direct',
    listing: {
      id: current.id,
      title: current.title,
      imageUrl: current.imageUrl,
      priceCents: current.priceCents,
    },
  };
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
    const listing = await lockListingForSale(tx, peek.listingId);
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
    if (!listing || listing.isSold) return { kind: 'refuse', error: conflict(checkoutMessages.listingSold) };
    if (order.status === 'cancelled')
      return { kind: 'refuse', error: staleCheckoutError(order.cancelReason) };
    if (order.status !== 'pending') {
      return { kind: 'refuse', error: conflict(checkoutMessages.invalidSession) };
    }
    if (order.expired) {
      // Expiry applied on read: the checkout is cancelled now rather than at the next sweep.
      return { kind: 'refuse', error: await endCheckout(tx, order.id, 'expired') };
    }
    if (checkoutTermsChanged(order, listing)) {
      // The change that made this price stale cancels it in its own transaction; this is the backstop.
      return { kind: 'refuse', error: await endCheckout(tx, order.id, 'listing_changed') };
    }
    if (!listing.isActive) return { kind: 'refuse', error: conflict(checkoutMessages.listingInactive) };

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
