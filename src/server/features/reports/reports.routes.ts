import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsApi } from '#shared/api/reports.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as reports from './reports.service.js';

/** Reports to the operators. */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, reportsApi.create, async ({ request, user }) => {
      const report = await reports.createReport(ctx, user.id, request.body);
      return { report };
    });
  };
}
