import type { PaymentProviderName } from '#shared/checkout.js';

/**
 * What checkout needs from a payment provider (docs/decisions/003). Amounts are integer cents.
 * Every method is safe to call twice for the same order: retries never charge or refund twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the client's payment form is initialised with; null for the local provider. */
  readonly publishableKey: string | null;
  /** Creates the payment intent of one order; the order id is the idempotency key. */
  createIntent(order: IntentRequest): Promise<{ intentId: string; clientSecret: string }>;
  /** The client secret of an intent created earlier, to resume a checkout. */
  clientSecretFor(intentId: string): Promise<string>;
  /**
   * Gives a settled payment back, all of it or `amountCents` of it (a claim's or an operator's partial
   * refund). One refund per order: a second call for the same order changes nothing.
   */
  refund(intentId: string, orderId: string, amountCents?: number): Promise<void>;
  /** Abandons an unpaid intent so it can no longer be paid. */
  cancel(intentId: string): Promise<void>;
}

export type IntentRequest = {
  orderId: string;
  amountCents: number;
  listingId: string;
  buyerId: string;
  description: string;
};
