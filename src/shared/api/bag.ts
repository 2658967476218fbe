import {
  addToBagInputSchema,
  bagItemParamsSchema,
  bagReplySchema,
  bundleDiscountInputSchema,
  bundleDiscountReplySchema,
} from '../bundles.js';
import { defineApi } from './endpoint.js';

/** The buyer's bag: items from several closets, grouped and totalled per seller (decision 033). */
export const bagApi = defineApi('bag', {
  get: {
    method: 'GET',
    path: '/api/bag',
    summary: "The signed-in person's bag, grouped by seller, with each group's bundle total now",
    auth: 'user',
    reply: bagReplySchema,
    errors: [],
  },
  add: {
    method: 'POST',
    path: '/api/bag/items',
    summary: 'Put a listing in the bag (at most 20 per seller); already there answers 200',
    auth: 'user',
    body: addToBagInputSchema,
    status: 201,
    replies: { 200: bagReplySchema },
    reply: bagReplySchema,
    errors: [400, 403, 404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/api/bag/items/:listingId',
    summary: 'Take a listing out of the bag',
    auth: 'user',
    params: bagItemParamsSchema,
    reply: bagReplySchema,
    errors: [404],
  },
});

/** A seller's bundle discount tiers. */
export const bundleDiscountApi = defineApi('bundleDiscount', {
  get: {
    method: 'GET',
    path: '/api/me/bundle-discount',
    summary: "The signed-in seller's bundle discount tiers",
    auth: 'user',
    reply: bundleDiscountReplySchema,
    errors: [],
  },
  put: {
    method: 'PUT',
    path: '/api/me/bundle-discount',
    summary: "Replace the signed-in seller's bundle discount tiers ([] for none)",
    auth: 'user',
    body: bundleDiscountInputSchema,
    reply: bundleDiscountReplySchema,
    errors: [400],
  },
});
