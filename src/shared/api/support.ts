import { contactInputSchema, contactReplySchema } from '../contact.js';
import { defineApi } from './endpoint.js';

/** The Contact Us form (docs/product/09-information-pages.md §9.4, docs/product/10-decisions-beyond-the-spec.md §10.8). */
export const supportApi = defineApi('support', {
  contact: {
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to support; answers its reference',
    // Open to visitors too: someone locked out of their account still needs to reach support.
    auth: 'optional',
    body: contactInputSchema,
    status: 201,
    reply: contactReplySchema,
    errors: [400, 429],
  },
});
