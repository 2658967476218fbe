import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsApi } from '#shared/api/comments.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as comments from './comments.service.js';

/** Questions & Comments under a listing (docs/product/02-listings.md §2.1, §2.2). Reading is public; writing needs an account. */
export function commentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Who is asking comes before what they sent: a signed-out caller hears 401, not a validation error.
    const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    };

    app.route({
      ...routeOf(commentsApi.list),
      handler: async (request) => ({
        comments: await comments.listComments(ctx, request.params.id, request.user?.id ?? null),
      }),
    });

    app.route({
      ...routeOf(commentsApi.create),
      preValidation: signedIn,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...routeOf(commentsApi.remove),
      preValidation: signedIn,
      handler: async (request, reply) => {
        const user = requireUser(request);
        await comments.removeComment(ctx, user.id, request.params.id, request.params.commentId);
        return reply.status(204).send(null);
      },
    });
  };
}
