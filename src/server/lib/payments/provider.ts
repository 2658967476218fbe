import type { Config } from '../../config.js';
import { LocalPaymentProvider } from './local.js';
import { StripePaymentProvider } from './stripe.js';

export type { IntentRequest, PaymentProvider } from './types.js';

export type AnyPaymentProvider = LocalPaymentProvider | StripePaymentProvider;

/** `stripe` when its keys are configured, otherwise the local test-mode provider. */
export function createPaymentProvider(config: Config): AnyPaymentProvider {
  return config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new LocalPaymentProvider(config.sessionSecret);
}

// One provider per app instance (keyed by its config), so tests can reach the one the routes use.
const providers = new WeakMap<Config, AnyPaymentProvider>();

export function paymentProviderFor(config: Config): AnyPaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
