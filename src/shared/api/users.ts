import { rolesReplySchema } from '../admin.js';
import { idParams } from '../ids.js';
import {
  handleParamsSchema,
  profileMessages,
  publicUserReplySchema,
  updateProfileInputSchema,
} from '../user-profile.js';
import { defineApi } from './endpoint.js';

/** Public profiles and the signed-in person's own profile (docs/product/01-accounts.md). */
export const usersApi = defineApi('users', {
  byHandle: {
    method: 'GET',
    path: '/api/users/handle/:handle',
    summary: 'A public profile by handle',
    auth: 'optional',
    cache: 'shared',
    params: handleParamsSchema,
    reply: publicUserReplySchema,
    errors: [400, 404],
  },
  // Its own route, so `:id` below is always an id.
  me: {
    method: 'GET',
    path: '/api/users/me',
    summary: "The signed-in person's own profile, counts included",
    auth: 'user',
    reply: publicUserReplySchema,
    errors: [],
  },
  roles: {
    method: 'GET',
    path: '/api/users/me/roles',
    summary: 'Whether the signed-in person is a Rethread operator: the app shows them the console',
    auth: 'user',
    reply: rolesReplySchema,
    errors: [],
  },
  get: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'A public profile by id',
    auth: 'optional',
    cache: 'shared',
    params: idParams(profileMessages.notFound),
    reply: publicUserReplySchema,
    errors: [404],
  },
  updateMe: {
    method: 'PATCH',
    path: '/api/users/me',
    summary: "Change the signed-in person's name, handle, bio or photo",
    auth: 'user',
    body: updateProfileInputSchema,
    reply: publicUserReplySchema,
    errors: [400, 403, 409],
  },
});
