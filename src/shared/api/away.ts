import { awayInputSchema, awayStateSchema } from '../away.js';
import { defineApi } from './endpoint.js';

/** A seller's away mode: while it lasts nobody can buy, bag or make an offer on their listings. */
export const awayApi = defineApi('away', {
  get: {
    method: 'GET',
    path: '/api/me/away',
    summary: "The signed-in seller's away state (both null when not away)",
    auth: 'user',
    reply: awayStateSchema,
    errors: [],
  },
  put: {
    method: 'PUT',
    path: '/api/me/away',
    summary: `Go away until a date at most 90 days ahead, with an optional message; replaces any away now`,
    auth: 'user',
    body: awayInputSchema,
    reply: awayStateSchema,
    errors: [400],
  },
  delete: {
    method: 'DELETE',
    path: '/api/me/away',
    summary: 'End away mode now (nothing changes when not away)',
    auth: 'user',
    reply: awayStateSchema,
    errors: [],
  },
});
