import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderMessages } from '#shared/orders.js';
import { shipmentMessages } from '#shared/shipments.js';
import { shipments } from '../../db/schema.js';
import { jobScheduler } from '../../jobs.js';
import type { LocalLabelProvider } from '../../lib/shipping-labels/local.js';
import { addAddress } from '../addresses/addresses.test-helpers.js';
import { DAY, ago, orderRow, setOrder } from '../orders/orders.test-helpers.js';
import { caller, makeListing, pay, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { signUpOperator } from '../admin/admin.test-helpers.js';
import { advance, labelOf, orderAs, runLabelJobs, shipmentRow } from './shipments.test-helpers.js';

/**
 * A label is bought only for an order awaiting shipment: an order cancelled and refunded before its
 * label was bought gets none, one bought before is voided at the provider, and either way the label
 * and the buyer's address on it are no longer the seller's to read.
 */

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

const local = () => app.ctx.labels as LocalLabelProvider;
const cancel = (id: string, buyer: Person) => call('POST', `/api/orders/${id}/cancel`, buyer);

/** One paid order of a new listing of `seller`'s, by a new buyer. */
async function sell(seller: Person, title: string) {
  const buyer = await signUp(app);
  const item = await makeListing(app, seller.user.id, { priceCents: 2500, title });
  const checkout = (await startCheckout(app, buyer, item.id)).json();
  expect((await pay(app, buyer, checkout.clientSecret)).json().status).toBe('succeeded');
  return { id: checkout.orderId as string, buyer };
}

/** The buyer cancels after the ship-by date (six days after payment: past it, before the sweep's seven). */
async function cancelByBuyer(id: string, buyer: Person) {
  await setOrder(app, id, { paidAt: ago(6 * DAY) });
  const res = await cancel(id, buyer);
  expect([res.statusCode, res.json().order.status]).toEqual([200, 'refunded']);
}

/** What the seller can still read of a refunded order: nothing of its label or the buyer's address. */
async function expectClosedToSeller(seller: Person, id: string) {
  const pdf = await labelOf(app, seller, id);
  expect([pdf.statusCode, pdf.json().error]).toEqual([404, shipmentMessages.labelVoided]);
  expect(pdf.headers['content-type']).not.toBe('application/pdf');
  const order = (await orderAs(app, seller, id)).order!;
  expect(order.status).toBe('refunded');
  expect(order.shipTo).toBeNull();
  // Voided from the refund on, even while the label job has yet to void it at the provider.
  expect(order.shipment).toMatchObject({ labelStatus: 'voided', labelUrl: null, trackingStatus: null });
  expect(JSON.stringify(order)).not.toContain('500 Howard Street');
}

describe(`labels of refunded orders (${testDatabaseKind})`, () => {
  it('a seller without an address sells 8, 6 are refunded, then adds one: 2 labels are bought', async () => {
    const seller = await signUp(app);
    const sales = [];
    for (let i = 0; i < 8; i++) sales.push(await sell(seller, `Scarf ${i + 1}`));
    await runLabelJobs(app);
    for (const s of sales) expect((await shipmentRow(app, s.id))!.status).toBe('needs_address');

    const byBuyer = sales.slice(0, 3);
    const byTimer = sales.slice(3, 6);
    const kept = sales.slice(6);
    for (const s of byBuyer) await cancelByBuyer(s.id, s.buyer);
    // The scheduler's sweep, on a clock a day ahead: these three were paid 7 days before it, the kept
    // two only a day, so it refunds exactly the three.
    for (const s of byTimer) await setOrder(app, s.id, { paidAt: ago(6 * DAY) });
    const now = new Date(Date.now() + DAY);
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });
    expect(await scheduler.tick()).toContain('orders.cancel-unshipped');
    for (const s of byTimer) {
      expect(await orderRow(app, s.id)).toMatchObject({
        status: 'refunded',
        refundReason: orderMessages.cancelledUnshipped,
      });
    }
    for (const s of kept) expect((await orderRow(app, s.id)).status).toBe('paid');

    const create = vi.spyOn(app.ctx.labels, 'createShipment');
    const buy = vi.spyOn(app.ctx.labels, 'buyLabel');
    await addAddress(app, seller);
    await runLabelJobs(app);
    await runLabelJobs(app);

    // Exactly two labels bought, both for the orders still awaiting shipment.
    expect(buy).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenCalledTimes(2);
    expect(buy.mock.calls.map(([, request]) => request.orderId).sort()).toEqual(kept.map((s) => s.id).sort());
    const bought = await app.ctx.db
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(and(eq(shipments.sellerId, seller.user.id), isNotNull(shipments.purchasedAt)));
    expect(bought.map((r) => r.orderId).sort()).toEqual(kept.map((s) => s.id).sort());

    for (const s of [...byBuyer, ...byTimer]) {
      expect(await shipmentRow(app, s.id)).toMatchObject({
        status: 'voided',
        providerShipmentId: null,
        labelPdf: null,
      });
      await expectClosedToSeller(seller, s.id);
    }
    for (const s of kept) {
      const pdf = await labelOf(app, seller, s.id);
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect((await orderAs(app, seller, s.id)).order!.shipment!.labelUrl).toBe(`/api/orders/${s.id}/label`);
    }
  });

  it('a label bought before the buyer cancels is voided at the provider once, and answers 404', async () => {
    const seller = await signUp(app);
    await addAddress(app, seller);
    const sale = await sell(seller, 'Denim jacket');
    await runLabelJobs(app);
    const ready = (await shipmentRow(app, sale.id))!;
    expect(ready.status).toBe('ready');
    expect((await labelOf(app, seller, sale.id)).statusCode).toBe(200);

    const voidLabel = vi.spyOn(app.ctx.labels, 'voidLabel');
    await cancelByBuyer(sale.id, sale.buyer);
    // Closed to the seller at once, before the job has voided it at the provider.
    expect((await shipmentRow(app, sale.id))!.labelPdf).toBeNull();
    await expectClosedToSeller(seller, sale.id);

    await runLabelJobs(app);
    await runLabelJobs(app);
    expect(voidLabel.mock.calls).toEqual([[ready.providerShipmentId]]);
    expect(local().voided.has(ready.providerShipmentId!)).toBe(true);
    expect((await shipmentRow(app, sale.id))!.status).toBe('voided');
    await expectClosedToSeller(seller, sale.id);
  });

  it('a label bought before the timer cancels is voided too', async () => {
    const seller = await signUp(app);
    await addAddress(app, seller);
    const sale = await sell(seller, 'Silk blouse');
    await runLabelJobs(app);
    const ready = (await shipmentRow(app, sale.id))!;
    expect(ready.status).toBe('ready');

    const voidLabel = vi.spyOn(app.ctx.labels, 'voidLabel');
    // The sweep's clock runs past the earlier test's: seven days after this payment.
    await setOrder(app, sale.id, { paidAt: ago(5 * DAY) });
    const now = new Date(Date.now() + 2 * DAY + 60_000);
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });
    expect(await scheduler.tick()).toContain('orders.cancel-unshipped');
    expect((await orderRow(app, sale.id)).status).toBe('refunded');
    await runLabelJobs(app);
    expect(voidLabel.mock.calls).toEqual([[ready.providerShipmentId]]);
    expect((await shipmentRow(app, sale.id))!.status).toBe('voided');
    await expectClosedToSeller(seller, sale.id);
  });

  it('an operator refund of an order that already shipped leaves its scanned label alone', async () => {
    const seller = await signUp(app);
    await addAddress(app, seller);
    const sale = await sell(seller, 'Wool scarf');
    await runLabelJobs(app);
    expect((await shipmentRow(app, sale.id))!.status).toBe('ready');
    expect((await advance(app, seller, sale.id)).statusCode).toBe(200);
    expect((await orderRow(app, sale.id)).status).toBe('shipped');

    const operator = await signUpOperator(app);
    const voidLabel = vi.spyOn(app.ctx.labels, 'voidLabel');
    const { priceCents, shippingCents } = await orderRow(app, sale.id);
    const refund = await call('POST', `/api/admin/orders/${sale.id}/refund`, operator, {
      amountCents: priceCents + shippingCents,
      note: 'Lost in transit',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await orderRow(app, sale.id)).status).toBe('refunded');
    await runLabelJobs(app);
    expect(voidLabel).not.toHaveBeenCalled();
    // Not queued to void, not voided; the buyer's address on its PDF is no longer the seller's.
    expect(await shipmentRow(app, sale.id)).toMatchObject({ status: 'ready', labelPdf: null });
    expect((await labelOf(app, seller, sale.id)).statusCode).toBe(404);
  });

  it('a cancellation while the label is being bought voids what the job bought', async () => {
    const seller = await signUp(app);
    await addAddress(app, seller);
    const sale = await sell(seller, 'Linen trousers');
    const provider = local();
    const realBuy = provider.buyLabel.bind(provider);
    // The buyer cancels while the worker is at the provider: the row is the worker's, so only its
    // save step, reading the order under lock, can see the order is no longer awaiting shipment.
    vi.spyOn(provider, 'buyLabel').mockImplementationOnce(async (shipmentId, request) => {
      const label = await realBuy(shipmentId, request);
      await cancelByBuyer(sale.id, sale.buyer);
      return label;
    });
    const voidLabel = vi.spyOn(provider, 'voidLabel');
    await runLabelJobs(app);
    await runLabelJobs(app);
    const row = (await shipmentRow(app, sale.id))!;
    expect(row).toMatchObject({ status: 'voided', labelPdf: null, purchasedAt: null });
    expect(voidLabel.mock.calls).toEqual([[row.providerShipmentId]]);
    await expectClosedToSeller(seller, sale.id);
  });
});
