import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsApi } from '#shared/api/reports.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as reports from './reports.service.js';

/** Reports to the operators (issue 16). */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(reportsApi.create),
      handler: async (request, reply) => {
        const report = await reports.createReport(ctx, requireUser(request).id, request.body);
        return reply.status(201).send({ report });
      },
    });
  };
}
