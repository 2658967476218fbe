import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shipmentEvents } from '../../db/schema.js';
import { localTrackingUpdate } from '../../lib/shipping-labels/local.js';
import { addAddress } from '../addresses/addresses.test-helpers.js';
import { toldOf } from '../orders/orders.test-helpers.js';
import { makeListing, pay, signUp, startCheckout } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { advance, orderAs, runLabelJobs, shipmentRow } from './shipments.test-helpers.js';
import { applyTrackingUpdate } from './tracking.service.js';

// On PostgreSQL every worker and request below has its own pooled connection, so they really race;
// on PGlite they take turns, and the outcome must be the same.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

async function paidOrders(n: number) {
  const seller = await signUp(app);
  await addAddress(app, seller);
  const ids: string[] = [];
  const buyers = [];
  for (let i = 0; i < n; i++) {
    const buyer = await signUp(app);
    const item = await makeListing(app, seller.user.id, { title: `Item ${i}` });
    const checkout = (await startCheckout(app, buyer, item.id)).json();
    await pay(app, buyer, checkout.clientSecret);
    ids.push(checkout.orderId as string);
    buyers.push(buyer);
  }
  return { seller, buyers, ids };
}

describe(`labels and tracking at the same moment (${testDatabaseKind})`, () => {
  it('three workers buying labels at once buy each order’s label once', async () => {
    const buy = vi.spyOn(app.ctx.labels, 'buyLabel');
    const { ids } = await paidOrders(6);
    const ran = await Promise.all(['w1', 'w2', 'w3'].map((w) => runLabelJobs(app, w)));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(6);
    expect(buy).toHaveBeenCalledTimes(6);
    expect(new Set(buy.mock.calls.map(([, request]) => request.orderId))).toEqual(new Set(ids));
    for (const id of ids) expect((await shipmentRow(app, id))!.status).toBe('ready');
    buy.mockRestore();
  });

  it('the same scan delivered three times at once is stored once and tells the buyer once', async () => {
    const { seller, buyers, ids } = await paidOrders(1);
    await runLabelJobs(app);
    const row = (await shipmentRow(app, ids[0]!))!;
    const scan = localTrackingUpdate(row.trackingNumber!, 'accepted', new Date());
    const results = await Promise.all([1, 2, 3].map(() => applyTrackingUpdate(app.ctx, 'local', scan)));
    expect(results.filter((r) => r.handled)).toHaveLength(1);
    const [stored] = await app.ctx.db
      .select({ n: count() })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.orderId, ids[0]!));
    expect(stored!.n).toBe(1);
    expect(await toldOf(app, buyers[0]!, 'order_shipped')).toHaveLength(1);
    expect((await orderAs(app, seller, ids[0]!)).order!.status).toBe('shipped');
    // Two presses of the test control at once move the parcel one step each, in turn, never past delivered.
    await Promise.all([advance(app, seller, ids[0]!), advance(app, buyers[0]!, ids[0]!)]);
    expect((await orderAs(app, seller, ids[0]!)).order!.status).toBe('delivered');
  });
});
