import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInputSchema, contactReplySchema } from '../../../shared/contact.js';
import type { AppContext } from '../../context.js';
import { submitContactMessage } from './support.service.js';

/** POST /api/contact (docs/product/10-decisions-beyond-the-spec.md §10.8). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Open to visitors too: someone locked out of their account still needs to reach support.
    app.post(
      '/api/contact',
      { schema: { body: contactInputSchema, response: { 201: contactReplySchema } } },
      async (request, reply) => {
        const result = await submitContactMessage(ctx, request.body, {
          ip: request.ip,
          userId: request.user?.id ?? null,
        });
        return reply.status(201).send(result);
      },
    );
  };
}
