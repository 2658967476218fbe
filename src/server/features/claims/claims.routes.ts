import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsApi } from '#shared/api/claims.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as claims from './claims.service.js';

/** Claims (issue 16): the buyer reports a problem, the seller answers. */
export function claimsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(claimsApi.create),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const claim = await claims.openClaim(ctx, user.id, request.params.id, request.body);
        return reply.status(201).send({ claim });
      },
    });

    app.route({
      ...routeOf(claimsApi.get),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { claim: await claims.getClaim(ctx, requireUser(request), request.params.id) };
      },
    });

    app.route({
      ...routeOf(claimsApi.respond),
      handler: async (request) => ({
        claim: await claims.respondToClaim(ctx, requireUser(request).id, request.params.id, request.body),
      }),
    });

    app.route({
      ...routeOf(claimsApi.returnLabel),
      handler: async (request, reply) => {
        const pdf = await claims.returnLabelOf(ctx, requireUser(request).id, request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'attachment; filename="rethread-return-label.pdf"')
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });

    app.route({
      ...routeOf(claimsApi.advanceTestReturn),
      handler: async (request) => ({
        claim: await claims.advanceTestReturn(ctx, requireUser(request).id, request.params.id),
      }),
    });
  };
}
