import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addBusinessDays, addDays } from '#shared/order-timers.js';
import { cancelTooEarlyMessage, orderMessages, REFUND_ARRIVAL } from '#shared/orders.js';
import { formatCents } from '#shared/money.js';
import { jobScheduler } from '../../jobs.js';
import { caller, listingRow, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cancelUnshippedOrders } from './orders.timers.js';
import { DAY, ago, orderRow, paidOrder, setOrder, toldOf, type Sale } from './orders.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  stranger = await signUp(app);
});
afterAll(async () => {
  await app.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const confirm = (sale: Sale, who?: Person) => call('POST', `/api/orders/${sale.id}/confirm`, who);
const cancel = (sale: Sale, who?: Person) => call('POST', `/api/orders/${sale.id}/cancel`, who);
const refunded = () => (app.ctx.payments as unknown as { refunded: Set<string> }).refunded;

describe('POST /api/orders/:id/confirm', () => {
  it('completes a delivered order for its buyer, once, and tells both sides', async () => {
    const sale = await paidOrder(app, 'Linen shirt');
    expect([
      (await confirm(sale, sale.buyer)).statusCode,
      (await confirm(sale, sale.buyer)).json().error,
    ]).toEqual([409, orderMessages.notDelivered]);
    await setOrder(app, sale.id, { status: 'delivered', shippedAt: ago(2 * DAY), deliveredAt: ago(DAY) });
    expect((await confirm(sale)).statusCode).toBe(401);
    expect((await confirm(sale, stranger)).statusCode).toBe(404);
    const seller = await confirm(sale, sale.seller);
    expect([seller.statusCode, seller.json().error]).toEqual([403, orderMessages.onlyBuyerConfirms]);
    expect((await orderRow(app, sale.id)).status).toBe('delivered');

    const done = await confirm(sale, sale.buyer);
    expect(done.statusCode).toBe(200);
    const order = done.json().order;
    expect(order).toMatchObject({
      status: 'completed',
      deadlines: { shipBy: null, cancelsAt: null, completesAt: null },
    });
    expect(order.completedAt).toBe((await orderRow(app, sale.id)).completedAt!.toISOString());
    const again = await confirm(sale, sale.buyer);
    expect([again.statusCode, again.json().error]).toEqual([409, orderMessages.notDelivered]);

    expect(await toldOf(app, sale.seller, 'order_completed')).toEqual([
      {
        title: 'Your sale of Linen shirt is complete',
        body: `${sale.buyer.user.display} confirmed everything is OK.`,
      },
    ]);
    expect((await toldOf(app, sale.buyer, 'order_completed')).map((n) => n.title)).toEqual([
      'Your order of Linen shirt is complete',
    ]);
    // Both lists keep the completed order.
    for (const [who, role] of [
      [sale.buyer, 'buyer'],
      [sale.seller, 'seller'],
    ] as const) {
      const list = (await call('GET', `/api/orders?role=${role}`, who)).json().orders;
      expect(list.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
        [sale.id, 'completed'],
      ]);
    }
  });

  it('answers 404 for malformed and unknown ids, and ignores a body', async () => {
    const sale = await paidOrder(app);
    for (const id of ['nope', '%00', 'x'.repeat(100), '00000000-0000-4000-8000-000000000000']) {
      for (const action of ['confirm', 'cancel']) {
        const res = await call('POST', `/api/orders/${id}/${action}`, sale.buyer);
        expect([res.statusCode, res.json().error]).toEqual([404, orderMessages.notFound]);
      }
    }
    // A body is not read: whatever it says, the order's own state decides (NUL bytes are refused first).
    const junk = await call('POST', `/api/orders/${sale.id}/confirm`, sale.buyer, { status: 'completed' });
    expect([junk.statusCode, junk.json().error]).toEqual([409, orderMessages.notDelivered]);
    const nul = await call('POST', `/api/orders/${sale.id}/cancel`, sale.buyer, { x: '\u0000'.repeat(5000) });
    expect(nul.statusCode).toBe(400);
    expect((await orderRow(app, sale.id)).status).toBe('paid');
  });
});

describe('the deadlines in an order', () => {
  it('are the published timers from the order’s own times', async () => {
    const sale = await paidOrder(app);
    const paidAt = (await orderRow(app, sale.id)).paidAt!;
    const [mine] = (await call('GET', '/api/orders?role=buyer', sale.buyer)).json().orders;
    expect(mine.deadlines).toEqual({
      shipBy: addBusinessDays(paidAt, 3).toISOString(),
      cancelsAt: addDays(paidAt, 7).toISOString(),
      completesAt: null,
    });
    const deliveredAt = ago(DAY);
    await setOrder(app, sale.id, { status: 'delivered', deliveredAt });
    const [sold] = (await call('GET', '/api/orders?role=seller', sale.seller)).json().orders;
    expect(sold.deadlines).toEqual({
      shipBy: null,
      cancelsAt: null,
      completesAt: addDays(deliveredAt, 3).toISOString(),
    });
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('waits for the ship-by date, then refunds the buyer in full, once', async () => {
    const sale = await paidOrder(app, 'Suede boots');
    const paidAt = (await orderRow(app, sale.id)).paidAt!;
    const early = await cancel(sale, sale.buyer);
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      cancelTooEarlyMessage(addBusinessDays(paidAt, 3)),
    ]);
    expect((await cancel(sale, stranger)).statusCode).toBe(404);
    const seller = await cancel(sale, sale.seller);
    expect([seller.statusCode, seller.json().error]).toEqual([403, orderMessages.onlyBuyerCancels]);
    expect((await orderRow(app, sale.id)).status).toBe('paid');
    expect(refunded().has(sale.intentId)).toBe(false);

    // Six days after payment: past any ship-by date (3 business days are at most 5 days), before the sweep's 7.
    await setOrder(app, sale.id, { paidAt: ago(6 * DAY) });
    const done = await cancel(sale, sale.buyer);
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({
      status: 'refunded',
      refundReason: orderMessages.cancelledByBuyer,
    });
    expect(refunded().has(sale.intentId)).toBe(true);
    const again = await cancel(sale, sale.buyer);
    expect([again.statusCode, again.json().error]).toEqual([409, orderMessages.notCancellable]);

    // The buyer is told the amount refunded, where it goes and when.
    const paid = formatCents(done.json().order.totalCents);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toEqual([
      {
        title: `Your order of Suede boots is cancelled: ${paid} refunded`,
        body: `${orderMessages.cancelledByBuyer} ${REFUND_ARRIVAL}`,
      },
    ]);
    expect(await toldOf(app, sale.seller, 'order_cancelled')).toEqual([
      {
        title: `Your sale of Suede boots to ${sale.buyer.user.display} is cancelled`,
        body: orderMessages.cancelledByBuyer,
      },
    ]);
    // The seller's list keeps the cancelled sale; the item waits off sale for its seller to list it again.
    const sales = (await call('GET', '/api/orders?role=seller', sale.seller)).json().orders;
    expect(sales.map((o: { status: string; earningsCents: number }) => [o.status, o.earningsCents])).toEqual([
      ['refunded', 0],
    ]);
    expect(await listingRow(app, sale.listingId)).toMatchObject({ isSold: false, isActive: false });
  });

  it('refuses a shipped order', async () => {
    const sale = await paidOrder(app);
    await setOrder(app, sale.id, { status: 'shipped', paidAt: ago(6 * DAY), shippedAt: ago(DAY) });
    const res = await cancel(sale, sale.buyer);
    expect([res.statusCode, res.json().error]).toEqual([409, orderMessages.notCancellable]);
    expect(refunded().has(sale.intentId)).toBe(false);
  });
});

describe('the timers, run by the scheduler', () => {
  it('complete a delivered order after the window and cancel an unshipped one after 7 days', async () => {
    const start = new Date();
    const delivered = await paidOrder(app, 'Tote bag');
    await setOrder(app, delivered.id, { status: 'delivered', paidAt: start, deliveredAt: start });
    const unshipped = await paidOrder(app, 'Beret');
    await setOrder(app, unshipped.id, { paidAt: start });
    let now = start;
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });
    const at = async (ms: number) => {
      now = new Date(start.getTime() + ms);
      expect(await scheduler.tick()).toEqual(
        expect.arrayContaining(['orders.complete-delivered', 'orders.cancel-unshipped']),
      );
      return [(await orderRow(app, delivered.id)).status, (await orderRow(app, unshipped.id)).status];
    };

    expect(await at(3 * DAY - 10 * 60_000)).toEqual(['delivered', 'paid']);
    expect(await at(3 * DAY + 10 * 60_000)).toEqual(['completed', 'paid']);
    expect((await orderRow(app, delivered.id)).completedAt).toEqual(now);
    const why = 'No problem was reported within 3 days of delivery.';
    expect(await toldOf(app, delivered.buyer, 'order_completed')).toEqual([
      { title: 'Your order of Tote bag is complete', body: why },
    ]);
    expect(await toldOf(app, delivered.seller, 'order_completed')).toEqual([
      { title: 'Your sale of Tote bag is complete', body: why },
    ]);

    expect(await at(7 * DAY - 10 * 60_000)).toEqual(['completed', 'paid']);
    expect(refunded().has(unshipped.intentId)).toBe(false);
    expect(await at(7 * DAY + 10 * 60_000)).toEqual(['completed', 'refunded']);
    expect((await orderRow(app, unshipped.id)).refundReason).toBe(orderMessages.cancelledUnshipped);
    expect(refunded().has(unshipped.intentId)).toBe(true);
    expect(await toldOf(app, unshipped.buyer, 'order_cancelled')).toHaveLength(1);
    expect(await toldOf(app, unshipped.seller, 'order_cancelled')).toHaveLength(1);
    // Later runs find nothing left to do and tell nobody again.
    expect(await at(8 * DAY)).toEqual(['completed', 'refunded']);
    expect(await toldOf(app, unshipped.buyer, 'order_cancelled')).toHaveLength(1);
    expect(await toldOf(app, delivered.seller, 'order_completed')).toHaveLength(1);
  });

  it('keeps an order paid when the refund fails at the provider, and refunds it on the next run', async () => {
    const sale = await paidOrder(app, 'Scarf');
    await setOrder(app, sale.id, { paidAt: ago(8 * DAY) });
    const refund = vi.spyOn(app.ctx.payments, 'refund').mockRejectedValueOnce(new Error('provider down'));
    await expect(cancelUnshippedOrders(app.ctx, new Date())).rejects.toThrow(/provider down/);
    expect((await orderRow(app, sale.id)).status).toBe('paid');
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toEqual([]);

    expect(await cancelUnshippedOrders(app.ctx, new Date())).toBe(1);
    expect((await orderRow(app, sale.id)).status).toBe('refunded');
    expect(refund.mock.calls.map((c) => c[0])).toEqual([sale.intentId, sale.intentId]);
    expect(await toldOf(app, sale.buyer, 'order_cancelled')).toHaveLength(1);
  });
});
