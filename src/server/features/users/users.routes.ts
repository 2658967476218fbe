import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '#shared/api/users.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as usersService from './users.service.js';

/** Public profiles and the signed-in person's own profile edits. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, usersApi.byHandle, async ({ request, user }) => ({
      user: await usersService.getUserByHandle(ctx, request.params.handle, user?.id ?? null),
    }));

    defineRoute(app, usersApi.roles, async ({ user }) => {
      return { isAdmin: user.isAdmin };
    });

    defineRoute(app, usersApi.me, async ({ user }) => {
      const id = user.id;
      return { user: await usersService.getUserById(ctx, id, id) };
    });

    defineRoute(app, usersApi.get, async ({ request, user }) => ({
      user: await usersService.getUserById(ctx, request.params.id, user?.id ?? null),
    }));

    defineRoute(app, usersApi.updateMe, async ({ request, user }) => {
      return { user: await usersService.updateMyProfile(ctx, user.id, request.body) };
    });
  };
}
