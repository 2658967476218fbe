import type { Config } from '../config.js';
import { LocalPaymentProvider } from './payments/local.js';
import { LocalLabelProvider } from './shipping-labels/local.js';

/**
 * Whether the controls that play the outside world by hand (a carrier's scans, a return's) exist:
 * only when the whole trade is in test mode, payments and labels both local, and never in
 * production. With real money or a real parcel on either side, a seller pressing "delivered" would
 * end the buyer's right to report a parcel that never came; elsewhere they answer 404.
 */
export function testControlsEnabled(ctx: { config: Pick<Config, 'env'>; payments: unknown; labels: unknown }): boolean {
  return (
    ctx.config.env !== 'production' &&
    ctx.payments instanceof LocalPaymentProvider &&
    ctx.labels instanceof LocalLabelProvider
  );
}
