import { eq } from 'drizzle-orm';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '#shared/checkout.js';
import { paymentEvents } from '../../db/schema.js';
import { startStripeStandin, type StripeStandin } from '../../lib/payments/stripe-standin.js';
import { createTestApp } from '../../test/test-app.js';
import {
  caller,
  listingRow,
  makeListing,
  ordersOf,
  pay,
  startCheckout,
  startMarket,
  type Market,
} from '../../test/market.fixtures.js';

/** Test listings are medium parcels the buyer pays shipping for: every charge adds this. */
const SHIPPING = DEFAULT_SHIPPING_RATES.medium;

const WEBHOOK_SECRET = 'whsec_app_secret';
let standin: StripeStandin;
let { app, seller, buyer, rival } = {} as Market;

beforeAll(async () => {
  standin = await startStripeStandin();
  ({ app, seller, buyer, rival } = await startMarket({
    stripe: {
      secretKey: 'sk_test_app',
      publishableKey: 'pk_test_app',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standin.url,
    },
  }));
});
afterAll(async () => {
  await app.dispose();
  await standin.close();
});

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('checkout with the stripe provider', () => {
  it('creates a PaymentIntent for the server-computed amount and settles on the signed webhook', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 4000 });
    const start = await startCheckout(app, buyer, listing.id);
    expect(start.statusCode).toBe(200);
    const reply = start.json();
    expect(reply).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_app',
      totalAmount: 4000 + SHIPPING,
    });
    const [order] = await ordersOf(app, listing.id);
    const intent = standin.intents.get(order!.stripePaymentIntentId!)!;
    expect(intent).toMatchObject({
      amount: 4000 + SHIPPING,
      client_secret: reply.clientSecret,
      metadata: { orderId: order!.id },
    });
    expect(order!.paymentProvider).toBe('stripe');

    // The local test-mode confirmation does not exist when Stripe is configured.
    expect((await pay(app, buyer, reply.clientSecret)).statusCode).toBe(404);

    const event = standin.succeed(intent.id);
    const forged = await deliver(event, 'whsec_forged');
    expect([forged.statusCode, forged.json().error]).toEqual([400, 'Invalid Stripe signature']);
    const unsigned = await app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: event });
    expect(unsigned.statusCode).toBe(400);
    expect((await ordersOf(app, listing.id))[0]!.status).toBe('pending');
    expect(await app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(
      0,
    );

    const delivered = await deliver(event);
    expect(delivered.json()).toEqual({ received: true, handled: true });
    const paid = (await ordersOf(app, listing.id))[0]!;
    expect(paid.status).toBe('paid');
    // The event's charge was not expanded: the card is not known, and the receipt says "by card".
    expect([paid.cardLast4, paid.cardBrand]).toEqual([null, null]);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);

    const duplicate = await deliver(event);
    expect([duplicate.statusCode, duplicate.json()]).toEqual([200, { received: true, handled: false }]);
    expect((await ordersOf(app, listing.id))[0]!.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
  });

  it("keeps the card's last four and brand when the intent's charge comes expanded", async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 2500 });
    expect((await startCheckout(app, buyer, listing.id)).statusCode).toBe(200);
    const [order] = await ordersOf(app, listing.id);
    const event = standin.succeed(order!.stripePaymentIntentId!) as {
      data: { object: Record<string, unknown> };
    };
    event.data.object.latest_charge = {
      id: 'ch_test_card',
      object: 'charge',
      payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, handled: true });
    const paid = (await ordersOf(app, listing.id))[0]!;
    expect([paid.status, paid.cardLast4, paid.cardBrand]).toEqual(['paid', '4242', 'visa']);
  });

  it('refunds through Stripe when a second payment arrives for a sold listing', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 2500 });
    await startCheckout(app, buyer, listing.id);
    await startCheckout(app, rival, listing.id);
    const rows = await ordersOf(app, listing.id);
    const mine = rows.find((o) => o.buyerId === buyer.user.id)!;
    const theirs = rows.find((o) => o.buyerId === rival.user.id)!;
    expect((await deliver(standin.succeed(mine.stripePaymentIntentId!))).statusCode).toBe(200);
    expect((await deliver(standin.succeed(theirs.stripePaymentIntentId!))).statusCode).toBe(200);

    const after = await ordersOf(app, listing.id);
    expect(after.find((o) => o.id === mine.id)!.status).toBe('paid');
    expect(after.find((o) => o.id === theirs.id)).toMatchObject({
      status: 'refunded',
      refundReason: checkoutMessages.soldToSomeoneElse,
    });
    expect(standin.refunds.filter((r) => r.payment_intent === theirs.stripePaymentIntentId)).toHaveLength(1);
  });

  it('cancels the intent when the price changes, and refunds a payment that succeeds anyway', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 100 });
    expect((await startCheckout(app, buyer, listing.id)).statusCode).toBe(200);
    const [open] = await ordersOf(app, listing.id);
    const intentId = open!.stripePaymentIntentId!;
    const edit = await caller(app)('PATCH', `/api/listings/${listing.id}`, seller, { priceCents: 25_000 });
    expect(edit.statusCode).toBe(200);
    expect(standin.intents.get(intentId)!.status).toBe('canceled');

    // The buyer's card went through just before the cancel reached Stripe: the money goes back.
    expect((await deliver(standin.succeed(intentId))).json()).toEqual({ received: true, handled: true });
    expect((await ordersOf(app, listing.id))[0]).toMatchObject({
      status: 'refunded',
      cancelReason: 'listing_changed',
      refundReason: checkoutMessages.listingChangedRefunded,
    });
    expect(standin.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await listingRow(app, listing.id)).toMatchObject({
      isSold: false,
      isActive: true,
      priceCents: 25_000,
    });

    // A new checkout asks Stripe for the new price.
    const again = (await startCheckout(app, buyer, listing.id)).json();
    const fresh = (await ordersOf(app, listing.id)).find((o) => o.status === 'pending');
    expect(again.totalAmount).toBe(25_000 + SHIPPING);
    expect(standin.intents.get(fresh!.stripePaymentIntentId!)!.amount).toBe(25_000 + SHIPPING);
  });

  it('acknowledges events it does not handle', async () => {
    const res = await deliver({
      id: 'evt_ignored_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { received: true, handled: false }]);
  });
});

describe('without stripe', () => {
  it('has no webhook endpoint', async () => {
    const local = await createTestApp();
    try {
      const res = await local.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await local.dispose();
    }
  });
});
