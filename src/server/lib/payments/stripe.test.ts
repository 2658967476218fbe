import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandin, type StripeStandin } from './stripe-standin.js';
import { StripePaymentProvider } from './stripe.js';

// The real `stripe` SDK against a local stand-in of its API: the adapter's requests are asserted on
// the wire, with no network.
let standin: StripeStandin;
let provider: StripePaymentProvider;
const WEBHOOK_SECRET = 'whsec_test_secret';

beforeAll(async () => {
  standin = await startStripeStandin();
  provider = new StripePaymentProvider({
    secretKey: 'sk_test_adapter',
    publishableKey: 'pk_test_adapter',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standin.url,
  });
});
afterAll(async () => {
  await standin.close();
});

const order = {
  orderId: '11111111-1111-4111-8111-111111111111',
  amountCents: 4000,
  listingId: 'l-1',
  buyerId: 'b-1',
  description: 'Rethread: Denim',
};

describe('StripePaymentProvider', () => {
  it('creates one PaymentIntent per order, keyed by the order id', async () => {
    const first = await provider.createIntent(order);
    const second = await provider.createIntent(order);
    expect(second).toEqual(first);
    expect(standin.intents.size).toBe(1);
    const request = standin.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(request).toMatchObject({
      method: 'POST',
      idempotencyKey: `order-${order.orderId}`,
      authorization: 'Bearer sk_test_adapter',
    });
    expect(request.params).toMatchObject({
      amount: '4000',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': order.orderId,
    });
    expect(await provider.clientSecretFor(first.intentId)).toBe(first.clientSecret);
    expect(provider.publishableKey).toBe('pk_test_adapter');
  });

  it('refunds a paid intent once however often it is asked', async () => {
    const { intentId } = await provider.createIntent({ ...order, orderId: 'order-2' });
    // Stripe refuses to refund what was never charged.
    await expect(provider.refund(intentId, 'order-2-early')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    standin.succeed(intentId);
    await provider.refund(intentId, 'order-2');
    await provider.refund(intentId, 'order-2');
    expect(standin.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const refundRequest = standin.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refundRequest.idempotencyKey).toBe('refund-order-2');
  });

  it('cancels an unpaid intent', async () => {
    const { intentId } = await provider.createIntent({ ...order, orderId: 'order-3' });
    await provider.cancel(intentId);
    expect(standin.intents.get(intentId)?.status).toBe('canceled');
  });

  it('verifies webhook signatures on the raw body', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.verifyWebhook(Buffer.from(payload), header).id).toBe('evt_1');
    expect(() => provider.verifyWebhook(Buffer.from(payload.replace('pi_1', 'pi_2')), header)).toThrow();
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), forged)).toThrow();
  });
});
