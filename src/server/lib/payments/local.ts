import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardMessages } from '#shared/checkout.js';
import type { IntentRequest, PaymentProvider } from './types.js';

/** The outcome of charging a card that passed the format, Luhn and expiry checks. */
export type ChargeResult = { ok: true } | { ok: false; message: string };

const DECLINED: ChargeResult = { ok: false, message: cardMessages.declined };
/** Stripe's documented test cards, so the same numbers work in both providers. */
const TEST_CARDS: Record<string, ChargeResult> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '378282246310005': { ok: true },
  '4000000000000002': DECLINED,
  '4000000000009995': { ok: false, message: cardMessages.insufficientFunds },
  '4000000000000069': { ok: false, message: 'Your card has expired.' },
  '4000000000000127': { ok: false, message: "Your card's security code is incorrect." },
};

const SECRET_PATTERN = /^(pi_local_[A-Za-z0-9_-]{24})_secret_([A-Za-z0-9_-]{43})$/;

/**
 * Test mode (docs/product/12-engineering.md §12.1): no money moves. Intents are order-bound ids whose client secret is an HMAC
 * under the session secret, so nothing extra is stored and a guessed secret never confirms a payment.
 * Card numbers are checked and forgotten: never stored, never logged.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  /** Intents refunded by this process, for the log and the tests; a refund moves no money here. */
  readonly refunded = new Set<string>();
  /** The amount of each partial refund by intent; a full refund is not listed here. */
  readonly refundedAmounts = new Map<string, number>();
  readonly cancelled = new Set<string>();

  constructor(private readonly secret: string) {
    if (!secret) throw new Error('LocalPaymentProvider needs a secret');
  }

  async createIntent(_order: IntentRequest) {
    const intentId = `pi_local_${randomBytes(18).toString('base64url')}`;
    return { intentId, clientSecret: this.secretFor(intentId) };
  }

  async clientSecretFor(intentId: string) {
    return this.secretFor(intentId);
  }

  async refund(intentId: string, _orderId: string, amountCents?: number) {
    if (this.refunded.has(intentId)) return;
    this.refunded.add(intentId);
    if (amountCents !== undefined) this.refundedAmounts.set(intentId, amountCents);
  }

  async cancel(intentId: string) {
    this.cancelled.add(intentId);
  }

  /** The intent a client secret belongs to, or null when the secret is malformed or forged. */
  intentIdFromSecret(clientSecret: string): string | null {
    const match = SECRET_PATTERN.exec(clientSecret);
    if (!match) return null;
    const expected = Buffer.from(this.secretFor(match[1]!));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
  }

  /**
   * What a receipt may say of a card: its last four digits and its brand, read from the number's
   * first digits as Stripe names them. Nothing else of the number leaves this provider.
   */
  cardOf(cardNumber: string): { last4: string; brand: string | null } {
    const brand = /^4/.test(cardNumber)
      ? 'visa'
      : /^(5[1-5]|2[2-7])/.test(cardNumber)
        ? 'mastercard'
        : /^3[47]/.test(cardNumber)
          ? 'amex'
          : null;
    return { last4: cardNumber.slice(-4), brand };
  }

  /** Charges a well-formed card: Stripe's test numbers behave as documented, real numbers are declined. */
  charge(cardNumber: string): ChargeResult {
    return TEST_CARDS[cardNumber] ?? { ok: false, message: cardMessages.notATestCard };
  }

  private secretFor(intentId: string): string {
    const mac = createHmac('sha256', this.secret).update(`local-intent:${intentId}`).digest('base64url');
    return `${intentId}_secret_${mac}`;
  }
}
