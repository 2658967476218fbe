import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialApi } from '#shared/api/social.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as social from './social.service.js';

/** Likes (favorites) and follows, stored per user with real counts (docs/product/10-decisions-beyond-the-spec.md §10.4). */
export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, socialApi.like, async ({ request, user }) =>
      social.like(ctx, user.id, request.params.id),
    );
    defineRoute(app, socialApi.unlike, async ({ request, user }) =>
      social.unlike(ctx, user.id, request.params.id),
    );
    defineRoute(app, socialApi.myLikes, async ({ user }) => ({
      listingIds: await social.likedListingIds(ctx, user.id),
    }));

    defineRoute(app, socialApi.followState, async ({ request, user }) =>
      social.followState(ctx, request.params.id, user?.id ?? null),
    );
    defineRoute(app, socialApi.follow, async ({ request, user }) =>
      social.follow(ctx, user.id, request.params.id),
    );
    defineRoute(app, socialApi.unfollow, async ({ request, user }) =>
      social.unfollow(ctx, user.id, request.params.id),
    );
    defineRoute(app, socialApi.followers, async ({ request }) => ({
      followers: await social.followers(ctx, request.params.id),
    }));
    defineRoute(app, socialApi.following, async ({ request }) => ({
      following: await social.following(ctx, request.params.id),
    }));
  };
}
