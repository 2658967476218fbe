import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsApi } from '#shared/api/claims.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as claims from './claims.service.js';

/** Claims: the buyer reports a problem, the seller answers. */
export function claimsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, claimsApi.create, async ({ request, user }) => {
      const claim = await claims.openClaim(ctx, user.id, request.params.id, request.body);
      return { claim };
    });

    defineRoute(app, claimsApi.get, async ({ request, user }) => {
      return { claim: await claims.getClaim(ctx, user, request.params.id) };
    });

    defineRoute(app, claimsApi.respond, async ({ request, user }) => ({
      claim: await claims.respondToClaim(ctx, user.id, request.params.id, request.body),
    }));

    defineRoute(app, claimsApi.returnLabel, async ({ request, reply, user }) => {
      const pdf = await claims.returnLabelOf(ctx, user.id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="rethread-return-label.pdf"')
        .send(pdf);
    });

    defineRoute(app, claimsApi.advanceTestReturn, async ({ request, user }) => ({
      claim: await claims.advanceTestReturn(ctx, user.id, request.params.id),
    }));
  };
}
