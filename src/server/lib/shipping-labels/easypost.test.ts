import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToCents, EasyPostLabelProvider } from './easypost.js';
import {
  signEasyPostWebhook,
  startEasyPostStandin,
  STANDIN_LABEL_PDF,
  trackerWebhook,
  type EasyPostStandin,
} from './easypost-standin.js';
import { InvalidWebhookPayload, InvalidWebhookSignature, type LabelRequest } from './types.js';

// The real `@easypost/api` SDK against a local stand-in of its API: the adapter's requests are
// asserted on the wire, with no network.
const API_KEY = 'EZTK_adapter_test';
const WEBHOOK_SECRET = 'easypost_webhook_secret';
let standin: EasyPostStandin;
let provider: EasyPostLabelProvider;

beforeAll(async () => {
  standin = await startEasyPostStandin(API_KEY);
  provider = new EasyPostLabelProvider({
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standin.url,
  });
});
afterAll(async () => {
  await standin.close();
});

const request = (orderId: string): LabelRequest => ({
  orderId,
  from: {
    name: 'Maya Lopez',
    line1: '12 Market St',
    line2: 'Unit 4',
    city: 'Portland',
    state: 'OR',
    zip: '97204',
    country: 'US',
  },
  to: {
    name: 'Sam Carter',
    line1: '800 Elm Ave',
    line2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
  },
  parcelSize: 'small',
  description: 'Silver ring',
});

describe('EasyPostLabelProvider', () => {
  it('creates the shipment with both addresses, the parcel, the order as reference and PDF labels', async () => {
    const { shipmentId } = await provider.createShipment(request('order-1'));
    expect(shipmentId).toMatch(/^shp_/);
    const sent = standin.requests.find((r) => r.method === 'POST' && r.path === '/v2/shipments')!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
    expect(sent.body).toEqual({
      shipment: {
        reference: 'order-1',
        to_address: {
          name: 'Sam Carter',
          street1: '800 Elm Ave',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        },
        from_address: {
          name: 'Maya Lopez',
          street1: '12 Market St',
          street2: 'Unit 4',
          city: 'Portland',
          state: 'OR',
          zip: '97204',
          country: 'US',
        },
        parcel: { weight: 8, length: 10, width: 7, height: 1 },
        options: { label_format: 'PDF' },
      },
    });
  });

  it('buys the lowest USPS rate once, however often or concurrently it is asked', async () => {
    const order = request('order-2');
    const { shipmentId } = await provider.createShipment({ ...order, parcelSize: 'large' });
    expect(standin.shipments.get(shipmentId)?.parcel).toMatchObject({ weight: 160 });
    const [first, second] = await Promise.all([
      provider.buyLabel(shipmentId, order),
      provider.buyLabel(shipmentId, order),
    ]);
    const third = await provider.buyLabel(shipmentId, order);
    expect(standin.purchases.filter((id) => id === shipmentId)).toHaveLength(1);
    const shipment = standin.shipments.get(shipmentId)!;
    // UPS is cheaper in the stand-in's rates; only USPS is bought.
    expect(shipment.selected_rate).toMatchObject({
      carrier: 'USPS',
      service: 'GroundAdvantage',
      rate: '7.58',
    });
    for (const label of [first, second, third]) {
      expect(label).toEqual({
        shipmentId,
        trackerId: (shipment.tracker as { id: string }).id,
        carrier: 'USPS',
        service: 'GroundAdvantage',
        trackingNumber: shipment.tracking_code,
        trackingUrl: `https://track.easypost.com/${(shipment.tracker as { id: string }).id}`,
        pdf: STANDIN_LABEL_PDF,
        costCents: 758,
      });
    }
  });

  it('refuses a label file that is not a PDF', async () => {
    const { shipmentId } = await provider.createShipment(request('order-3'));
    standin.labelFile = Buffer.from('<html>oops</html>');
    try {
      await expect(provider.buyLabel(shipmentId, request('order-3'))).rejects.toThrow(/not a PDF/);
    } finally {
      standin.labelFile = STANDIN_LABEL_PDF;
    }
    // Bought all the same: the retry downloads the label without buying again.
    expect((await provider.buyLabel(shipmentId, request('order-3'))).pdf).toEqual(STANDIN_LABEL_PDF);
    expect(standin.purchases.filter((id) => id === shipmentId)).toHaveLength(1);
  });

  it('fails loudly with a wrong API key', async () => {
    const wrong = new EasyPostLabelProvider({
      apiKey: 'EZTK_wrong',
      webhookSecret: undefined,
      apiUrl: standin.url,
    });
    await expect(wrong.createShipment(request('order-4'))).rejects.toThrow(/Invalid API key/);
  });
});

