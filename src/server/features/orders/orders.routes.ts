import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersApi } from '#shared/api/orders.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { allowEmptyJsonBody } from '../../http/empty-json-body.js';
import * as orders from './orders.service.js';
import * as timers from './orders.timers.js';
import { cancelSale } from './orders.seller-cancel.js';
import * as labels from '../shipments/labels.service.js';
import { advanceTestTracking } from '../shipments/tracking.service.js';

/** Purchases and sales (docs/product/10-decisions-beyond-the-spec.md §10.6). */
export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    allowEmptyJsonBody(app);

    defineRoute(app, ordersApi.list, async ({ request, user }) => {
      return { orders: await orders.listOrders(ctx, user.id, request.query.role) };
    });

    defineRoute(app, ordersApi.get, async ({ request, user }) => {
      return { order: await orders.getOrder(ctx, user.id, request.params.id) };
    });

    // The label shows the buyer's home address: the seller's alone, never cached on the way.
    defineRoute(app, ordersApi.label, async ({ request, reply, user }) => {
      const pdf = await labels.labelPdfFor(ctx, user.id, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(pdf.bytes);
    });

    defineRoute(app, ordersApi.advanceTestTracking, async ({ request, user }) => {
      await advanceTestTracking(ctx, user.id, request.params.id);
      return { order: await orders.getOrder(ctx, user.id, request.params.id) };
    });

    defineRoute(app, ordersApi.ship, async ({ request, user }) => {
      return { order: await orders.markShipped(ctx, user.id, request.params.id, request.body) };
    });

    defineRoute(app, ordersApi.received, async ({ request, user }) => {
      return { order: await orders.markReceived(ctx, user.id, request.params.id) };
    });

    defineRoute(app, ordersApi.confirm, async ({ request, user }) => {
      return { order: await timers.confirmDelivered(ctx, user.id, request.params.id) };
    });

    defineRoute(app, ordersApi.cancel, async ({ request, user }) => {
      return { order: await timers.cancelUnshipped(ctx, user.id, request.params.id) };
    });

    defineRoute(app, ordersApi.sellerCancel, async ({ request, user }) => {
      return { order: await cancelSale(ctx, user.id, request.params.id, request.body) };
    });
  };
}
