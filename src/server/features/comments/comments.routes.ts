import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsApi } from '#shared/api/comments.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as comments from './comments.service.js';

/** Questions & Comments under a listing (docs/product/02-listings.md §2.1, §2.2). Reading is public; writing needs an account. */
export function commentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, commentsApi.list, async ({ request, user }) => ({
      comments: await comments.listComments(ctx, request.params.id, user?.id ?? null),
    }));

    defineRoute(app, commentsApi.create, async ({ request, user }) => {
      const comment = await comments.addComment(
        ctx,
        user.id,
        request.params.id,
        request.body.message,
        request.ip,
      );
      return { comment };
    });

    defineRoute(app, commentsApi.remove, async ({ request, user }) => {
      await comments.removeComment(ctx, user.id, request.params.id, request.params.commentId);
    });
  };
}
