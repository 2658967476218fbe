import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { IntentRequest, PaymentProvider } from './types.js';

type StripeConfig = NonNullable<Config['stripe']>;

/** Stripe's own client options for another API host (the local stand-in in tests). */
function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Real payments through Stripe PaymentIntents (docs/decisions/003). The browser confirms the card with
 * Stripe Elements; the server learns the outcome from signed webhooks. Idempotency keys are derived
 * from the order id, so a retried request never creates a second intent or a second refund.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  readonly client: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.client = new Stripe(config.secretKey, {
      ...hostOptions(config.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createIntent(order: IntentRequest) {
    const intent = await this.client.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        description: order.description.slice(0, 200),
        metadata: { orderId: order.orderId, listingId: order.listingId, buyerId: order.buyerId },
      },
      { idempotencyKey: `order-${order.orderId}` },
    );
    if (!intent.client_secret) throw new Error(`Stripe answered intent ${intent.id} without a client secret`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async clientSecretFor(intentId: string) {
    const intent = await this.client.paymentIntents.retrieve(intentId);
    if (!intent.client_secret) throw new Error(`Stripe answered intent ${intent.id} without a client secret`);
    return intent.client_secret;
  }

  async refund(intentId: string, orderId: string) {
    await this.client.refunds.create(
      { payment_intent: intentId, metadata: { orderId, reason: 'listing already sold' } },
      { idempotencyKey: `refund-${orderId}` },
    );
  }

  async cancel(intentId: string) {
    await this.client.paymentIntents.cancel(intentId);
  }

  /** Verifies the signature on the exact bytes Stripe sent; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  get canVerifyWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }
}
