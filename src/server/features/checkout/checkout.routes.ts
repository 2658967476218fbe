import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutApi } from '#shared/api/checkout.js';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import * as checkout from './checkout.service.js';

/** Checkout (docs/product/05-checkout-orders.md §5.2) and the local provider's card confirmation (docs/product/12-engineering.md §12.1 payments). */
export function checkoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    defineRoute(app, checkoutApi.createPaymentIntent, async ({ request, user }) => {
      return checkout.startCheckout(ctx, user.id, request.body);
    });

    // The body holds a card number: it is validated, checked against the test cards and dropped. Nothing
    // here logs the body, and the route logs only warnings so not even its URL timing is kept.
    defineRoute(app, checkoutApi.confirmLocal, { logLevel: 'warn' }, async ({ request, user }) => {
      // Card testing is a classic abuse of payment forms, even in test mode.
      await consumeRateLimit(ctx.db, `card-confirm:${user.id}`, 30, 15 * 60);
      return checkout.confirmLocalPayment(ctx, user.id, request.body);
    });
  };
}
