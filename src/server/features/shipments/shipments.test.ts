import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '#shared/checkout.js';
import { orderMessages } from '#shared/orders.js';
import { shipmentMessages } from '#shared/shipments.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { shipments } from '../../db/schema.js';
import { addAddress } from '../addresses/addresses.test-helpers.js';
import { completeDeliveredOrders, DAY, orderRow, setOrder, toldOf } from '../orders/orders.test-helpers.js';
import {
  BUYER_HOME,
  caller,
  makeListing,
  ordersOf,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { LABEL_RETRY_SECONDS } from './labels.job.js';
import { advance, labelOf, orderAs, runLabelJobs, shipmentRow } from './shipments.test-helpers.js';

const MEDIUM = DEFAULT_SHIPPING_RATES.medium;
let app: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app.dispose();
});

/** A seller with a ship-from address, a buyer, and a listing of the seller's. */
async function market(listing: Parameters<typeof makeListing>[2] = {}) {
  const [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  await addAddress(app, seller, {
    name: 'Ana Seller',
    line1: '1 Ship Lane',
    line2: null,
    zip: '10001',
    state: 'NY',
    city: 'New York',
  });
  const item = await makeListing(app, seller.user.id, { priceCents: 2500, title: 'Wool coat', ...listing });
  return { seller, buyer, stranger, item };
}

async function buy(buyer: Person, listingId: string, shippingAddressId?: string) {
  const res = await call('POST', '/api/create-payment-intent', buyer, {
    listingId,
    buyerId: buyer.user.id,
    ...(shippingAddressId ? { shippingAddressId } : {}),
  });
  return res;
}

describe(`checkout charges shipping to an address (${testDatabaseKind})`, () => {
  it('asks a buyer without an address for one, and refuses an address that is not theirs', async () => {
    const { buyer, stranger, item } = await market();
    const none = await buy(buyer, item.id);
    expect([none.statusCode, none.json().error]).toEqual([400, checkoutMessages.addressRequired]);
    const theirs = await addAddress(app, stranger);
    for (const id of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', 'x'.repeat(101)]) {
      const res = await buy(buyer, item.id, id);
      expect([res.statusCode, res.json().error]).toEqual(
        id.length > 100 ? [400, checkoutMessages.addressNotFound] : [404, checkoutMessages.addressNotFound],
      );
    }
    expect(await ordersOf(app, item.id)).toHaveLength(0);
  });

  it('charges price + shipping, copies the address onto the order, and starts over for another address', async () => {
    const { buyer, item } = await market();
    const home = await addAddress(app, buyer, { name: 'Bo Buyer' });
    const work = await addAddress(app, buyer, { name: 'Bo at work', line1: '9 Office Park', line2: null });
    const first = (await buy(buyer, item.id)).json();
    expect(first).toMatchObject({
      totalAmount: 2500 + MEDIUM,
      shippingAmount: MEDIUM,
      shippingAddressId: home.id,
      shippingAddress: {
        name: 'Bo Buyer',
        line1: '12 Market Street',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
    });
    // The same address again reuses the checkout; another one replaces it.
    expect((await buy(buyer, item.id, home.id)).json().orderId).toBe(first.orderId);
    const second = (await buy(buyer, item.id, work.id)).json();
    expect(second.orderId).not.toBe(first.orderId);
    expect((await orderRow(app, first.orderId)).status).toBe('cancelled');
    // Editing the address book afterwards changes no order.
    await call('PATCH', `/api/addresses/${work.id}`, buyer, { line1: '10 Elsewhere Road' });
    expect((await orderRow(app, second.orderId)).shipTo).toMatchObject({ line1: '9 Office Park' });
  });

  it('free shipping charges the price alone and takes the label out of the seller earnings', async () => {
    const { seller, buyer, item } = await market({ shippingPayer: 'seller', parcelSize: 'small' });
    await addAddress(app, buyer);
    const checkout = (await buy(buyer, item.id)).json();
    expect([checkout.totalAmount, checkout.shippingAmount]).toEqual([2500, 0]);
    await pay(app, buyer, checkout.clientSecret);
    const sale = (await orderAs(app, seller, checkout.orderId)).order!;
    // $25.00 − 8% ($2.00) − $0.30 − the $4.99 small label.
    expect(sale).toMatchObject({
      totalCents: 2500,
      shippingCents: 0,
      shippingPayer: 'seller',
      parcelSize: 'small',
    });
    expect(sale.earningsCents).toBe(2500 - 200 - 30 - DEFAULT_SHIPPING_RATES.small);
  });

  it('a shipping change on the listing ends its open checkouts', async () => {
    const { seller, buyer, item } = await market();
    await addAddress(app, buyer);
    const open = (await buy(buyer, item.id)).json();
    const edit = await call('PATCH', `/api/listings/${item.id}`, seller, { shippingPayer: 'seller' });
    expect(edit.statusCode).toBe(200);
    expect((await orderRow(app, open.orderId)).status).toBe('cancelled');
    expect((await buy(buyer, item.id)).json().totalAmount).toBe(2500);
  });
});

/** A paid order between a new seller (with a ship-from address) and a new buyer. */
async function paidSale() {
  const m = await market();
  const checkout = (await startCheckout(app, m.buyer, m.item.id)).json();
  expect((await pay(app, m.buyer, checkout.clientSecret)).json().status).toBe('succeeded');
  return { ...m, id: checkout.orderId as string };
}

describe(`prepaid labels (${testDatabaseKind})`, () => {
  it('buys the label after payment; only the seller downloads the PDF with the buyer address', async () => {
    const { seller, buyer, stranger, id } = await paidSale();
    expect((await orderAs(app, seller, id)).order!.shipment).toMatchObject({
      labelStatus: 'pending',
      labelUrl: null,
    });
    const early = await labelOf(app, seller, id);
    expect([early.statusCode, early.json().error]).toEqual([409, shipmentMessages.labelNotReady]);

    expect(await runLabelJobs(app)).toBeGreaterThanOrEqual(1);
    const sale = (await orderAs(app, seller, id)).order!;
    expect(sale.shipment).toMatchObject({
      labelStatus: 'ready',
      provider: 'local',
      testMode: true,
      labelUrl: `/api/orders/${id}/label`,
      carrier: 'USPS',
      trackingStatus: 'pre_transit',
    });
    expect(sale.shipment!.trackingNumber).toMatch(/^9400100000\d{12}$/);
    expect(sale.shipTo).toMatchObject({ name: BUYER_HOME.name, line1: BUYER_HOME.line1 });
    expect(sale.timeline.map((e) => e.kind)).toEqual(['paid', 'label_created']);

    const pdf = await labelOf(app, seller, id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="rethread-label-/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const asBuyer = await labelOf(app, buyer, id);
    expect([asBuyer.statusCode, asBuyer.json().error]).toEqual([403, shipmentMessages.onlySellerLabel]);
    expect((await orderAs(app, buyer, id)).order!.shipment!.labelUrl).toBeNull();
    for (const who of [stranger, undefined]) {
      const res = await call('GET', `/api/orders/${id}/label`, who);
      expect(res.statusCode).toBe(who ? 404 : 401);
    }
    expect((await orderAs(app, stranger, id)).status).toBe(404);
  });

  it('waits for a seller without a ship-from address and buys once they add one', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    const item = await makeListing(app, seller.user.id);
    const checkout = (await startCheckout(app, buyer, item.id)).json();
    await pay(app, buyer, checkout.clientSecret);
    await runLabelJobs(app);
    expect((await shipmentRow(app, checkout.orderId))!.status).toBe('needs_address');
    expect((await orderAs(app, seller, checkout.orderId)).order!.shipment!.labelStatus).toBe('needs_address');
    await addAddress(app, seller);
    expect((await shipmentRow(app, checkout.orderId))!.status).toBe('pending');
    await runLabelJobs(app);
    expect((await shipmentRow(app, checkout.orderId))!.status).toBe('ready');
  });
});

describe(`a label the provider cannot make (${testDatabaseKind})`, () => {
  it('is retried later with the error kept, and given up after the last retry (the seller ships by hand)', async () => {
    const { seller, id } = await paidSale();
    const buy = vi.spyOn(app.ctx.labels, 'buyLabel').mockRejectedValue(new Error('carrier is down'));
    try {
      await runLabelJobs(app);
      const failed = (await shipmentRow(app, id))!;
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: carrier is down' });
      expect(failed.runAfter.getTime()).toBeGreaterThan(Date.now() + (LABEL_RETRY_SECONDS[0] - 5) * 1000);
      expect(await runLabelJobs(app)).toBe(0); // not due yet
      for (let i = 1; i <= LABEL_RETRY_SECONDS.length; i++) {
        await app.ctx.db.update(shipments).set({ runAfter: new Date() }).where(eq(shipments.orderId, id));
        await runLabelJobs(app);
      }
      expect((await shipmentRow(app, id))!.status).toBe('failed');
      expect((await orderAs(app, seller, id)).order!.shipment!.labelStatus).toBe('failed');
      // Shipping by hand with the seller's own label still works.
      const ship = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
      const shipped = await call('PATCH', `/api/orders/${id}/ship`, seller, ship);
      expect(shipped.json().order).toMatchObject({
        status: 'shipped',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      });
      expect(shipped.json().order.timeline.at(-1)).toMatchObject({
        kind: 'shipped',
        detail: 'UPS 1Z999AA10123456784',
      });
    } finally {
      buy.mockRestore();
    }
  });
});

describe(`test-mode tracking moves the order (${testDatabaseKind})`, () => {
  it('accepted → in transit → delivered, once each, telling both sides; then completes after the window', async () => {
    const { seller, buyer, stranger, id } = await paidSale();
    const before = await advance(app, seller, id);
    expect([before.statusCode, before.json().error]).toEqual([409, shipmentMessages.testTrackingNeedsLabel]);
    await runLabelJobs(app);
    expect((await advance(app, stranger, id)).statusCode).toBe(404);

    const accepted = await advance(app, seller, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order).toMatchObject({ status: 'shipped', carrier: 'USPS' });
    expect(await toldOf(app, buyer, 'order_shipped')).toHaveLength(1);
    expect((await advance(app, buyer, id)).json().order.shipment.trackingStatus).toBe('in_transit');
    const delivered = (await advance(app, buyer, id)).json().order;
    expect(delivered.status).toBe('delivered');
    expect(delivered.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'paid',
      'label_created',
      'accepted',
      'in_transit',
      'delivered',
    ]);
    expect(await toldOf(app, buyer, 'order_delivered')).toHaveLength(1);
    expect(await toldOf(app, seller, 'order_delivered')).toHaveLength(1);
    const done = await advance(app, seller, id);
    expect([done.statusCode, done.json().error]).toEqual([409, shipmentMessages.testTrackingDone]);

    // The confirmation window runs from the delivery scan: nothing before it ends, completed after.
    const deliveredAt = (await orderRow(app, id)).deliveredAt!;
    expect(await completeDeliveredOrders(app.ctx, new Date(deliveredAt.getTime() + 2 * DAY))).toBe(0);
    expect(await completeDeliveredOrders(app.ctx, new Date(deliveredAt.getTime() + 3 * DAY + 60_000))).toBe(
      1,
    );
    expect((await orderAs(app, buyer, id)).order!.timeline.at(-1)!.kind).toBe('completed');
  });

  it('the seller sees the address until 30 days after completion; the buyer always', async () => {
    const { seller, buyer, id } = await paidSale();
    await setOrder(app, id, { status: 'completed', completedAt: new Date(Date.now() - 29 * DAY) });
    expect((await orderAs(app, seller, id)).order!.shipTo).not.toBeNull();
    await setOrder(app, id, { completedAt: new Date(Date.now() - 31 * DAY) });
    expect((await orderAs(app, seller, id)).order!.shipTo).toBeNull();
    expect((await orderAs(app, buyer, id)).order!.shipTo).toMatchObject({ name: BUYER_HOME.name });
  });

  it('a malformed or unknown order id is not found', async () => {
    const { seller } = await paidSale();
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%00']) {
      const res = await call('GET', `/api/orders/${encodeURIComponent(id)}`, seller);
      expect([res.statusCode, res.json().error]).toEqual([404, orderMessages.notFound]);
    }
  });
});
