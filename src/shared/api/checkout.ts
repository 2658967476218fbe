import {
  createPaymentIntentInputSchema,
  createPaymentIntentReplySchema,
  localConfirmInputSchema,
  localConfirmReplySchema,
  stripeWebhookReplySchema,
} from '../checkout.js';
import { defineApi } from './endpoint.js';

/** Checkout (docs/product/05-checkout-orders.md §5.2) and the payment providers' confirmations. */
export const checkoutApi = defineApi('checkout', {
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    summary:
      'Start (or resume) checkout of a listing at its price or an accepted offer, or of a bundle (listingIds) at its discounted prices or an accepted offer on exactly those items',
    auth: 'user',
    body: createPaymentIntentInputSchema,
    reply: createPaymentIntentReplySchema,
    // 409 CHECKOUT_EXPIRED: the checkout went stale while it was being set up; start again.
    errors: [400, 403, 404, 409],
  },
  confirmLocal: {
    method: 'POST',
    path: '/api/payments/local/confirm',
    summary: 'Test mode: confirm a checkout with a test card (404 when Stripe is the provider)',
    auth: 'user',
    body: localConfirmInputSchema,
    reply: localConfirmReplySchema,
    errors: [400, 403, 404, 409, 429],
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary: "Stripe's signed payment events (called by Stripe, not by browsers)",
    // Stripe signs the raw bytes (Stripe-Signature header); the cross-origin check exempts /api/webhooks/.
    auth: 'signed',
    rawBody: 'application/json',
    reply: stripeWebhookReplySchema,
    errors: [400, 404, 502],
  },
});
