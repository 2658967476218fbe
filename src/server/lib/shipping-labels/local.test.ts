import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { OrderAddress } from '#shared/shipments.js';
import { EasyPostLabelProvider } from './easypost.js';
import { TEST_LABEL_BANNER } from './label-pdf.js';
import {
  isTestTrackingNumber,
  LocalLabelProvider,
  localTrackingUpdate,
  testTrackingNumber,
} from './local.js';
import { createShippingLabelProvider } from './provider.js';
import { InvalidWebhookSignature, type LabelRequest } from './types.js';

const seller: OrderAddress = {
  name: 'Maya Lopez',
  line1: '12 Market St',
  line2: 'Unit 4',
  city: 'Portland',
  state: 'OR',
  zip: '97204',
  country: 'US',
};
const buyer: OrderAddress = {
  name: 'Sam Carter',
  line1: '800 Elm Ave',
  line2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const request: LabelRequest = {
  orderId: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  from: seller,
  to: buyer,
  parcelSize: 'medium',
  description: "Levi's 501 jeans, W32",
};

// WinAnsi is Latin-1 but for 0x80–0x9F; these are the ones a label prints (Node's decoder may lack them).
const WIN_ANSI_EXTRAS: Record<string, string> = { '\x85': '…', '\x96': '–', '\x97': '—' };
const winAnsi = {
  decode: (bytes: Buffer) => bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => WIN_ANSI_EXTRAS[c] ?? c),
};

/** The text drawn on the page: pdf-lib writes each line as a WinAnsi hex string in a deflated stream. */
function pageText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(winAnsi.decode(Buffer.from(hex!, 'hex')));
    }
  }
  return lines;
}

describe('LocalLabelProvider', () => {
  const provider = new LocalLabelProvider();

  it('makes a 4×6 PDF with both addresses, the parcel, the test banner and the tracking number', async () => {
    const { shipmentId } = await provider.createShipment(request);
    expect(shipmentId).toBe('shp_local_6f1c2a9e3b4d4e5f8a6b7c8d9e0f1a2b');
    const label = await provider.buyLabel(shipmentId, request);
    expect(label.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(label.pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });

    const text = pageText(label.pdf).join('\n');
    for (const expected of [
      TEST_LABEL_BANNER,
      'Maya Lopez',
      '12 Market St',
      'Unit 4',
      'Portland, OR 97204',
      'Sam Carter',
      '800 Elm Ave',
      'Austin, TX 78701',
      'Parcel: Medium (under 2 lb)',
      `Order: ${request.orderId}`,
      "Contents: Levi's 501 jeans, W32",
      label.trackingNumber.replace(/(.{4})(?=.)/g, '$1 '),
    ]) {
      expect(text).toContain(expected);
    }
    expect(label).toMatchObject({
      shipmentId,
      trackerId: null,
      carrier: 'USPS',
      service: 'Ground Advantage (test)',
      costCents: 0,
      trackingUrl: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${label.trackingNumber}`,
    });
  });

  it('gives an order the same USPS-like test number every time, and buying twice the same label', async () => {
    const number = testTrackingNumber(request.orderId);
    expect(number).toMatch(/^9400100000\d{12}$/);
    expect(isTestTrackingNumber(number)).toBe(true);
    expect(isTestTrackingNumber(`${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`)).toBe(false);
    expect(testTrackingNumber('another-order')).not.toBe(number);
    const first = await provider.buyLabel('shp_local_x', request);
    const second = await provider.buyLabel('shp_local_x', request);
    expect(second.trackingNumber).toBe(number);
    expect(second.pdf.equals(first.pdf)).toBe(true);
  });

  it('prints any name people type, replacing what the label font cannot draw', async () => {
    const odd = {
      ...request,
      to: { ...buyer, name: 'Zoë 李 👗\u0000\u0007 Őrs', line2: 'Apt\u2028 5' },
      description: `${'Very long description '.repeat(20)}\u0000`,
    };
    const label = await provider.buyLabel('shp_local_odd', odd);
    await expect(PDFDocument.load(label.pdf)).resolves.toBeTruthy();
    const text = pageText(label.pdf);
    expect(text).toContain('Zoë ? ? Ors');
    expect(text).toContain('Apt 5');
    expect(text.find((line) => line.startsWith('Contents:'))).toMatch(/…$/);
  });

  it('refuses webhooks and makes test-control scans with one event id per number and status', () => {
    expect(() => provider.parseWebhook()).toThrow(InvalidWebhookSignature);
    const at = new Date('2026-01-06T10:00:00Z');
    const scan = localTrackingUpdate('9400100000000000000000', 'accepted', at);
    expect(scan).toEqual({
      eventId: 'local_9400100000000000000000_accepted',
      trackingNumber: '9400100000000000000000',
      trackerId: null,
      status: 'accepted',
      message: 'Accepted at USPS Origin Facility',
      occurredAt: at,
    });
    expect(localTrackingUpdate('9400100000000000000000', 'accepted', new Date()).eventId).toBe(scan.eventId);
    expect(localTrackingUpdate('9400100000000000000000', 'delivered', at).message).toBe(
      'Delivered, In/At Mailbox',
    );
  });
});

describe('createShippingLabelProvider', () => {
  it('is local without EASYPOST_API_KEY and EasyPost with it', () => {
    expect(createShippingLabelProvider(loadConfig({}))).toBeInstanceOf(LocalLabelProvider);
    const easypost = createShippingLabelProvider(loadConfig({ EASYPOST_API_KEY: 'EZTK_test' }));
    expect(easypost).toBeInstanceOf(EasyPostLabelProvider);
    expect(easypost).toMatchObject({ name: 'easypost', testMode: true });
    expect(createShippingLabelProvider(loadConfig({ EASYPOST_API_KEY: 'EZAK_live' })).testMode).toBe(false);
  });
});
