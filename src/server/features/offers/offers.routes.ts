import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOfferInputSchema,
  listOffersQuerySchema,
  offerMessages,
  offerReplySchema,
  offersReplySchema,
  type OfferAction,
} from '../../../shared/offers.js';
import type { AppContext } from '../../context.js';
import { allowEmptyJsonBody } from '../../http/empty-json-body.js';
import { requireUser } from '../../http/session.js';
import * as offers from './offers.service.js';
import { idParams } from '../../../shared/ids.js';

const params = idParams(offerMessages.notFound);

/** Offers (docs/product/04-offers.md §4.2; docs/product/10-decisions-beyond-the-spec.md §10.5). */
export function offersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every call here is about the signed-in user's own money: 401 before anything else is looked at.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    allowEmptyJsonBody(app);

    app.post(
      '/api/offers',
      { schema: { body: createOfferInputSchema, response: { 201: offerReplySchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        const offer = await offers.createOffer(ctx, user.id, request.body, request.ip);
        return reply.status(201).send({ offer });
      },
    );

    app.get(
      '/api/offers',
      { schema: { querystring: listOffersQuerySchema, response: { 200: offersReplySchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { offers: await offers.listOffers(ctx, user.id, request.query) };
      },
    );

    app.get(
      '/api/offers/:id',
      { schema: { params, response: { 200: offerReplySchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { offer: await offers.getOffer(ctx, user.id, request.params.id) };
      },
    );

    for (const action of ['accept', 'decline', 'cancel'] as const satisfies readonly OfferAction[]) {
      app.patch(
        `/api/offers/:id/${action}`,
        { schema: { params, response: { 200: offerReplySchema } } },
        async (request) => {
          const user = requireUser(request);
          return { offer: await offers.actOnOffer(ctx, user.id, request.params.id, action) };
        },
      );
    }
  };
}
