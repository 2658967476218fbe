import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingsApi } from '#shared/api/listings.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { personalAnswer } from '../../http/shared-pages.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { listingsVersion } from '../search/search.service.js';
import { draftsRoutes } from './listings.drafts.routes.js';
import * as drafts from './listings.drafts.service.js';
import * as listings from './listings.service.js';
import { BulkRefusal, bulkEditListings } from './listings.bulk.service.js';
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
        const listing = await drafts.getListingOrDraft(ctx, request.params.id, viewerId);
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
      const { body } = request;
      const listing =
        'fields' in body
          ? await drafts.saveDraft(ctx, user.id, body.fields)
          : await listings.createListing(ctx, user.id, body);
      return { listing };
    });

    defineRoute(app, listingsApi.update, async ({ request, user }) => {
      return { listing: await drafts.updateListingOrDraft(ctx, user.id, request.params.id, request.body) };
    });

    draftsRoutes(app, ctx);

    // A refusal names the listing that stopped the whole action, beside the usual { error, code }.
    defineRoute(app, listingsApi.bulk, async ({ request, reply, user }) => {
      try {
        return await bulkEditListings(ctx, user.id, request.body);
      } catch (err) {
        if (!(err instanceof BulkRefusal)) throw err;
        const status = err.status as 400 | 403 | 404 | 409;
        return reply.status(status).send({ error: err.message, code: err.code, listingId: err.listingId });
      }
    });

    defineRoute(app, listingsApi.soldElsewhere, async ({ request, user }) => {
      return { listing: await markSoldElsewhere(ctx, user.id, request.params.id) };
    });
  };
}