describe('decimalToCents', () => {
  it('converts EasyPost decimal strings without floating point', () => {
    expect(decimalToCents('7.58')).toBe(758);
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('31.1')).toBe(3110);
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('1.005')).toBe(101);
    expect(() => decimalToCents('-1.00')).toThrow();
  });
});

describe('EasyPostLabelProvider.parseWebhook', () => {
  const tracker = { id: 'trk_123', trackingCode: '9400100105442287486397' };

  it('reads a signed tracker.updated event', () => {
    const event = trackerWebhook(WEBHOOK_SECRET, {
      ...tracker,
      status: 'delivered',
      message: 'Delivered, In/At Mailbox',
      datetime: '2026-01-08T17:04:00Z',
    });
    expect(provider.parseWebhook(event.body, event.headers)).toEqual({
      eventId: event.eventId,
      trackingNumber: tracker.trackingCode,
      trackerId: 'trk_123',
      status: 'delivered',
      message: 'Delivered, In/At Mailbox',
      occurredAt: new Date('2026-01-08T17:04:00Z'),
    });
    const returned = trackerWebhook(WEBHOOK_SECRET, { ...tracker, status: 'return_to_sender' });
    expect(provider.parseWebhook(returned.body, returned.headers)?.status).toBe('returned');
  });

  it('refuses wrong or missing signatures and tampered bodies', () => {
    const event = trackerWebhook(WEBHOOK_SECRET, { ...tracker, status: 'in_transit' });
    const forged = trackerWebhook('another_secret', { ...tracker, status: 'in_transit' });
    expect(() => provider.parseWebhook(forged.body, forged.headers)).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(event.body, {})).toThrow(InvalidWebhookSignature);
    expect(() =>
      provider.parseWebhook(event.body, { 'x-hmac-signature': [event.headers['x-hmac-signature']!] }),
    ).toThrow(InvalidWebhookSignature);
    const tampered = Buffer.from(event.body.toString().replace('in_transit', 'delivered'));
    expect(() => provider.parseWebhook(tampered, event.headers)).toThrow(InvalidWebhookSignature);
    const noSecret = new EasyPostLabelProvider({
      apiKey: API_KEY,
      webhookSecret: undefined,
      apiUrl: standin.url,
    });
    expect(() => noSecret.parseWebhook(event.body, event.headers)).toThrow(/EASYPOST_WEBHOOK_SECRET/);
  });

  it('ignores other events and statuses, and refuses signed bodies it cannot read', () => {
    const batch = trackerWebhook(WEBHOOK_SECRET, { ...tracker, status: 'in_transit' }, 'batch.updated');
    expect(provider.parseWebhook(batch.body, batch.headers)).toBeNull();
    const unknown = trackerWebhook(WEBHOOK_SECRET, { ...tracker, status: 'unknown' });
    expect(provider.parseWebhook(unknown.body, unknown.headers)).toBeNull();
    const notJson = Buffer.from('{"id": ');
    expect(() => provider.parseWebhook(notJson, signEasyPostWebhook(notJson, WEBHOOK_SECRET))).toThrow(
      InvalidWebhookSignature,
    );
    const noTracker = Buffer.from(
      JSON.stringify({ id: 'evt_1', description: 'tracker.updated', result: {} }),
    );
    expect(() => provider.parseWebhook(noTracker, signEasyPostWebhook(noTracker, WEBHOOK_SECRET))).toThrow(
      InvalidWebhookPayload,
    );
  });
});
