import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerStatsApi } from '#shared/api/seller-stats.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import { sellerStats } from './seller-stats.service.js';

/** GET /api/seller/stats: Seller Tools' figures, always the caller's own (visitors get 401). */
export function sellerStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(sellerStatsApi.get),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'private, no-store');
        return sellerStats(ctx, user.id);
      },
    });
  };
}
