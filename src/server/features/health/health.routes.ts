import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '#shared/api/health.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { pingDatabase } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(healthApi.check),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          await pingDatabase(ctx.db);
          return { status: 'ok' as const, database: ctx.database.kind };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return reply.status(503).send({
            status: 'unavailable' as const,
            database: ctx.database.kind,
            error: 'Database unreachable',
            code: 'UNAVAILABLE' as const,
          });
        }
      },
    });
  };
}
