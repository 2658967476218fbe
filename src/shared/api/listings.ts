import { createOrDraftListingInputSchema } from '../drafts.js';
import { idParams } from '../ids.js';
import {
  listingMessages,
  listingReplySchema,
  updateListingInputSchema,
} from '../listings.js';
import { bulkListingsInputSchema, bulkListingsReplySchema, bulkRefusedSchema } from '../listing-bulk.js';
import { defineApi } from './endpoint.js';

const params = idParams(listingMessages.notFound);

/**
 * Single listings (docs/product/02-listings.md): read, create, edit, activate/deactivate. Browsing
 * and searching many listings (GET /api/listings) is the search feature's (api/search.ts).
 */
export const listingsApi = defineApi('listings', {
  get: {
    method: 'GET',
    path: '/api/listings/:id',
    summary: 'One listing; its seller also sees it while it is inactive',
    auth: 'optional',
    cache: 'shared',
    params,
    reply: listingReplySchema,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/api/listings',
    summary: 'List an item for sale, or with { draft: true } save a draft only its seller sees',
    auth: 'user',
    body: createOrDraftListingInputSchema,
    status: 201,
    reply: listingReplySchema,
    errors: [400, 409, 429],
  },
  update: {
    method: 'PATCH',
    path: '/api/listings/:id',
    summary: "Edit one's own listing, or activate/deactivate it with { isActive }",
    auth: 'user',
    params,
    body: updateListingInputSchema,
    reply: listingReplySchema,
    errors: [400, 404],
  },
  bulk: {
    method: 'POST',
    path: '/api/listings/bulk',
    summary:
      "Reprice, activate, deactivate or relist up to 200 of one's own listings at once: all or nothing; a refusal names the first listing that stopped it",
    auth: 'user',
    body: bulkListingsInputSchema,
    reply: bulkListingsReplySchema,
    errors: [400, 404, 409],
    errorReplies: {
      400: bulkRefusedSchema,
      403: bulkRefusedSchema,
      404: bulkRefusedSchema,
      409: bulkRefusedSchema,
    },
  },
  soldElsewhere: {
    method: 'POST',
    path: '/api/listings/:id/sold-elsewhere',
    summary: 'Mark one of your listings sold on another site: it leaves Rethread at once, no order',
    auth: 'user',
    params,
    reply: listingReplySchema,
    errors: [403, 404, 409],
  },
});
