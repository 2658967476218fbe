import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchApi } from '#shared/api/search.js';
import type { AppContext } from '../../context.js';
import { defineRoute, sendPreparedJson } from '../../http/contract.js';
import { browseListingsJson, listingsVersion } from './search.service.js';
import { cachedCategoryCounts, cachedListingStats } from './search.stats.js';

/**
 * Whether a signed-in person's browse page is a visitor's: it is unless it lists their own listings.
 * Read from the raw query, before validation, so anything that might name them counts as theirs.
 */
function notOwnListings(request: FastifyRequest): boolean {
  const sellerId = (request.query as Record<string, unknown> | undefined)?.sellerId;
  if (sellerId === undefined) return true;
  return typeof sellerId === 'string' && !sellerId.toLowerCase().includes(request.user!.id.toLowerCase());
}

/**
 * GET /api/listings — browsing, filters, sorts, full-text and typo-tolerant search, keyset pages — and
 * the public figures of the discovery pages. (The listings feature owns single listings and writes;
 * this feature owns finding them.)
 */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-out pages and figures may be kept briefly by browsers and CDNs, and the hottest pages
    // here, for visitors and signed-in people alike (a change moves the listings generation at its
    // commit); a seller's own listings page shows their inactive ones, so it is theirs alone.
    defineRoute(
      app,
      searchApi.browse,
      { sharedPages: { version: () => listingsVersion(ctx), sameForSignedIn: notOwnListings } },
      async ({ request, reply, user }) => {
        // Sent as the JSON the cards were kept as (search.cards.ts), in browsePageSchema's shape.
        const body = await browseListingsJson(ctx, request.query, user?.id ?? null);
        sendPreparedJson(reply, body);
        return reply;
      },
    );

    defineRoute(app, searchApi.stats, async ({ request }) => {
      return cachedListingStats(ctx, request.query.timeFrame);
    });

    defineRoute(app, searchApi.categoryCounts, async () => {
      return cachedCategoryCounts(ctx);
    });
  };
}
