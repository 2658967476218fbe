import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersApi } from '#shared/api/offers.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { allowEmptyJsonBody } from '../../http/empty-json-body.js';
import * as negotiation from './offers.negotiation.service.js';
import * as offers from './offers.service.js';

/** Offers (docs/product/04-offers.md §4.2; docs/product/10-decisions-beyond-the-spec.md §10.5). */
export function offersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    allowEmptyJsonBody(app);

    defineRoute(app, offersApi.create, async ({ request, user }) => {
      const offer = await offers.createOffer(ctx, user.id, request.body, request.ip);
      return { offer };
    });

    defineRoute(app, offersApi.list, async ({ request, user }) => {
      return { offers: await offers.listOffers(ctx, user.id, request.query) };
    });

    defineRoute(app, offersApi.get, async ({ request, user }) => {
      return { offer: await offers.getOffer(ctx, user.id, request.params.id) };
    });

    defineRoute(app, offersApi.counter, async ({ request, user }) => {
      const offer = await negotiation.counterOffer(ctx, user.id, request.params.id, request.body, request.ip);
      return { offer };
    });

    // Under /api/listings, but an offer: the seller's one price to the listing's likers.
    defineRoute(app, offersApi.toLikers, async ({ request, user }) => {
      const sent = await negotiation.offerToLikers(ctx, user.id, request.params.id, request.body.offerCents);
      return sent;
    });

    for (const action of ['accept', 'decline', 'cancel'] as const) {
      defineRoute(app, offersApi[action], async ({ request, user }) => {
        return { offer: await offers.actOnOffer(ctx, user.id, request.params.id, action) };
      });
    }
  };
}
