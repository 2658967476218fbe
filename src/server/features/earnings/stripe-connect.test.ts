import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsMessages } from '#shared/earnings.js';
import { computeShippingSplit } from '#shared/fees.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import type { Db } from '../../db/client.js';
import { startStripeStandin, type StripeStandin } from '../../lib/payments/stripe-standin.js';
import { ago, DAY, setOrder } from '../orders/orders.test-helpers.js';
import { caller, makeListing, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { refundOrder } from './ledger.service.js';
import { reverseOrderTransfer, transferDueEarnings } from './stripe-connect.service.js';

const SECRET = 'whsec_connect_app';
let standin: StripeStandin;
let app: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  standin = await startStripeStandin();
  app = await createTestApp({
    stripe: {
      secretKey: 'sk_test_app',
      publishableKey: 'pk_test_app',
      webhookSecret: SECRET,
      apiUrl: standin.url,
    },
  });
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
  await standin.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
}

const earnings = async (who: Person) => (await call('GET', '/api/earnings', who)).json();

/** A card sale of a new listing, paid through the stand-in's webhook, delivered and confirmed. */
async function sellAndComplete(seller: Person, buyer: Person, priceCents: number): Promise<string> {
  const listing = await makeListing(app, seller.user.id, { priceCents });
  const checkout = (await startCheckout(app, buyer, listing.id)).json();
  const intentId = [...standin.intents.values()].find((i) => i.metadata.orderId === checkout.orderId)!.id;
  await deliver(standin.succeed(intentId));
  await setOrder(app, checkout.orderId, { status: 'delivered', deliveredAt: ago(DAY) });
  await call('POST', `/api/orders/${checkout.orderId}/confirm`, buyer);
  return checkout.orderId as string;
}

describe(`payouts through Stripe Connect (${testDatabaseKind})`, () => {
  it('onboards an Express account, transfers a completed order once, and reverses it after a refund', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];

    // Test-mode payouts do not exist with Stripe.
    const bank = { accountHolder: 'Ana', routingNumber: '110000000', accountNumber: '12345678' };
    expect((await call('POST', '/api/payout-account', seller, bank)).statusCode).toBe(404);
    const ask = await call('POST', '/api/payouts', seller, { amountCents: 500 });
    expect([ask.statusCode, ask.json().error]).toEqual([409, earningsMessages.stripePaysAutomatically]);

    // Onboarding: one Express account, kept; the link leads into Stripe and back to the Earnings tab.
    const first = (await call('POST', '/api/payout-account/onboarding', seller)).json().url as string;
    const again = (await call('POST', '/api/payout-account/onboarding', seller)).json().url as string;
    expect(first).toMatch(/\/connect\/onboard\/acct_/);
    const accountId = /acct_\w+/.exec(first)![0];
    expect(again).toContain(accountId);
    expect(standin.accounts.size).toBe(1);
    const link = standin.requests.find((r) => r.path === '/v1/account_links');
    expect(link!.params.return_url).toMatch(/\/seller-tools\?tab=earnings$/);
    expect((await call('GET', '/api/payout-account', seller)).json().account).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      testMode: false,
    });

    // Stripe says the account is ready (account.updated, signed, from the connected account).
    const ready = standin.completeOnboarding(accountId);
    expect((await deliver(standin.connectEvent('account.updated', ready, accountId))).json().handled).toBe(
      true,
    );
    expect((await call('GET', '/api/payout-account', seller)).json().account).toMatchObject({
      status: 'enabled',
      bankLast4: '6789',
    });

    // A sale paid by card, delivered and confirmed.
    const listing = await makeListing(app, seller.user.id, { priceCents: 6000 });
    const checkout = (await startCheckout(app, buyer, listing.id)).json();
    const intentId = [...standin.intents.values()].find((i) => i.metadata.orderId === checkout.orderId)!.id;
    expect((await deliver(standin.succeed(intentId))).json().handled).toBe(true);
    await setOrder(app, checkout.orderId, { status: 'delivered', deliveredAt: ago(DAY) });
    expect((await call('POST', `/api/orders/${checkout.orderId}/confirm`, buyer)).statusCode).toBe(200);
    const net = computeShippingSplit(6000, DEFAULT_SHIPPING_RATES.medium, 'buyer').earningsCents;
    expect(await earnings(seller)).toMatchObject({ availableCents: net, paidOutCents: 0 });

    // Two sweeps at once transfer it once: the amount, destination, transfer group and key.
    const sent = await Promise.all([transferDueEarnings(app.ctx), transferDueEarnings(app.ctx)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await transferDueEarnings(app.ctx)).toBe(0);
    const transfers = [...standin.transfers.values()];
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: net,
      destination: accountId,
      transfer_group: checkout.orderId,
    });
    const made = standin.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(made.every((r) => r.idempotencyKey === `transfer:${checkout.orderId}`)).toBe(true);
    expect(await earnings(seller)).toMatchObject({ availableCents: 0, paidOutCents: net });
    const payouts = (await call('GET', '/api/payouts', seller)).json().payouts;
    expect(payouts).toMatchObject([
      { amountCents: net, status: 'paid', provider: 'stripe', orderId: checkout.orderId },
    ]);

    // A refund after the transfer reverses it: every cent comes back out, nothing is left owed.
    await app.ctx.db.transaction((tx) =>
      refundOrder(tx as Db, { id: checkout.orderId, sellerId: seller.user.id }),
    );
    expect(await reverseOrderTransfer(app.ctx, checkout.orderId)).toBe(true);
    const reversal = standin.requests.find((r) => r.path.endsWith('/reversals') && r.method === 'POST');
    expect(reversal).toMatchObject({
      idempotencyKey: `reversal:${checkout.orderId}`,
      params: { amount: String(net) },
    });
    expect(await earnings(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });

    // Once Stripe has paid a transfer out to the bank, the reversal is refused: the seller's balance
    // goes below zero, and the next sale's transfer waits until available covers it (decision 016).
    const second = await sellAndComplete(seller, buyer, 6000);
    expect(await transferDueEarnings(app.ctx)).toBe(1);
    standin.payOut(accountId);
    await app.ctx.db.transaction((tx) => refundOrder(tx as Db, { id: second, sellerId: seller.user.id }));
    expect(await reverseOrderTransfer(app.ctx, second)).toBe(false);
    expect((await earnings(seller)).availableCents).toBe(-net);
    await sellAndComplete(seller, buyer, 6000);
    expect(await transferDueEarnings(app.ctx)).toBe(0);
    expect((await earnings(seller)).availableCents).toBe(0);
    await sellAndComplete(seller, buyer, 6000);
    expect(await transferDueEarnings(app.ctx)).toBe(1);
    expect((await earnings(seller)).availableCents).toBe(0);
  });
});
