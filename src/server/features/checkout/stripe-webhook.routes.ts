import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { checkoutApi } from '#shared/api/checkout.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { defineRoute } from '../../http/contract.js';
import { acceptRawBody } from '../../http/raw-body.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { readConnectEvent } from '../../lib/payments/connect.js';
import { applyAccountState } from '../earnings/stripe-connect.service.js';
import * as q from './checkout.queries.js';
import { applySettlement, settleInTransaction, type PaidCard, type Settlement } from './checkout.settle.js';

/**
 * The card on a succeeded intent when its charge came expanded in the event; null otherwise — the
 * receipt then says "by card". Only the last four digits and the brand are read.
 */
function cardOfIntent(intent: Stripe.PaymentIntent): PaidCard | null {
  const charge = intent.latest_charge;
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : undefined;
  return card?.last4 && /^[0-9]{4}$/.test(card.last4)
    ? { last4: card.last4, brand: card.brand ?? null }
    : null;
}

/**
 * POST /api/webhooks/stripe (docs/decisions/003). Thin and idempotent: verify the signature on the raw
 * bytes, store the event id together with its effect in one transaction (a duplicate delivery finds the
 * id and does nothing), answer 2xx for events we do not handle so Stripe stops retrying them.
 */
export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes, so the body must stay a Buffer.
    acceptRawBody(app);

    // Stripe calls this, not a browser: the cross-origin check (http/security.ts) exempts /api/webhooks/.
    defineRoute(app, checkoutApi.stripeWebhook, async ({ request, reply }) => {
      const provider = ctx.payments;
      if (provider.name !== 'stripe') throw new AppError('NOT_FOUND', 404, 'Stripe is not configured');
      if (!provider.canVerifyWebhooks) {
        request.log.error('STRIPE_WEBHOOK_SECRET is not set: refusing an unverifiable webhook');
        throw new AppError('WEBHOOK_NOT_CONFIGURED', 503, 'Webhooks are not configured');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature', 'INVALID_SIGNATURE');
      }
      let event: Stripe.Event;
      try {
        // Connect also accepts its own endpoint's secret: connected accounts' events come signed with it.
        event = ctx.connect
          ? ctx.connect.verifyWebhook(request.body, signature)
          : provider.verifyWebhook(request.body, signature);
      } catch {
        request.log.warn('refused a webhook with an invalid signature');
        throw badRequest('Invalid Stripe signature', 'INVALID_SIGNATURE');
      }

      const settlement = await ctx.db.transaction(
        async (t): Promise<Settlement | 'duplicate' | 'ignored' | 'account'> => {
          const tx = t as Db;
          if (!(await q.recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type }))) {
            return 'duplicate';
          }
          if (event.type === 'payment_intent.succeeded')
            return settleInTransaction(
              tx,
              event.data.object.id,
              ctx.labels.name,
              cardOfIntent(event.data.object),
            );
          // A seller's Express account changed: payouts to it start (or stop) with its state.
          const connectEvent = readConnectEvent(event);
          if (connectEvent?.kind === 'account') {
            return (await applyAccountState(tx, connectEvent.accountId, connectEvent))
              ? 'account'
              : 'ignored';
          }
          return 'ignored';
        },
      );
      if (settlement === 'duplicate' || settlement === 'ignored') {
        return reply.status(200).send({ received: true, handled: false });
      }
      if (settlement === 'account') return reply.status(200).send({ received: true, handled: true });
      if (settlement.outcome === 'unknown') {
        request.log.warn({ eventId: event.id }, 'payment succeeded for an intent with no order');
      }
      try {
        await applySettlement(ctx, settlement);
      } catch (err) {
        // Forget the event so Stripe's retry runs the refund again (it is idempotent per order).
        await q.forgetPaymentEvent(ctx.db, event.id);
        request.log.error({ err, eventId: event.id }, 'refund after a double sale failed; Stripe will retry');
        throw new AppError('PROVIDER_ERROR', 502, 'The payment provider could not be reached');
      }
      return reply.status(200).send({ received: true, handled: true });
    });
  };
}
