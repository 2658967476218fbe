import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesApi } from '#shared/api/addresses.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { requireUser } from '../../http/session.js';
import * as addresses from './addresses.service.js';

/** The signed-in user's address book (issue 14). */
export function addressesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Who is asking comes before what they sent: a signed-out caller hears 401, not a validation error.
    const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    };

    app.route({
      ...routeOf(addressesApi.list),
      handler: async (request) => ({
        addresses: await addresses.listAddresses(ctx, requireUser(request).id),
      }),
    });

    app.route({
      ...routeOf(addressesApi.create),
      preValidation: signedIn,
      handler: async (request, reply) => {
        const address = await addresses.createAddress(ctx, requireUser(request).id, request.body);
        return reply.status(201).send({ address });
      },
    });

    app.route({
      ...routeOf(addressesApi.update),
      preValidation: signedIn,
      handler: async (request) => ({
        address: await addresses.updateAddress(ctx, requireUser(request).id, request.params.id, request.body),
      }),
    });

    app.route({
      ...routeOf(addressesApi.remove),
      preValidation: signedIn,
      handler: async (request, reply) => {
        await addresses.deleteAddress(ctx, requireUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
