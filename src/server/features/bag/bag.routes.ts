import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bagApi, bundleDiscountApi } from '#shared/api/bag.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as bag from './bag.service.js';

/** The buyer's bag, and the seller's bundle discount tiers it totals with (decision 033). */
export function bagRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, bagApi.get, async ({ user }) => bag.getBag(ctx, user.id));

    defineRoute(app, bagApi.add, async ({ request, reply, user }) => {
      const { created } = await bag.addToBag(ctx, user.id, request.body.listingId);
      // Already in the bag: nothing was added, so 200 rather than 201.
      if (!created) reply.code(200);
      return bag.getBag(ctx, user.id);
    });

    defineRoute(app, bagApi.remove, async ({ request, user }) => {
      await bag.removeFromBag(ctx, user.id, request.params.listingId);
      return bag.getBag(ctx, user.id);
    });

    defineRoute(app, bundleDiscountApi.get, async ({ user }) => ({
      tiers: await bag.getBundleTiers(ctx, user.id),
    }));

    defineRoute(app, bundleDiscountApi.put, async ({ request, user }) => ({
      tiers: await bag.setBundleTiers(ctx, user.id, request.body.tiers),
    }));
  };
}
