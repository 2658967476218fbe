import { idParams } from '../ids.js';
import { listingMessages } from '../listings.js';
import { sellerStatsSchema } from '../seller-stats.js';
import { defineApi } from './endpoint.js';

/** Seller Tools' figures and the listing views they count (docs/product/08-seller-tools.md). */
export const sellerStatsApi = defineApi('sellerStats', {
  get: {
    method: 'GET',
    path: '/api/seller/stats',
    summary: "The signed-in seller's own figures, listings and recent activity",
    auth: 'user',
    cache: 'private, no-store',
    reply: sellerStatsSchema,
    errors: [],
  },
  recordView: {
    method: 'POST',
    path: '/api/listings/:id/views',
    summary: "Count a view of a listing (once per visitor per hour; not the seller's own)",
    auth: 'optional',
    params: idParams(listingMessages.notFound),
    status: 204,
    errors: [404, 429],
  },
});
