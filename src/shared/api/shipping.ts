import { shippingRatesReplySchema } from '../shipping.js';
import { defineApi } from './endpoint.js';

/** Shipping prices per parcel size (issue 14): what a buyer pays on top of the price. */
export const shippingApi = defineApi('shipping', {
  rates: {
    method: 'GET',
    path: '/api/shipping-rates',
    summary: 'The price of each parcel size (small, medium, large), in cents',
    auth: 'public',
    reply: shippingRatesReplySchema,
    errors: [],
  },
});
