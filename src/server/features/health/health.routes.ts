import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '#shared/api/health.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { pingDatabase } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.js';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, healthApi.check, async ({ request, reply }) => {
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
    });
  };
}
