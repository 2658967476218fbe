import { idParams } from '../ids.js';
import {
  createSavedSearchInputSchema,
  savedSearchMessages,
  savedSearchReplySchema,
  savedSearchesReplySchema,
  updateSavedSearchInputSchema,
} from '../saved-searches.js';
import { defineApi } from './endpoint.js';

/** Saved searches and their alerts. */
export const savedSearchesApi = defineApi('savedSearches', {
  list: {
    method: 'GET',
    path: '/api/saved-searches',
    summary: "The signed-in person's saved searches, newest first",
    auth: 'user',
    reply: savedSearchesReplySchema,
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/saved-searches',
    summary: 'Save a search and its filters (at most 50); new matching listings are notified',
    auth: 'user',
    body: createSavedSearchInputSchema,
    status: 201,
    reply: savedSearchReplySchema,
    errors: [400, 409, 429],
  },
  update: {
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    summary: "Switch a saved search's daily e-mail of new matches on or off",
    auth: 'user',
    params: idParams(savedSearchMessages.notFound),
    body: updateSavedSearchInputSchema,
    reply: savedSearchReplySchema,
    errors: [400, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    summary: 'Delete a saved search',
    auth: 'user',
    params: idParams(savedSearchMessages.notFound),
    status: 204,
    errors: [404],
  },
});
