import {
  checkoutMessages,
  type CreatePaymentIntentReply,
  type LocalConfirmReply,
} from '../../../shared/checkout.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { feesAt } from '../../lib/payments/fee-config.js';
import { paymentProviderFor } from '../../lib/payments/provider.js';
import { findListingForSale, lockListingForSale } from '../listings/listings.sale.js';
import { findOfferForCheckout } from '../offers/offers.service.js';
import * as q from './checkout.queries.js';
import { settlePayment } from './checkout.settle.js';

type StartInput = { listingId: string; buyerId: string; offerId?: string | undefined };

/**
 * POST /api/create-payment-intent (000 §5, §7). The amount is the list price or the accepted offer,
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
  if (listing.isSold) throw conflict(checkoutMessages.listingSold);
  if (!listing.isActive) throw conflict(checkoutMessages.listingInactive);

  let offerId: string | null = null;
  let amountCents = listing.priceCents;
  if (input.offerId !== undefined) {
    const offer = await findOfferForCheckout(ctx.db, input.offerId);
    if (!offer) throw notFound(checkoutMessages.offerNotFound);
    if (offer.buyerId !== userId || offer.listingId !== listing.id)
      throw badRequest(checkoutMessages.invalidOffer);
    if (offer.status !== 'accepted') throw badRequest(checkoutMessages.offerNotAccepted);
    offerId = offer.id;
    amountCents = offer.offerCents;
  }

  const fees = await feesAt(ctx.db, amountCents);
  const provider = paymentProviderFor(ctx.config);
  const { order, staleIntents } = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    // The listing lock orders this against a payment settling right now for the same listing.
    const locked = await lockListingForSale(tx, listing.id);
    if (!locked || locked.isSold) throw conflict(checkoutMessages.listingSold);
    if (!locked.isActive) throw conflict(checkoutMessages.listingInactive);
    const pending = await q.lockPendingOrders(tx, userId, listing.id);
    const same = pending.find(
      (o) =>
        o.offerId === offerId &&
        o.priceCents === amountCents &&
        o.feeCents === fees.sellerFeeCents &&
        o.processingFeeCents === fees.processingFeeCents &&
        o.paymentProvider === provider.name,
    );
    const stale = await q.cancelPendingOrders(
      tx,
      pending.filter((o) => o !== same).map((o) => o.id),
    );
    const row =
      same ??
      (await q.insertOrder(tx, {
        buyerId: userId,
        sellerId: listing.sellerId,
        listingId: listing.id,
        offerId,
        priceCents: amountCents,
        feeCents: fees.sellerFeeCents,
        processingFeeCents: fees.processingFeeCents,
        paymentProvider: provider.name,
      }));
    return { order: row, staleIntents: stale };
  });
  for (const intentId of staleIntents) await provider.cancel(intentId).catch(() => undefined);

  let clientSecret: string;
  if (order.stripePaymentIntentId) {
    clientSecret = await provider.clientSecretFor(order.stripePaymentIntentId);
  } else {
    const intent = await provider.createIntent({
      orderId: order.id,
      amountCents,
      listingId: listing.id,
      buyerId: userId,
      description: `Rethread: ${listing.title}`,
    });
    clientSecret = intent.clientSecret;
    if (!(await q.setOrderIntent(ctx.db, order.id, intent.intentId))) {
      // Another request for this order stored its intent first; answer that one.
      const current = await q.findOrder(ctx.db, order.id);
      if (!current?.stripePaymentIntentId) throw conflict(checkoutMessages.initFailed);
      if (current.stripePaymentIntentId !== intent.intentId) {
        await provider.cancel(intent.intentId).catch(() => undefined);
        clientSecret = await provider.clientSecretFor(current.stripePaymentIntentId);
      }
    }
  }

  return {
    clientSecret,
    totalAmount: amountCents,
    fees: { sellerFee: fees.sellerFeeCents, processingFee: fees.processingFeeCents },
    provider: provider.name,
    publishableKey: provider.publishableKey,
    orderId: order.id,
    purchaseType: offerId ? 'offer' : 'direct',
    listing: {
      id: listing.id,
      title: listing.title,
      imageUrl: listing.imageUrl,
      priceCents: listing.priceCents,
    },
  };
}

/**
 * POST /api/payments/local/confirm: test mode's stand-in for Stripe.js confirming a card. A declined
 * card leaves the checkout open for another card; a success settles the order; a retry of a settled
 * payment answers the same outcome and changes nothing.
 */
export async function confirmLocalPayment(
  ctx: AppContext,
  userId: string,
  input: { clientSecret: string; card: { number: string } },
): Promise<LocalConfirmReply> {
  const provider = paymentProviderFor(ctx.config);
  // With Stripe configured, only Stripe may say a card was charged.
  if (provider.name !== 'local') throw new AppError('NOT_FOUND', 404, 'Test-mode payments are not enabled');
  const intentId = provider.intentIdFromSecret(input.clientSecret);
  const order = intentId ? await q.findOrderByIntent(ctx.db, intentId) : undefined;
  if (!intentId || !order) throw badRequest(checkoutMessages.invalidSession);
  if (order.buyerId !== userId) throw forbidden(checkoutMessages.notYourCheckout);

  const reply = (status: 'succeeded' | 'failed', message: string, refunded = false): LocalConfirmReply => ({
    status,
    message,
    refunded,
    orderId: order.id,
    listingId: order.listingId,
  });
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') {
    return reply('succeeded', checkoutMessages.alreadyPaid);
  }
  if (order.status === 'refunded') {
    return reply('failed', order.refundReason ?? checkoutMessages.soldToSomeoneElse, true);
  }
  // Refuse before charging when the outcome is already known: no charge, nothing to refund.
  const listing = await findListingForSale(ctx.db, order.listingId);
  if (!listing || listing.isSold) throw conflict(checkoutMessages.listingSold);
  if (!listing.isActive) throw conflict(checkoutMessages.listingInactive);
  if (order.status !== 'pending') throw conflict(checkoutMessages.invalidSession);

  const charge = provider.charge(input.card.number);
  if (!charge.ok) return reply('failed', charge.message);

  const settlement = await settlePayment(ctx, intentId);
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
