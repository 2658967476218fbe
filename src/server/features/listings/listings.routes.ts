import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '#shared/api/listings.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { personalAnswer, sharedPages } from '../../http/shared-pages.js';
import { requireUser } from '../../http/session.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { listingsVersion } from '../search/search.service.js';
import * as listings from './listings.service.js';

/** Who is asking comes before what they sent: a signed-out caller hears 401, not a validation error. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

// Enough for a seller listing a whole wardrobe in an evening; a script posting spam is stopped.
const CREATES_PER_HOUR = 120;

/**
 * Single listings: read, create, edit, activate/deactivate. Browsing and searching many listings
 * (GET /api/listings) belongs to the search feature.
 */
export function listingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(listingsApi.get),
      // A listing is the same for everyone who may see it; only a seller's view of their own listing
      // (which may be inactive) is theirs alone, and is never kept for others.
      ...sharedPages({ version: () => listingsVersion(ctx), sameForSignedIn: () => true }),
      handler: async (request) => {
        const viewerId = request.user?.id ?? null;
        const listing = await listings.getListing(ctx, request.params.id, viewerId);
        if (viewerId && listing.sellerId === viewerId) personalAnswer(request);
        return { listing };
      },
    });

    app.route({
      ...routeOf(listingsApi.create),
      preValidation: signedIn,
      handler: async (request, reply) => {
        const user = requireUser(request);
        await consumeRateLimit(
          ctx.db,
          `listing-create:${user.id}`,
          CREATES_PER_HOUR,
          3600,
          'You are creating listings very quickly. Please wait a few minutes and try again.',
        );
        const listing = await listings.createListing(ctx, user.id, request.body);
        return reply.status(201).send({ listing });
      },
    });

    app.route({
      ...routeOf(listingsApi.update),
      preValidation: signedIn,
      handler: async (request) => {
        const user = requireUser(request);
        return { listing: await listings.updateListing(ctx, user.id, request.params.id, request.body) };
      },
    });
  };
}
