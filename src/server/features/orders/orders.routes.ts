import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersApi } from '#shared/api/orders.js';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../http/contract.js';
import { allowEmptyJsonBody } from '../../http/empty-json-body.js';
import { requireUser } from '../../http/session.js';
import * as orders from './orders.service.js';
import * as timers from './orders.timers.js';
import * as labels from '../shipments/labels.service.js';
import { advanceTestTracking } from '../shipments/tracking.service.js';

/** Purchases and sales (docs/product/10-decisions-beyond-the-spec.md §10.6). */
export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every call here is about the signed-in user's own money: 401 before anything else is looked at.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    allowEmptyJsonBody(app);

    app.route({
      ...routeOf(ordersApi.list),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { orders: await orders.listOrders(ctx, user.id, request.query.role) };
      },
    });

    app.route({
      ...routeOf(ordersApi.get),
      handler: async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { order: await orders.getOrder(ctx, user.id, request.params.id) };
      },
    });

    // The label shows the buyer's home address: the seller's alone, never cached on the way.
    app.route({
      ...routeOf(ordersApi.label),
      handler: async (request, reply) => {
        const user = requireUser(request);
        const pdf = await labels.labelPdfFor(ctx, user.id, request.params.id);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${pdf.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .type('application/pdf')
          .send(pdf.bytes);
      },
    });

    app.route({
      ...routeOf(ordersApi.advanceTestTracking),
      handler: async (request) => {
        const user = requireUser(request);
        await advanceTestTracking(ctx, user.id, request.params.id);
        return { order: await orders.getOrder(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(ordersApi.ship),
      handler: async (request) => {
        const user = requireUser(request);
        return { order: await orders.markShipped(ctx, user.id, request.params.id, request.body) };
      },
    });

    app.route({
      ...routeOf(ordersApi.received),
      handler: async (request) => {
        const user = requireUser(request);
        return { order: await orders.markReceived(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(ordersApi.confirm),
      handler: async (request) => {
        const user = requireUser(request);
        return { order: await timers.confirmDelivered(ctx, user.id, request.params.id) };
      },
    });

    app.route({
      ...routeOf(ordersApi.cancel),
      handler: async (request) => {
        const user = requireUser(request);
        return { order: await timers.cancelUnshipped(ctx, user.id, request.params.id) };
      },
    });
  };
}
