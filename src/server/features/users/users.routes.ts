import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserReplySchema, updateProfileInputSchema } from '../../../shared/user-profile.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/session.js';
import * as usersService from './users.service.js';

const idParams = z.object({ id: z.string().max(100) });
const handleParams = z.object({ handle: z.string().max(100) });

/** Public profiles and the signed-in person's own profile edits. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/handle/:handle',
      { schema: { params: handleParams, response: { 200: publicUserReplySchema } } },
      async (request) => ({
        user: await usersService.getUserByHandle(ctx, request.params.handle, request.user?.id ?? null),
      }),
    );

    app.get(
      '/api/users/:id',
      { schema: { params: idParams, response: { 200: publicUserReplySchema } } },
      async (request) => {
        // '/api/users/me' is the signed-in person's own profile, counts included.
        const id = request.params.id === 'me' ? requireUser(request).id : request.params.id;
        return { user: await usersService.getUserById(ctx, id, request.user?.id ?? null) };
      },
    );

    app.patch(
      '/api/users/me',
      {
        // Who is asking comes before what they sent: a signed-out caller hears 401.
        preValidation: async (request) => {
          requireUser(request);
        },
        schema: { body: updateProfileInputSchema, response: { 200: publicUserReplySchema } },
      },
      async (request) => {
        const user = requireUser(request);
        return { user: await usersService.updateMyProfile(ctx, user.id, request.body) };
      },
    );
  };
}
