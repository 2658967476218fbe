import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedSearchesApi } from '#shared/api/saved-searches.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as savedSearches from './saved-searches.service.js';

/** Saved searches: each person sees, saves and deletes only their own. */
export function savedSearchesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, savedSearchesApi.list, async ({ user }) => {
      return { savedSearches: await savedSearches.listSavedSearches(ctx, user.id) };
    });

    defineRoute(app, savedSearchesApi.create, async ({ request, user }) => {
      const savedSearch = await savedSearches.createSavedSearch(ctx, user.id, request.body);
      return { savedSearch };
    });

    defineRoute(app, savedSearchesApi.update, async ({ request, user }) => {
      const savedSearch = await savedSearches.updateSavedSearch(
        ctx,
        user.id,
        request.params.id,
        request.body,
      );
      return { savedSearch };
    });

    defineRoute(app, savedSearchesApi.remove, async ({ request, user }) => {
      await savedSearches.deleteSavedSearch(ctx, user.id, request.params.id);
    });
  };
}
