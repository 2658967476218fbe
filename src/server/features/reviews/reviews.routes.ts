import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsApi } from '#shared/api/reviews.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as reviews from './reviews.service.js';

/** Reviews of sellers (issue 16): written by buyers of completed orders, read by anyone. */
export function reviewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(reviewsApi.create),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const review = await reviews.createReview(ctx, user.id, request.params.id, request.body);
        return reply.status(201).send({ review });
      },
    });

    app.route({
      ...routeOf(reviewsApi.ofOrder),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviews.reviewOfOrder(ctx, requireUser(request).id, request.params.id);
      },
    });

    app.route({
      ...routeOf(reviewsApi.reply),
      handler: async (request) => ({
        review: await reviews.replyToReview(
          ctx,
          requireUser(request).id,
          request.params.id,
          request.body.reply,
        ),
      }),
    });

    app.route({
      ...routeOf(reviewsApi.ofUser),
      handler: async (request) => reviews.reviewsOf(ctx, request.params.id, request.query.cursor),
    });
  };
}
