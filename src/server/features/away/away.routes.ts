import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awayApi } from '#shared/api/away.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as away from './away.service.js';

/** A seller's away mode: GET, PUT and DELETE /api/me/away. */
export function awayRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, awayApi.get, async ({ user }) => away.getAway(ctx, user.id));
    defineRoute(app, awayApi.put, async ({ request, user }) => away.setAway(ctx, user.id, request.body));
    defineRoute(app, awayApi.delete, async ({ user }) => away.endAway(ctx, user.id));
  };
}
