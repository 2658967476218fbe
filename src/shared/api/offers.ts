import { idParams } from '../ids.js';
import {
  counterOfferInputSchema,
  createOfferInputSchema,
  likersOfferInputSchema,
  likersOfferReplySchema,
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
    summary:
      'Make an offer on a listing, or one offer on a bundle of 2–20 listings of one seller (listingIds)',
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
  counter: {
    method: 'POST',
    path: '/api/offers/:id/counter',
    summary:
      'Counter a pending step of an offer thread: the seller above the offer and at most the list price, the buyer back below the seller’s; it declines the step it answers and lives 48 hours',
    auth: 'user',
    params,
    body: counterOfferInputSchema,
    status: 201,
    reply: offerReplySchema,
    errors: [400, 403, 404, 409, 429],
  },
  toLikers: {
    method: 'POST',
    path: '/api/listings/:id/offer-to-likers',
    summary:
      'The seller sends one price, at least 10% below the list price, to everyone who liked the listing: a 48-hour offer each; once per listing per 24 hours',
    auth: 'user',
    params: idParams(offerMessages.listingNotFound),
    body: likersOfferInputSchema,
    status: 201,
    reply: likersOfferReplySchema,
    errors: [400, 403, 404, 409],
  },
});
