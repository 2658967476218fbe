import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { pruneOldViews, recordView } from './views.service.js';

const params = z.object({ id: z.string().max(100) });
const PRUNE_INTERVAL_MS = 15 * 60_000;

/**
 * Listing view counting, kept apart from GET /api/listings/{id} so that read stays fast and
 * cacheable: the detail page posts here once when it opens.
 */
export function listingViewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every instance may prune: the DELETE is idempotent and cheap on a small table.
    const timer = setInterval(() => {
      pruneOldViews(ctx).catch((err: unknown) => app.log.warn({ err }, 'listing view prune failed'));
    }, PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

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
