import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.js';
import { startStripeStandin, type StripeStandin } from '../../lib/payments/stripe-standin.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeListing, ordersOf, signUp, startCheckout } from '../../test/market.fixtures.js';

const WEBHOOK_SECRET = 'whsec_time_secret';
let standin: StripeStandin;
let app: TestApp;

beforeAll(async () => {
  standin = await startStripeStandin();
  app = await createTestApp({
    stripe: {
      secretKey: 'sk_test_time',
      publishableKey: 'pk_test_time',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standin.url,
    },
  });
});
afterAll(async () => {
  await app.dispose();
  await standin.close();
});

/** Delivers an event correctly signed with the app's secret, but dated `offsetSeconds` from now. */
function deliverDated(event: object, offsetSeconds: number) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp,
      }),
    },
    payload,
  });
}

describe('webhook signature timestamps', () => {
  it('refuses a correctly signed event dated in the future beyond the tolerance, or long past', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const listing = await makeListing(app, seller.user.id, { priceCents: 3000 });
    expect((await startCheckout(app, buyer, listing.id)).statusCode).toBe(200);
    const [order] = await ordersOf(app, listing.id);
    const event = standin.succeed(order!.stripePaymentIntentId!);

    for (const offset of [60 * 60, 6 * 60, -60 * 60]) {
      const res = await deliverDated(event, offset);
      expect([res.statusCode, res.json().error], `offset ${offset}`).toEqual([
        400,
        'Invalid Stripe signature',
      ]);
    }
    expect(await app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
    expect((await ordersOf(app, listing.id))[0]!.status).toBe('pending');

    // Two dates in one header: the signature made for the future one, a harmless one in front.
    const payload = JSON.stringify(event);
    const future = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 60 * 60,
    });
    const twoDates = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},${future}`,
      },
      payload,
    });
    expect([twoDates.statusCode, twoDates.json().error]).toEqual([400, 'Invalid Stripe signature']);
    expect((await ordersOf(app, listing.id))[0]!.status).toBe('pending');

    // A few seconds ahead is clock skew between Stripe and this server, not a replay: accepted.
    const skewed = await deliverDated(event, 30);
    expect(skewed.json()).toEqual({ received: true, handled: true });
    expect((await ordersOf(app, listing.id))[0]!.status).toBe('paid');
  });
});
