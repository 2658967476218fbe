import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { expireAllDueOffers } from './offers.service.js';

export const OFFER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Reads already apply expiry to the rows they return; the sweep also lapses offers nobody looks at, so
 * counts and the seller's open offers stay right. Every instance may run it: the UPDATE is idempotent.
 */
export function startOfferExpirySweep(
  app: FastifyInstance,
  ctx: AppContext,
  intervalMs = OFFER_SWEEP_INTERVAL_MS,
) {
  const timer = setInterval(() => {
    expireAllDueOffers(ctx.db)
      .then((n) => {
        if (n > 0) app.log.info({ expired: n }, 'offers expired');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'offer expiry sweep failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
