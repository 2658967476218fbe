import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersApi } from '#shared/api/offers.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { allowEmptyJsonBody } from '../../http/empty-json-body.js';
import { requireUser } from '../../http/session.js';
import * as negotiation from './offers.negotiation.service.js';
import * as offers from './offers.service.js';

/** Offers (docs/product/04-offers.md §4.2; docs/product/10-decisions-beyond-the-spec.md §10.5). */
export function offersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every call here is about the signed-in user's own money: 401 before anything else is looked at.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    allowEmptyJsonBody(app);

    app.route({
      ...routeOf(offersApi.create),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const offer = await offers.createOffer(ctx, user.id, request.body, request.ip);
        return reply.status(201).send({ offer });
      },
    });

    app.route({
      ...routeOf(offersApi.list),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { offers: await offers.listOffers(ctx, user.id, request.query) };
      },
    });

    app.route({
      ...routeOf(offersApi.get),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { offer: await offers.getOffer(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(offersApi.counter),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const offer = await negotiation.counterOffer(
          ctx,
          user.id,
          request.params.id,
          request.body,
          request.ip,
        );
        return reply.status(201).send({ offer });
      },
    });

    // Under /api/listings, but an offer: the seller's one price to the listing's likers (issue 17).
    app.route({
      ...routeOf(offersApi.toLikers),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const sent = await negotiation.offerToLikers(
          ctx,
          user.id,
          request.params.id,
          request.body.offerCents,
        );
        return reply.status(201).send(sent);
      },
    });

    for (const action of ['accept', 'decline', 'cancel'] as const) {
      app.route({
        ...routeOf(offersApi[action]),
        handler: async (request) => {
          const user = requireUser(request);
          return { offer: await offers.actOnOffer(ctx, user.id, request.params.id, action) };
        },
      });
    }
  };
}
