import { idParams } from '../ids.js';
import {
  createListingInputSchema,
  listingMessages,
  listingReplySchema,
  updateListingInputSchema,
} from '../listings.js';
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
    summary: 'List an item for sale',
    auth: 'user',
    body: createListingInputSchema,
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
