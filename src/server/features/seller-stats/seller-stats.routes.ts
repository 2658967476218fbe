import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerStatsApi } from '#shared/api/seller-stats.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { sellerStats } from './seller-stats.service.js';

/** GET /api/seller/stats: Seller Tools' figures, always the caller's own (visitors get 401). */
export function sellerStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, sellerStatsApi.get, async ({ user }) => {
      return sellerStats(ctx, user.id);
    });
  };
}
