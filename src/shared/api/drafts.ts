import { z } from 'zod';
import { draftFieldsSchema } from '../drafts.js';
import { idParams } from '../ids.js';
import { listingMessages, listingReplySchema, listingSchema } from '../listings.js';
import { defineApi } from './endpoint.js';

const params = idParams(listingMessages.notFound);

/**
 * Listing drafts (src/shared/drafts.ts). A draft is saved with POST /api/listings `{ draft: true }`,
 * read with GET /api/listings/{id} and edited with PATCH /api/listings/{id} by its seller alone.
 */
export const draftsApi = defineApi('drafts', {
  list: {
    method: 'GET',
    path: '/api/me/drafts',
    summary: "The signed-in seller's listing drafts, the most recently saved first",
    auth: 'user',
    reply: z.object({ drafts: z.array(listingSchema) }),
    errors: [],
  },
  replace: {
    method: 'PUT',
    path: '/api/me/drafts/:id',
    summary: "Save one's draft again with exactly these fields (blank ones are not given yet)",
    auth: 'user',
    params,
    body: draftFieldsSchema,
    reply: listingReplySchema,
    errors: [400, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/me/drafts/:id',
    summary: "Delete one's draft",
    auth: 'user',
    params,
    status: 204,
    errors: [404],
  },
  publish: {
    method: 'POST',
    path: '/api/listings/:id/publish',
    summary: "Publish one's draft: every rule of listing an item applies; the listing keeps the draft's id",
    auth: 'user',
    params,
    status: 201,
    reply: listingReplySchema,
    errors: [400, 404],
  },
});
