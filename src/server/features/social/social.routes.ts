import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followStateSchema, likeStateSchema, personSummarySchema } from '../../../shared/social.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/session.js';
import * as social from './social.service.js';
import { idParams } from '../../../shared/ids.js';
import { listingMessages } from '../../../shared/listings.js';
import { profileMessages } from '../../../shared/user-profile.js';

const listingParams = idParams(listingMessages.notFound);
const userParams = idParams(profileMessages.notFound);

/** Likes (favorites) and follows, stored per user with real counts (docs/product/10-decisions-beyond-the-spec.md §10.4). */
export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/listings/:id/like',
      { schema: { params: listingParams, response: { 200: likeStateSchema } } },
      async (request) => social.like(ctx, requireUser(request).id, request.params.id),
    );
    app.delete(
      '/api/listings/:id/like',
      { schema: { params: listingParams, response: { 200: likeStateSchema } } },
      async (request) => social.unlike(ctx, requireUser(request).id, request.params.id),
    );
    app.get(
      '/api/me/likes',
      { schema: { response: { 200: z.object({ listingIds: z.array(z.string()) }) } } },
      async (request) => ({
        listingIds: await social.likedListingIds(ctx, requireUser(request).id),
      }),
    );

    app.get(
      '/api/users/:id/follow',
      { schema: { params: userParams, response: { 200: followStateSchema } } },
      async (request) => social.followState(ctx, request.params.id, request.user?.id ?? null),
    );
    app.post(
      '/api/users/:id/follow',
      { schema: { params: userParams, response: { 200: followStateSchema } } },
      async (request) => social.follow(ctx, requireUser(request).id, request.params.id),
    );
    app.delete(
      '/api/users/:id/follow',
      { schema: { params: userParams, response: { 200: followStateSchema } } },
      async (request) => social.unfollow(ctx, requireUser(request).id, request.params.id),
    );
    app.get(
      '/api/users/:id/followers',
      {
        schema: {
          params: userParams,
          response: { 200: z.object({ followers: z.array(personSummarySchema) }) },
        },
      },
      async (request) => ({ followers: await social.followers(ctx, request.params.id) }),
    );
    app.get(
      '/api/users/:id/following',
      {
        schema: {
          params: userParams,
          response: { 200: z.object({ following: z.array(personSummarySchema) }) },
        },
      },
      async (request) => ({ following: await social.following(ctx, request.params.id) }),
    );
  };
}
