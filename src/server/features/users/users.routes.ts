import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileMessages,
  publicUserReplySchema,
  updateProfileInputSchema,
} from '../../../shared/user-profile.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/session.js';
import * as usersService from './users.service.js';
import { idParams } from '../../../shared/ids.js';

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

    // The signed-in person's own profile, counts included; its own route, so `:id` below is always an id.
    app.get('/api/users/me', { schema: { response: { 200: publicUserReplySchema } } }, async (request) => {
      const id = requireUser(request).id;
      return { user: await usersService.getUserById(ctx, id, id) };
    });

    app.get(
      '/api/users/:id',
      { schema: { params: idParams(profileMessages.notFound), response: { 200: publicUserReplySchema } } },
      async (request) => ({
        user: await usersService.getUserById(ctx, request.params.id, request.user?.id ?? null),
      }),
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
