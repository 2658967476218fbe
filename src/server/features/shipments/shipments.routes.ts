import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingApi } from '#shared/api/shipping.js';
import { shipmentMessages } from '#shared/shipments.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { acceptRawBody } from '../../http/raw-body.js';
import { badRequest } from '../../lib/errors.js';
import { InvalidWebhookSignature } from '../../lib/shipping-labels/provider.js';
import { applyReturnTracking } from '../claims/claims.service.js';
import { applyTrackingUpdate } from './tracking.service.js';

/**
 * POST /api/webhooks/easypost: EasyPost's tracker events. Thin and idempotent: the provider checks the
 * signature over the raw bytes and reads the event; each scan is stored once (a redelivery finds its
 * id), and events about nothing we know are acknowledged so EasyPost stops retrying them.
 */
export function shipmentsWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptRawBody(app);
    // EasyPost calls this, not a browser: the cross-origin check (http/security.ts) exempts /api/webhooks/.
    defineRoute(app, shippingApi.easypostWebhook, async ({ request, reply }) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let update;
      try {
        update = ctx.labels.parseWebhook(body, request.headers);
      } catch (err) {
        request.log.warn({ err }, 'refused a tracking webhook');
        throw err instanceof InvalidWebhookSignature
          ? badRequest(shipmentMessages.webhookSignature, 'INVALID_SIGNATURE')
          : badRequest('Invalid webhook payload');
      }
      if (!update) return reply.status(200).send({ received: true, handled: false });
      // A parcel that is no order's may be a claim's return.
      const { handled } = (await applyTrackingUpdate(ctx, ctx.labels.name, update)).handled
        ? { handled: true }
        : await applyReturnTracking(ctx, ctx.labels.name, update);
      return reply.status(200).send({ received: true, handled });
    });
  };
}
