import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '#shared/api/listings.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { listingsVersion } from '../search/search.service.js';
import * as listings from './listings.service.js';

// Enough for a seller listing a whole wardrobe in an evening; a script posting spam is stopped.
const CREATES_PER_HOUR = 120;

/**
 * Single listings: read, create, edit, activate/deactivate. Browsing and searching many listings
 * (GET /api/listings) belongs to the search feature.
 */
export function listingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A seller's own view may include an inactive listing: only signed-out answers are shared.
    defineRoute(
      app,
      listingsApi.get,
      { sharedPages: { version: () => listingsVersion(ctx) } },
      async ({ request, user }) => ({
        listing: await listings.getListing(ctx, request.params.id, user?.id ?? null),
      }),
    );

    defineRoute(app, listingsApi.create, async ({ request, user }) => {
      await consumeRateLimit(
        ctx.db,
        `listing-create:${user.id}`,
        CREATES_PER_HOUR,
        3600,
        'You are creating listings very quickly. Please wait a few minutes and try again.',
      );
      const listing = await listings.createListing(ctx, user.id, request.body);
      return { listing };
    });

    defineRoute(app, listingsApi.update, async ({ request, user }) => {
      return { listing: await listings.updateListing(ctx, user.id, request.params.id, request.body) };
    });
  };
}
