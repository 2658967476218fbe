import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobScheduler } from '../../jobs.js';
import { caller } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { cancelUnshippedOrders, completeDeliveredOrders } from './orders.timers.js';
import { DAY, ago, orderRow, paidOrder, setOrder, toldOf } from './orders.test-helpers.js';

// On PostgreSQL each request and each sweep below runs on its own pooled connection, so the
// transitions really race; on PGlite they take turns, and the outcome must be the same.

let app: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe(`order transitions at the same moment (${testDatabaseKind})`, () => {
  it('two "Everything is OK" calls at once complete the order once and tell each side once', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { status: 'delivered', deliveredAt: ago(DAY) });
    const url = `/api/orders/${sale.id}/confirm`;
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', url, sale.buyer)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await toldOf(app, sale.buyer, 'order_completed')).toHaveLength(1);
    expect(await toldOf(app, sale.seller, 'order_completed')).toHaveLength(1);
  });

  it('two cancels at once refund once at the provider', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { paidAt: ago(6 * DAY) });
    const url = `/api/orders/${sale.id}/cancel`;
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', url, sale.buyer)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toHaveLength(1);
    expect(await toldOf(app, sale.seller, 'order_cancelled')).toHaveLength(1);
  });

  it('the seller and the buyer cancelling at once, while the seller ships: one move, one refund', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { paidAt: ago(6 * DAY) });
    const replies = await Promise.all([
      call('POST', `/api/orders/${sale.id}/seller-cancel`, sale.seller, {
        reason: 'out_of_stock',
        afterwards: 'relist',
      }),
      call('POST', `/api/orders/${sale.id}/cancel`, sale.buyer),
      call('PATCH', `/api/orders/${sale.id}/ship`, sale.seller, {
        carrier: 'USPS',
        trackingNumber: '9400 1',
      }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const order = await orderRow(app, sale.id);
    expect(refund).toHaveBeenCalledTimes(order.status === 'shipped' ? 0 : 1);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toHaveLength(order.status === 'shipped' ? 0 : 1);
  });

  it('the buyer cancelling while the sweep runs: one refund', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { paidAt: ago(8 * DAY) });
    const [reply, swept] = await Promise.all([
      call('POST', `/api/orders/${sale.id}/cancel`, sale.buyer),
      cancelUnshippedOrders(app.ctx, new Date()),
    ]);
    expect((reply.statusCode === 200 ? 1 : 0) + swept).toBe(1);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toHaveLength(1);
  });

  it('each sweep running twice at once acts once on every order', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const unshipped = [await paidOrder(app), await paidOrder(app), await paidOrder(app)];
    for (const sale of unshipped) await setOrder(app, sale.id, { paidAt: ago(8 * DAY) });
    const delivered = [await paidOrder(app), await paidOrder(app)];
    for (const sale of delivered)
      await setOrder(app, sale.id, { status: 'delivered', deliveredAt: ago(4 * DAY) });

    const now = new Date();
    const cancels = await Promise.all([
      cancelUnshippedOrders(app.ctx, now),
      cancelUnshippedOrders(app.ctx, now),
    ]);
    const completions = await Promise.all([
      completeDeliveredOrders(app.ctx, now),
      completeDeliveredOrders(app.ctx, now),
    ]);
    expect(cancels[0]! + cancels[1]!).toBe(3);
    expect(completions[0]! + completions[1]!).toBe(2);
    expect(refund.mock.calls.map((c) => c[0]).sort()).toEqual(unshipped.map((s) => s.intentId).sort());
    for (const sale of unshipped) {
      expect((await orderRow(app, sale.id)).status).toBe('refunded');
      expect(await toldOf(app, sale.buyer, 'order_cancelled')).toHaveLength(1);
      expect(await toldOf(app, sale.seller, 'order_cancelled')).toHaveLength(1);
    }
    for (const sale of delivered) {
      expect((await orderRow(app, sale.id)).status).toBe('completed');
      expect(await toldOf(app, sale.buyer, 'order_completed')).toHaveLength(1);
      expect(await toldOf(app, sale.seller, 'order_completed')).toHaveLength(1);
    }
  });

  it('two app instances ticking at once run each timer once', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { paidAt: new Date() });
    const now = new Date(Date.now() + 7 * DAY + 60_000);
    const quiet = { info: () => {}, error: () => {} };
    const instances = [1, 2].map((i) =>
      jobScheduler(app.ctx, quiet, { clock: () => now, instanceId: `timers-${i}` }),
    );
    const ran = (await Promise.all(instances.map((s) => s.tick()))).flat();
    expect(ran.filter((name) => name === 'orders.cancel-unshipped')).toHaveLength(1);
    expect((await orderRow(app, sale.id)).status).toBe('refunded');
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
