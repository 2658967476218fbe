import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { expireDueCheckouts } from './checkout.expiry.js';

/** Often enough that an expired checkout's intent is cancelled at the provider within a minute. */
export const CHECKOUT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Confirming and reopening a checkout already apply its expiry; the sweep also ends checkouts nobody
 * comes back to, and cancels their intents at the provider so a forgotten tab can no longer be paid
 * through Stripe. Every instance may run it: the UPDATE is idempotent.
 */
export function startCheckoutExpirySweep(
  app: FastifyInstance,
  ctx: AppContext,
  intervalMs = CHECKOUT_SWEEP_INTERVAL_MS,
) {
  const timer = setInterval(() => {
    expireDueCheckouts(ctx)
      .then((n) => {
        if (n > 0) app.log.info({ expired: n }, 'checkouts expired');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'checkout expiry sweep failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
