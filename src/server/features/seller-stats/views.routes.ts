import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerStatsApi } from '#shared/api/seller-stats.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { recordView } from './views.service.js';

/**
 * Listing view counting, kept apart from GET /api/listings/{id} so that read stays fast and
 * cacheable: the detail page posts here once when it opens.
 */
export function listingViewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(sellerStatsApi.recordView),
      handler: async (request, reply) => {
        await recordView(ctx, request.params.id, {
          userId: request.user?.id ?? null,
          sessionToken: request.cookies[SESSION_COOKIE],
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return reply.status(204).send(null);
      },
    });
  };
}
