import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesApi } from '#shared/api/addresses.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import * as addresses from './addresses.service.js';

/** The signed-in user's address book. */
export function addressesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, addressesApi.list, async ({ user }) => ({
      addresses: await addresses.listAddresses(ctx, user.id),
    }));

    defineRoute(app, addressesApi.create, async ({ request, user }) => {
      const address = await addresses.createAddress(ctx, user.id, request.body);
      return { address };
    });

    defineRoute(app, addressesApi.update, async ({ request, user }) => ({
      address: await addresses.updateAddress(ctx, user.id, request.params.id, request.body),
    }));

    defineRoute(app, addressesApi.remove, async ({ request, user }) => {
      await addresses.deleteAddress(ctx, user.id, request.params.id);
    });
  };
}
