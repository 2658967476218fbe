import { trackingWebhookReplySchema } from '../shipments.js';
import { shippingRatesReplySchema } from '../shipping.js';
import { defineApi } from './endpoint.js';

/** Shipping prices per parcel size: what a buyer pays on top of the price. */
export const shippingApi = defineApi('shipping', {
  rates: {
    method: 'GET',
    path: '/api/shipping-rates',
    summary: 'The price of each parcel size (small, medium, large), in cents',
    auth: 'public',
    // Prices change rarely and are the same for everyone; a minute matches the server's own cache.
    cache: 'public, max-age=60',
    reply: shippingRatesReplySchema,
    errors: [],
  },
  easypostWebhook: {
    method: 'POST',
    path: '/api/webhooks/easypost',
    summary: "EasyPost's signed tracker events (called by EasyPost, not by browsers)",
    // EasyPost signs the raw bytes (X-Hmac-Signature); the cross-origin check exempts /api/webhooks/.
    auth: 'signed',
    rawBody: 'application/json',
    reply: trackingWebhookReplySchema,
    errors: [400, 404],
  },
});
