import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialApi } from '#shared/api/social.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as social from './social.service.js';

/** Likes (favorites) and follows, stored per user with real counts (docs/product/10-decisions-beyond-the-spec.md §10.4). */
export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(socialApi.like),
      handler: async (request) => social.like(ctx, requireUser(request).id, request.params.id),
    });
    app.route({
      ...routeOf(socialApi.unlike),
      handler: async (request) => social.unlike(ctx, requireUser(request).id, request.params.id),
    });
    app.route({
      ...routeOf(socialApi.myLikes),
      handler: async (request) => ({
        listingIds: await social.likedListingIds(ctx, requireUser(request).id),
      }),
    });

    app.route({
      ...routeOf(socialApi.followState),
      handler: async (request) => social.followState(ctx, request.params.id, request.user?.id ?? null),
    });
    app.route({
      ...routeOf(socialApi.follow),
      handler: async (request) => social.follow(ctx, requireUser(request).id, request.params.id),
    });
    app.route({
      ...routeOf(socialApi.unfollow),
      handler: async (request) => social.unfollow(ctx, requireUser(request).id, request.params.id),
    });
    app.route({
      ...routeOf(socialApi.followers),
      handler: async (request) => ({ followers: await social.followers(ctx, request.params.id) }),
    });
    app.route({
      ...routeOf(socialApi.following),
      handler: async (request) => ({ following: await social.following(ctx, request.params.id) }),
    });
  };
}
