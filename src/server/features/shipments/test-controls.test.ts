import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import { StripePaymentProvider } from '../../lib/payments/stripe.js';
import { EasyPostLabelProvider } from '../../lib/shipping-labels/easypost.js';
import { addAddress } from '../addresses/addresses.test-helpers.js';
import { makeListing, pay, signUp, startCheckout } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { advance, orderAs, runLabelJobs } from './shipments.test-helpers.js';

/**
 * "Advance parcel (test mode)" plays the carrier: it exists only while payments and labels are both
 * local and the app is not in production. A paid order with a local label, then the same order
 * asked with each of those changed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

/** Runs `check` with parts of the app's context replaced, then puts them back. */
async function withContext(changes: Partial<AppContext>, check: () => Promise<void>) {
  const saved = { config: app.ctx.config, payments: app.ctx.payments, labels: app.ctx.labels };
  Object.assign(app.ctx, changes);
  try {
    await check();
  } finally {
    Object.assign(app.ctx, saved);
  }
}

describe(`POST /api/orders/:id/test-tracking outside test mode (${testDatabaseKind})`, () => {
  it('answers 404 in production and whenever payments or labels are real; moves the parcel in test mode', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    await addAddress(app, seller, {
      name: 'Ana Seller',
      line1: '1 Ship Lane',
      line2: null,
      zip: '10001',
      state: 'NY',
      city: 'New York',
    });
    const item = await makeListing(app, seller.user.id, { priceCents: 2500, title: 'Wool coat' });
    const checkout = (await startCheckout(app, buyer, item.id)).json();
    expect((await pay(app, buyer, checkout.clientSecret)).json().status).toBe('succeeded');
    await runLabelJobs(app);
    const id = checkout.orderId as string;

    const stripe = new StripePaymentProvider({
      secretKey: 'sk_test_not_used',
      publishableKey: 'pk_test_not_used',
      webhookSecret: undefined,
      apiUrl: undefined,
    });
    const easypost = new EasyPostLabelProvider({
      apiKey: 'not-used',
      webhookSecret: undefined,
      apiUrl: undefined,
    });
    const outsideTestMode: [string, Partial<AppContext>][] = [
      ['production', { config: { ...app.ctx.config, env: 'production' } }],
      ['real payments', { payments: stripe }],
      ['real labels', { labels: easypost }],
    ];
    for (const [, changes] of outsideTestMode) {
      await withContext(changes, async () => {
        for (const who of [seller, buyer]) {
          const res = await advance(app, who, id);
          expect([res.statusCode, res.json()]).toEqual([
            404,
            { error: orderMessages.notFound, code: 'NOT_FOUND' },
          ]);
          // The order page learns it from the order: no control to press.
          expect((await orderAs(app, who, id)).order!.shipment).toMatchObject({ testTracking: false });
        }
      });
    }
    // Nothing moved meanwhile; in test mode the order offers the control, and the parcel moves.
    for (const who of [seller, buyer]) {
      expect((await orderAs(app, who, id)).order!.shipment).toMatchObject({ testTracking: true });
    }
    const accepted = await advance(app, seller, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order).toMatchObject({ status: 'shipped' });
    await advance(app, seller, id);
    await advance(app, seller, id);
    // Delivered: nothing left to move.
    expect((await orderAs(app, seller, id)).order!.shipment).toMatchObject({ testTracking: false });
  });
});
