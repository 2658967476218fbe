import { idParams } from '../ids.js';
import {
  orderMessages,
  orderReplySchema,
  ordersQuerySchema,
  ordersReplySchema,
  shipOrderInputSchema,
} from '../orders.js';
import { sellerCancelInputSchema } from '../seller-cancel.js';
import { defineApi } from './endpoint.js';

const params = idParams(orderMessages.notFound);

/** Purchases and sales (docs/product/10-decisions-beyond-the-spec.md §10.6). */
export const ordersApi = defineApi('orders', {
  get: {
    method: 'GET',
    path: '/api/orders/:id',
    summary: 'One of your purchases or sales, with its address, label, tracking and timeline',
    auth: 'user',
    params,
    reply: orderReplySchema,
    errors: [404],
  },
  label: {
    method: 'GET',
    path: '/api/orders/:id/label',
    summary: 'The prepaid shipping label as a PDF (the seller only)',
    auth: 'user',
    // The label shows the buyer's home address: the seller's alone, never kept on the way.
    cache: 'private, no-store',
    params,
    produces: 'application/pdf',
    errors: [403, 404, 409],
  },
  advanceTestTracking: {
    method: 'POST',
    path: '/api/orders/:id/test-tracking',
    summary:
      "Test mode: move the local label's parcel one step (accepted → in transit → delivered), as a carrier scan would",
    auth: 'user',
    params,
    reply: orderReplySchema,
    errors: [404, 409],
  },
  list: {
    method: 'GET',
    path: '/api/orders',
    summary: "The signed-in user's purchases (role=buyer) or sales (role=seller)",
    auth: 'user',
    query: ordersQuerySchema,
    reply: ordersReplySchema,
    errors: [400],
  },
  ship: {
    method: 'PATCH',
    path: '/api/orders/:id/ship',
    summary: 'Mark a paid order as shipped with its carrier and tracking number (the seller)',
    auth: 'user',
    params,
    body: shipOrderInputSchema,
    reply: orderReplySchema,
    errors: [400, 403, 404, 409],
  },
  received: {
    method: 'PATCH',
    path: '/api/orders/:id/received',
    summary: 'Confirm a shipped order arrived (the buyer)',
    auth: 'user',
    params,
    reply: orderReplySchema,
    errors: [403, 404, 409],
  },
  confirm: {
    method: 'POST',
    path: '/api/orders/:id/confirm',
    summary: '"Everything is OK": the buyer completes a delivered order before its window ends',
    auth: 'user',
    params,
    reply: orderReplySchema,
    errors: [403, 404, 409],
  },
  cancel: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    summary: 'The buyer cancels a paid order not shipped by its ship-by date, refunded in full',
    auth: 'user',
    params,
    reply: orderReplySchema,
    errors: [403, 404, 409],
  },
  sellerCancel: {
    method: 'POST',
    path: '/api/orders/:id/seller-cancel',
    summary:
      'The seller cancels a paid order before it ships, with a reason: the buyer is refunded in full at once; the item goes back on sale or stays off sale',
    auth: 'user',
    params,
    body: sellerCancelInputSchema,
    reply: orderReplySchema,
    errors: [400, 403, 404, 409],
  },
});
