import type { Config } from '../../config.js';
import { LocalPaymentProvider } from './local.js';
import { StripePaymentProvider } from './stripe.js';

export type { IntentRequest, PaymentProvider } from './types.js';

export type AnyPaymentProvider = LocalPaymentProvider | StripePaymentProvider;

/**
 * `stripe` when its keys are configured, otherwise the local test-mode provider. buildApp makes one and
 * puts it on the app's context; tests reach it as `app.ctx.payments` or pass their own through AppDeps.
 */
export function createPaymentProvider(config: Config): AnyPaymentProvider {
  return config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new LocalPaymentProvider(config.sessionSecret);
}
