import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { recordView } from './views.service.js';
import { idParams } from '../../../shared/ids.js';
import { listingMessages } from '../../../shared/listings.js';

const params = idParams(listingMessages.notFound);

/**
 * Listing view counting, kept apart from GET /api/listings/{id} so that read stays fast and
 * cacheable: the detail page posts here once when it opens.
 */
export function listingViewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/listings/:id/views', { schema: { params } }, async (request, reply) => {
      await recordView(ctx, request.params.id, {
        userId: request.user?.id ?? null,
        sessionToken: request.cookies[SESSION_COOKIE],
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send();
    });
  };
}
