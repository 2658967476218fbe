import { z } from 'zod';
import {
  commentListSchema,
  commentMessages,
  commentReplySchema,
  createCommentInputSchema,
} from '../comments.js';
import { idParam, idParams } from '../ids.js';
import { listingMessages } from '../listings.js';
import { defineApi } from './endpoint.js';

const listingParams = idParams(listingMessages.notFound);
const commentParams = z.object({
  id: idParam(listingMessages.notFound),
  commentId: idParam(commentMessages.notFound),
});

/** Questions & Comments under a listing (docs/product/02-listings.md §2.1, §2.2). */
export const commentsApi = defineApi('comments', {
  list: {
    method: 'GET',
    path: '/api/listings/:id/comments',
    summary: "A listing's comments, oldest first",
    auth: 'optional',
    params: listingParams,
    reply: commentListSchema,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/api/listings/:id/comments',
    summary: 'Comment on a listing or ask its seller a question',
    auth: 'user',
    params: listingParams,
    body: createCommentInputSchema,
    status: 201,
    reply: commentReplySchema,
    errors: [400, 404, 429],
  },
  remove: {
    method: 'DELETE',
    path: '/api/listings/:id/comments/:commentId',
    summary: "Delete a comment (its author, or the listing's seller)",
    auth: 'user',
    params: commentParams,
    status: 204,
    errors: [404],
  },
});
