import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchApi } from '#shared/api/search.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { browseListings, listingsVersion } from './search.service.js';
import { cachedCategoryCounts, cachedListingStats } from './search.stats.js';

/**
 * GET /api/listings — browsing, filters, sorts, full-text and typo-tolerant search, keyset pages — and
 * the public figures of the discovery pages. (The listings feature owns single listings and writes;
 * this feature owns finding them.)
 */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-out pages and figures may be kept briefly by browsers and CDNs, and the hottest pages
    // here; a signed-in person may have just changed a listing (and a seller's own view shows the
    // inactive ones), so theirs never are.
    defineRoute(
      app,
      searchApi.browse,
      { sharedPages: { version: () => listingsVersion(ctx) } },
      async ({ request, user }) => {
        return browseListings(ctx, request.query, user?.id ?? null);
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
