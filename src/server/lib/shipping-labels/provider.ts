import type { Config } from '../../config.js';
import { EasyPostLabelProvider } from './easypost.js';
import { LocalLabelProvider } from './local.js';

export type { LabelRequest, PurchasedLabel, ShippingLabelProvider, TrackingUpdate } from './types.js';
export { InvalidWebhookPayload, InvalidWebhookSignature } from './types.js';
export { isTestTrackingNumber, localTrackingUpdate } from './local.js';

export type AnyLabelProvider = LocalLabelProvider | EasyPostLabelProvider;

/**
 * `easypost` when its API key is configured, otherwise the local test-mode provider, as payments
 * choose Stripe or local. buildApp makes one; tests pass their own.
 */
export function createShippingLabelProvider(config: Pick<Config, 'easypost'>): AnyLabelProvider {
  return config.easypost ? new EasyPostLabelProvider(config.easypost) : new LocalLabelProvider();
}
