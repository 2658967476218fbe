import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingApi } from '#shared/api/shipping.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { listShippingRates } from './shipping.service.js';

/** Public shipping prices: the listing form and the fee calculator show them before sign-in. */
export function shippingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, shippingApi.rates, async () => {
      return listShippingRates(ctx.db);
    });
  };
}
