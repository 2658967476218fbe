import { idParams } from '../ids.js';
import {
  createOfferInputSchema,
  listOffersQuerySchema,
  offerMessages,
  offerReplySchema,
  offersReplySchema,
} from '../offers.js';
import { defineApi } from './endpoint.js';

const params = idParams(offerMessages.notFound);

/** Offers (docs/product/04-offers.md §4.2). */
export const offersApi = defineApi('offers', {
  create: {
    method: 'POST',
    path: '/api/offers',
    summary: 'Make an offer on a listing',
    auth: 'user',
    body: createOfferInputSchema,
    status: 201,
    reply: offerReplySchema,
    errors: [400, 404, 409, 429],
  },
  list: {
    method: 'GET',
    path: '/api/offers',
    summary: "The signed-in user's offers, sent (buyerId) or received (sellerId)",
    auth: 'user',
    query: listOffersQuerySchema,
    reply: offersReplySchema,
    errors: [400, 403],
  },
  get: {
    method: 'GET',
    path: '/api/offers/:id',
    summary: 'One offer the signed-in user made or received',
    auth: 'user',
    params,
    reply: offerReplySchema,
    errors: [403, 404],
  },
  accept: {
    method: 'PATCH',
    path: '/api/offers/:id/accept',
    summary: 'Accept an offer (the seller)',
    auth: 'user',
    params,
    reply: offerReplySchema,
    errors: [404, 409],
  },
  decline: {
    method: 'PATCH',
    path: '/api/offers/:id/decline',
    summary: 'Decline an offer (the seller)',
    auth: 'user',
    params,
    reply: offerReplySchema,
    errors: [404, 409],
  },
  cancel: {
    method: 'PATCH',
    path: '/api/offers/:id/cancel',
    summary: 'Withdraw an offer (the buyer)',
    auth: 'user',
    params,
    reply: offerReplySchema,
    errors: [404, 409],
  },
});
