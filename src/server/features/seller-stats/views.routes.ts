import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerStatsApi } from '#shared/api/seller-stats.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { recordView } from './views.service.js';

/**
 * Listing view counting, kept apart from GET /api/listings/{id} so that read stays fast and
 * cacheable: the detail page posts here once when it opens.
 */
export function listingViewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, sellerStatsApi.recordView, async ({ request, user }) => {
      await recordView(ctx, request.params.id, {
        userId: user?.id ?? null,
        sessionToken: request.cookies[SESSION_COOKIE],
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    });
  };
}
