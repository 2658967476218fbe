import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsApi } from '#shared/api/reviews.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as reviews from './reviews.service.js';

/** Reviews of sellers: written by buyers of completed orders, read by anyone. */
export function reviewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, reviewsApi.create, async ({ request, user }) => {
      const review = await reviews.createReview(ctx, user.id, request.params.id, request.body);
      return { review };
    });

    defineRoute(app, reviewsApi.ofOrder, async ({ request, user }) => {
      return reviews.reviewOfOrder(ctx, user.id, request.params.id);
    });

    defineRoute(app, reviewsApi.reply, async ({ request, user }) => ({
      review: await reviews.replyToReview(ctx, user.id, request.params.id, request.body.reply),
    }));

    defineRoute(app, reviewsApi.ofUser, async ({ request }) =>
      reviews.reviewsOf(ctx, request.params.id, request.query.cursor),
    );
  };
}
