import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '#shared/api/listings.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { personalAnswer } from '../../http/shared-pages.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { listingsVersion } from '../search/search.service.js';
import * as listings from './listings.service.js';
import { markSoldElsewhere } from './listings.sold-elsewhere.service.js';

// Enough for a seller listing a whole wardrobe in an evening; a script posting spam is stopped.
const CREATES_PER_HOUR = 120;

/**
 * Single listings: read, create, edit, activate/deactivate. Browsing and searching many listings
 * (GET /api/listings) belongs to the search feature.
 */
export function listingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A listing is the same for everyone who may see it; only a seller's view of their own listing
    // (which may be inactive) is theirs alone, and is never kept for others.
    defineRoute(
      app,
      listingsApi.get,
      { sharedPages: { version: () => listingsVersion(ctx), sameForSignedIn: () => true } },
      async ({ request, user }) => {
        const viewerId = user?.id ?? null;
        const listing = await listings.getListing(ctx, request.params.id, viewerId);
        if (viewerId && listing.sellerId === viewerId) personalAnswer(request);
        return { listing };
      },
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

    defineRoute(app, listingsApi.soldElsewhere, async ({ request, user }) => {
      return { listing: await markSoldElsewhere(ctx, user.id, request.params.id) };
    });
  };
}
