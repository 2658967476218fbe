import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema.js';
import { startStripeStandin, type StripeStandin } from '../../lib/payments/stripe-standin.js';
import { caller, makeListing, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { DAY, ago, orderRow, setOrder } from '../orders/orders.test-helpers.js';
import { makeAdmin } from './claims.test-helpers.js';

const SECRET = 'whsec_claims';
let standin: StripeStandin;
let app: TestApp;
let call: ReturnType<typeof caller>;
let operator: Person;

beforeAll(async () => {
  standin = await startStripeStandin();
  app = await createTestApp({
    stripe: {
      secretKey: 'sk_test_claims',
      publishableKey: 'pk_test_claims',
      webhookSecret: SECRET,
      apiUrl: standin.url,
    },
  });
  call = caller(app);
  operator = await signUp(app);
  await makeAdmin(app, operator);
});
afterAll(async () => {
  await app.dispose();
  await standin.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** A card sale paid at the stand-in, delivered a day ago, with a claim open on it. */
async function claimedSale(priceCents: number) {
  const [seller, buyer] = [await signUp(app), await signUp(app)];
  const listing = await makeListing(app, seller.user.id, { priceCents });
  const checkout = (await startCheckout(app, buyer, listing.id)).json();
  const intent = [...standin.intents.values()].find((i) => i.metadata.orderId === checkout.orderId)!;
  await deliver(standin.succeed(intent.id));
  await setOrder(app, checkout.orderId, {
    status: 'delivered',
    shippedAt: ago(3 * DAY),
    deliveredAt: ago(DAY),
  });
  const claim = await call('POST', `/api/orders/${checkout.orderId}/claims`, buyer, {
    reason: 'damaged',
    message: 'The heel is broken',
  });
  expect(claim.statusCode).toBe(201);
  return {
    seller,
    buyer,
    orderId: checkout.orderId as string,
    intent,
    claimId: claim.json().claim.id as string,
  };
}

const refundsOf = (intentId: string) => standin.refunds.filter((r) => r.payment_intent === intentId);
const earnings = async (who: Person) => (await call('GET', '/api/earnings', who)).json();

describe(`claims refund through Stripe to the cent (${testDatabaseKind})`, () => {
  it('the seller refunds in full: one Stripe refund of everything the card paid', async () => {
    const sale = await claimedSale(4000);
    const res = await call('POST', `/api/claims/${sale.claimId}/respond`, sale.seller, { action: 'refund' });
    expect(res.statusCode).toBe(200);
    const order = await orderRow(app, sale.orderId);
    expect(refundsOf(sale.intent.id).map((r) => r.amount)).toEqual([sale.intent.amount]);
    expect(order.refundedCents).toBe(sale.intent.amount);
    expect(order.priceCents + order.shippingCents).toBe(sale.intent.amount);
    expect(res.json().claim.refundCents).toBe(sale.intent.amount);
    expect(await earnings(sale.seller)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
      paidOutCents: 0,
    });
  });

  it('operators refund part: Stripe refunds that part, and the seller’s transfer is the rest of the earnings', async () => {
    const sale = await claimedSale(6000);
    await call('POST', `/api/claims/${sale.claimId}/respond`, sale.seller, {
      action: 'disagree',
      note: 'As pictured',
    });
    const before = (await earnings(sale.seller)).pendingCents as number;
    const res = await call('POST', `/api/admin/claims/${sale.claimId}/decide`, operator, {
      decision: 'partial_refund',
      refundCents: 1234,
      note: 'Scuffs not in the photos',
    });
    expect(res.statusCode).toBe(200);
    expect(refundsOf(sale.intent.id).map((r) => r.amount)).toEqual([1234]);
    expect((await orderRow(app, sale.orderId)).refundedCents).toBe(1234);
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: 0, availableCents: before - 1234 });
    const [queued] = await app.ctx.db.select().from(payouts).where(eq(payouts.orderId, sale.orderId));
    expect(queued).toMatchObject({ amountCents: before - 1234, status: 'pending' });
  });
});
