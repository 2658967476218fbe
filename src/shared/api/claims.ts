import {
  claimMessages,
  claimReplySchema,
  createClaimInputSchema,
  respondClaimInputSchema,
} from '../claims.js';
import { idParams } from '../ids.js';
import { defineApi } from './endpoint.js';

const params = idParams(claimMessages.notFound);

/** Claims: a buyer reports a problem with a delivered (or lost) parcel; the seller answers. */
export const claimsApi = defineApi('claims', {
  create: {
    method: 'POST',
    path: '/api/orders/:id/claims',
    summary:
      'The buyer reports a problem: after delivery within the confirmation window, or a parcel not delivered 7 days after shipping',
    auth: 'user',
    params: idParams(claimMessages.orderNotFound),
    body: createClaimInputSchema,
    status: 201,
    reply: claimReplySchema,
    errors: [400, 403, 404, 409, 429],
  },
  get: {
    method: 'GET',
    path: '/api/claims/:id',
    summary: 'A claim as its buyer, its seller or an operator sees it',
    auth: 'user',
    params,
    reply: claimReplySchema,
    errors: [404],
  },
  respond: {
    method: 'POST',
    path: '/api/claims/:id/respond',
    summary: 'The seller answers within 2 days: refund in full, ask for the item back, or disagree',
    auth: 'user',
    params,
    body: respondClaimInputSchema,
    reply: claimReplySchema,
    errors: [400, 403, 404, 409, 502],
  },
  returnLabel: {
    method: 'GET',
    path: '/api/claims/:id/return-label',
    summary: 'The prepaid return label as a PDF (the buyer only)',
    auth: 'user',
    // The label shows a home address: the buyer's alone, never kept on the way.
    cache: 'private, no-store',
    params,
    produces: 'application/pdf',
    errors: [403, 404, 409],
  },
  advanceTestReturn: {
    method: 'POST',
    path: '/api/claims/:id/test-return-tracking',
    summary: 'Test mode: move the return parcel one step (in transit → delivered), as a carrier scan would',
    auth: 'user',
    params,
    reply: claimReplySchema,
    errors: [404, 409],
  },
});
