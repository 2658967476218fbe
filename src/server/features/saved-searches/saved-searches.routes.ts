import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedSearchesApi } from '#shared/api/saved-searches.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as savedSearches from './saved-searches.service.js';

/** Saved searches (issue 17): each person sees, saves and deletes only their own. */
export function savedSearchesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(savedSearchesApi.list),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { savedSearches: await savedSearches.listSavedSearches(ctx, requireUser(request).id) };
      },
    });

    app.route({
      ...routeOf(savedSearchesApi.create),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const savedSearch = await savedSearches.createSavedSearch(ctx, user.id, request.body);
        return reply.status(201).send({ savedSearch });
      },
    });

    app.route({
      ...routeOf(savedSearchesApi.remove),
      handler: async (request, reply) => {
        await savedSearches.deleteSavedSearch(ctx, requireUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
