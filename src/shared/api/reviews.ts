import { idParams } from '../ids.js';
import {
  createReviewInputSchema,
  orderReviewSchema,
  replyInputSchema,
  reviewMessages,
  reviewReplySchema,
  reviewsQuerySchema,
  reviewsReplySchema,
} from '../reviews.js';
import { profileMessages } from '../user-profile.js';
import { defineApi } from './endpoint.js';

/** Reviews of sellers by the buyers of their completed orders. */
export const reviewsApi = defineApi('reviews', {
  create: {
    method: 'POST',
    path: '/api/orders/:id/review',
    summary: 'The buyer rates the seller of a completed order: once, within 30 days',
    auth: 'user',
    params: idParams(reviewMessages.orderNotFound),
    body: createReviewInputSchema,
    status: 201,
    reply: reviewReplySchema,
    errors: [400, 403, 404, 409],
  },
  ofOrder: {
    method: 'GET',
    path: '/api/orders/:id/review',
    summary: "The order's review, and whether the signed-in buyer may write one now",
    auth: 'user',
    params: idParams(reviewMessages.orderNotFound),
    reply: orderReviewSchema,
    errors: [404],
  },
  reply: {
    method: 'POST',
    path: '/api/reviews/:id/reply',
    summary: 'The seller answers a review of them, once, publicly',
    auth: 'user',
    params: idParams(reviewMessages.notFound),
    body: replyInputSchema,
    reply: reviewReplySchema,
    errors: [400, 403, 404, 409],
  },
  ofUser: {
    method: 'GET',
    path: '/api/users/:id/reviews',
    summary: "A seller's reviews, newest first (paged), with their average rating and count",
    auth: 'public',
    params: idParams(profileMessages.notFound),
    query: reviewsQuerySchema,
    reply: reviewsReplySchema,
    errors: [400, 404],
  },
});
