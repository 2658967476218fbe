import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '#shared/api/users.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { publicCache } from '../../http/public-cache.js';
import { requireUser } from '../../http/session.js';
import * as usersService from './users.service.js';

/** Public profiles and the signed-in person's own profile edits. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(usersApi.byHandle),
      onSend: publicCache,
      handler: async (request) => ({
        user: await usersService.getUserByHandle(ctx, request.params.handle, request.user?.id ?? null),
      }),
    });

    app.route({
      ...routeOf(usersApi.roles),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { isAdmin: requireUser(request).isAdmin };
      },
    });

    app.route({
      ...routeOf(usersApi.me),
      handler: async (request) => {
        const id = requireUser(request).id;
        return { user: await usersService.getUserById(ctx, id, id) };
      },
    });

    app.route({
      ...routeOf(usersApi.get),
      onSend: publicCache,
      handler: async (request) => ({
        user: await usersService.getUserById(ctx, request.params.id, request.user?.id ?? null),
      }),
    });

    app.route({
      ...routeOf(usersApi.updateMe),
      // Who is asking comes before what they sent: a signed-out caller hears 401.
      preValidation: async (request) => {
        requireUser(request);
      },
      handler: async (request) => {
        const user = requireUser(request);
        return { user: await usersService.updateMyProfile(ctx, user.id, request.body) };
      },
    });
  };
}
