import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { IntentRequest, PaymentProvider } from './types.js';
import { stripeSignedAt } from './stripe-signature.js';

type StripeConfig = NonNullable<Config['stripe']>;

// Stripe's recommended window for a webhook signature's timestamp: wide enough for clock skew and
// slow delivery, narrow enough that a captured event cannot be replayed later.
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's own client options for another API host (the local stand-in in tests). */
export function hostOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
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

  async refund(intentId: string, orderId: string, amountCents?: number) {
    await this.client.refunds.create(
      {
        payment_intent: intentId,
        ...(amountCents === undefined ? {} : { amount: amountCents }),
        metadata: { orderId },
      },
      { idempotencyKey: `refund-${orderId}` },
    );
  }

  async cancel(intentId: string) {
    await this.client.paymentIntents.cancel(intentId);
  }

  /**
   * Verifies the signature on the exact bytes Stripe sent, and that it was made within the tolerance
   * either side of now; throws otherwise. Stripe's SDK refuses only old signatures: one dated in the
   * future would stay replayable until that date.
   */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    const signedAt = stripeSignedAt(signature);
    if (signedAt === undefined || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
      throw new Error('webhook signature timestamp is missing or in the future');
    }
    return this.client.webhooks.constructEvent(
      rawBody,
      signature,
      this.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }

  get canVerifyWebhooks(): boolean {
    return Boolean(this.webhookSecret);
  }
}
