import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pingDatabase } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({
              status: z.literal('unavailable'),
              database: z.string(),
              error: z.string(),
              code: z.string(),
            }),
          },
        },
      },
      async (request, reply) => {
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
            code: 'UNAVAILABLE',
          });
        }
      },
    );
  };
}
