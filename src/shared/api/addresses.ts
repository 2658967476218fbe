import {
  addressListSchema,
  addressParamsSchema,
  addressReplySchema,
  createAddressInputSchema,
  updateAddressInputSchema,
} from '../addresses.js';
import { defineApi } from './endpoint.js';

/**
 * The signed-in user's address book. Someone else's address answers 404, as one that does not exist:
 * nobody learns which ids are in use.
 */
export const addressesApi = defineApi('addresses', {
  list: {
    method: 'GET',
    path: '/api/addresses',
    summary: "The signed-in user's addresses, the default first, then the most recent",
    auth: 'user',
    reply: addressListSchema,
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/addresses',
    summary: "Save an address; a person's first address becomes their default",
    auth: 'user',
    body: createAddressInputSchema,
    status: 201,
    reply: addressReplySchema,
    errors: [400, 409],
  },
  update: {
    method: 'PATCH',
    path: '/api/addresses/:id',
    summary: 'Change an address, or make it the default (the old default stops being it)',
    auth: 'user',
    params: addressParamsSchema,
    body: updateAddressInputSchema,
    reply: addressReplySchema,
    errors: [400, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/addresses/:id',
    summary: 'Delete an address; deleting the default makes the most recent other address the default',
    auth: 'user',
    params: addressParamsSchema,
    status: 204,
    errors: [404],
  },
});
