import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '#shared/orders.js';
import { shipmentMessages } from '#shared/shipments.js';
import {
  startEasyPostStandin,
  STANDIN_LABEL_PDF,
  trackerWebhook,
  type EasyPostStandin,
} from '../../lib/shipping-labels/easypost-standin.js';
import { addAddress } from '../addresses/addresses.test-helpers.js';
import { DAY, ago, setOrder, toldOf } from '../orders/orders.test-helpers.js';
import { caller, makeListing, pay, signUp, startCheckout } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { advance, labelOf, orderAs, runLabelJobs, shipmentRow } from './shipments.test-helpers.js';

const API_KEY = 'EZAK_app_key';
const SECRET = 'easypost-webhook-secret';
let standin: EasyPostStandin;
let app: TestApp;

beforeAll(async () => {
  standin = await startEasyPostStandin(API_KEY);
  app = await createTestApp({ easypost: { apiKey: API_KEY, webhookSecret: SECRET, apiUrl: standin.url } });
});
afterAll(async () => {
  await app.dispose();
  await standin.close();
});

const webhook = (event: { body: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/api/webhooks/easypost', headers: event.headers, payload: event.body });

describe(`labels and tracking through EasyPost (${testDatabaseKind})`, () => {
  it('buys one USPS label per paid order, and its signed tracker events move the order', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    await addAddress(app, seller, { name: 'Ana Seller', zip: '10001', state: 'NY', city: 'New York' });
    const item = await makeListing(app, seller.user.id, { parcelSize: 'large', title: 'Leather boots' });
    const checkout = (await startCheckout(app, buyer, item.id)).json();
    await pay(app, buyer, checkout.clientSecret);
    await runLabelJobs(app);
    await runLabelJobs(app);

    // What EasyPost was asked: both addresses, a large parcel's weight, the order as reference, a PDF.
    const created = standin.requests.filter((r) => r.method === 'POST' && r.path === '/v2/shipments');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      shipment: {
        reference: checkout.orderId,
        to_address: { name: 'Sam Buyer', street1: '500 Howard Street', zip: '94105' },
        from_address: { name: 'Ana Seller', state: 'NY', zip: '10001' },
        parcel: { weight: 160 },
        options: { label_format: 'PDF' },
      },
    });
    expect(standin.purchases).toHaveLength(1);
    const row = (await shipmentRow(app, checkout.orderId))!;
    expect(row).toMatchObject({ status: 'ready', provider: 'easypost', carrier: 'USPS' });
    expect(row.costCents).toBeGreaterThan(0);
    const pdf = await labelOf(app, seller, checkout.orderId);
    expect(pdf.rawPayload.equals(STANDIN_LABEL_PDF)).toBe(true);
    const sale = (await orderAs(app, seller, checkout.orderId)).order!;
    expect(sale.shipment).toMatchObject({ provider: 'easypost', testMode: false });

    // The test control exists only while payments and labels are both local: with real parcels it is not there.
    const control = await advance(app, seller, checkout.orderId);
    expect([control.statusCode, control.json().error]).toEqual([404, orderMessages.notFound]);

    const tracker = { id: row.trackerId!, trackingCode: row.trackingNumber! };
    const inTransit = trackerWebhook(SECRET, {
      ...tracker,
      status: 'in_transit',
      message: 'Arrived at USPS Facility',
    });
    expect((await webhook(inTransit)).json()).toEqual({ received: true, handled: true });
    expect((await webhook(inTransit)).json()).toEqual({ received: true, handled: false });
    expect((await orderAs(app, buyer, checkout.orderId)).order).toMatchObject({
      status: 'shipped',
      carrier: 'USPS',
    });
    expect(await toldOf(app, buyer, 'order_shipped')).toHaveLength(1);

    // A forged or tampered event changes nothing.
    const delivered = trackerWebhook(SECRET, { ...tracker, status: 'delivered' });
    const forged = trackerWebhook('not-the-secret', { ...tracker, status: 'delivered' });
    expect((await webhook(forged)).statusCode).toBe(400);
    const tampered = { ...delivered, body: Buffer.from(delivered.body.toString().replace('USPS', 'UPS')) };
    expect((await webhook(tampered)).statusCode).toBe(400);
    expect(
      (await webhook({ ...delivered, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);
    expect((await orderAs(app, buyer, checkout.orderId)).order!.status).toBe('shipped');

    expect((await webhook(delivered)).json().handled).toBe(true);
    const got = (await orderAs(app, buyer, checkout.orderId)).order!;
    expect(got.status).toBe('delivered');
    expect(got.timeline.map((e) => [e.kind, e.detail])).toContainEqual([
      'in_transit',
      'Arrived at USPS Facility',
    ]);

    // A tracker we never bought is acknowledged and ignored, so EasyPost stops retrying it.
    const stranger = trackerWebhook(SECRET, { id: 'trk_unknown', trackingCode: '9400', status: 'delivered' });
    expect((await webhook(stranger)).json()).toEqual({ received: true, handled: false });
  });
});

describe(`a cancelled order's EasyPost label (${testDatabaseKind})`, () => {
  it('is refunded at EasyPost once, and the seller can no longer download it', async () => {
    const [seller, buyer] = [await signUp(app), await signUp(app)];
    await addAddress(app, seller, { name: 'Ana Seller', zip: '10001', state: 'NY', city: 'New York' });
    const item = await makeListing(app, seller.user.id, { title: 'Wool scarf' });
    const checkout = (await startCheckout(app, buyer, item.id)).json();
    await pay(app, buyer, checkout.clientSecret);
    await runLabelJobs(app);
    const row = (await shipmentRow(app, checkout.orderId))!;
    expect(row.status).toBe('ready');
    const shipmentId = row.providerShipmentId!;
    expect(standin.purchases).toContain(shipmentId);

    // The buyer cancels after the ship-by date (six days after payment, before the sweep's seven).
    await setOrder(app, checkout.orderId, { paidAt: ago(6 * DAY) });
    const cancelled = await caller(app)('POST', `/api/orders/${checkout.orderId}/cancel`, buyer);
    expect(cancelled.json().order.status).toBe('refunded');
    await runLabelJobs(app);
    await runLabelJobs(app);

    const refundPath = `/v2/shipments/${shipmentId}/refund`;
    expect(standin.requests.filter((r) => r.method === 'POST' && r.path === refundPath)).toHaveLength(1);
    expect(standin.refunds).toEqual([shipmentId]);
    expect(standin.shipments.get(shipmentId)!.refund_status).toBe('submitted');
    expect((await shipmentRow(app, checkout.orderId))!).toMatchObject({ status: 'voided', labelPdf: null });
    const pdf = await labelOf(app, seller, checkout.orderId);
    expect([pdf.statusCode, pdf.json().error]).toEqual([404, shipmentMessages.labelVoided]);
    const sale = (await orderAs(app, seller, checkout.orderId)).order!;
    expect([sale.shipTo, sale.shipment!.labelUrl, sale.shipment!.labelStatus]).toEqual([
      null,
      null,
      'voided',
    ]);
  });
});
