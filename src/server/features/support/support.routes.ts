import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportApi } from '#shared/api/support.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { submitContactMessage } from './support.service.js';

/** POST /api/contact (docs/product/10-decisions-beyond-the-spec.md §10.8). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, supportApi.contact, async ({ request, user }) => {
      const result = await submitContactMessage(ctx, request.body, {
        ip: request.ip,
        userId: user?.id ?? null,
      });
      return result;
    });
  };
}
