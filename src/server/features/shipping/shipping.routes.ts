import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingApi } from '#shared/api/shipping.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { listShippingRates } from './shipping.service.js';

/** Public shipping prices: the listing form and the fee calculator show them before sign-in. */
export function shippingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(shippingApi.rates),
      handler: async (_request, reply) => {
        // Prices change rarely and are the same for everyone; a minute matches the server's own cache.
        reply.header('cache-control', 'public, max-age=60');
        return listShippingRates(ctx.db);
      },
    });
  };
}
