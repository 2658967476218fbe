import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentListSchema, commentReplySchema, createCommentInputSchema } from '../../../shared/comments.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/session.js';
import * as comments from './comments.service.js';
import { commentMessages } from '../../../shared/comment-rules.js';
import { idParam, idParams } from '../../../shared/ids.js';
import { listingMessages } from '../../../shared/listings.js';

const listingParams = idParams(listingMessages.notFound);
const commentParams = z.object({
  id: idParam(listingMessages.notFound),
  commentId: idParam(commentMessages.notFound),
});

/** Questions & Comments under a listing (docs/product/02-listings.md §2.1, §2.2). Reading is public; writing needs an account. */
export function commentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Who is asking comes before what they sent: a signed-out caller hears 401, not a validation error.
    const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    };

    app.get(
      '/api/listings/:id/comments',
      { schema: { params: listingParams, response: { 200: commentListSchema } } },
      async (request) => ({
        comments: await comments.listComments(ctx, request.params.id, request.user?.id ?? null),
      }),
    );

    app.post(
      '/api/listings/:id/comments',
      {
        preValidation: signedIn,
        schema: {
          params: listingParams,
          body: createCommentInputSchema,
          response: { 201: commentReplySchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const comment = await comments.addComment(
          ctx,
          user.id,
          request.params.id,
          request.body.message,
          request.ip,
        );
        return reply.status(201).send({ comment });
      },
    );

    app.delete(
      '/api/listings/:id/comments/:commentId',
      { preValidation: signedIn, schema: { params: commentParams } },
      async (request, reply) => {
        const user = requireUser(request);
        await comments.removeComment(ctx, user.id, request.params.id, request.params.commentId);
        return reply.status(204).send();
      },
    );
  };
}
