import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browsePageSchema, browseQuerySchema } from '../../../shared/search.js';
import type { AppContext } from '../../context.js';
import { browseListings } from './search.service.js';
import { searchStatsRoutes } from './search.stats.js';

/**
 * GET /api/listings — browsing, filters, sorts, full-text and typo-tolerant search, keyset pages.
 * (The listings feature owns single listings and writes; this feature owns finding them.)
 */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(searchStatsRoutes(ctx));
    app.get(
      '/api/listings',
      { schema: { querystring: browseQuerySchema, response: { 200: browsePageSchema } } },
      async (request, reply) => {
        // Signed-out pages may be cached briefly by the browser; a seller's own view never is.
        reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=15');
        return browseListings(ctx, request.query, request.user?.id ?? null);
      },
    );
  };
}
