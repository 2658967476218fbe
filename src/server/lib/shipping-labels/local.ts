import { createHash } from 'node:crypto';
import { carrierTrackingUrl, type TrackingStatus } from '#shared/shipments.js';
import { renderTestLabel } from './label-pdf.js';
import {
  InvalidWebhookSignature,
  type LabelRequest,
  type PurchasedLabel,
  type ShippingLabelProvider,
  type TrackingUpdate,
} from './types.js';

const CARRIER = 'USPS';
const SERVICE = 'Ground Advantage (test)';
/**
 * USPS Ground Advantage numbers are 22 digits starting 9400 1; the five zeros after that prefix are
 * ours, so a test number is recognisable at a glance and cannot be a real parcel's.
 */
const TEST_TRACKING_PREFIX = '9400100000';

/** The carrier's words for each scan, as USPS prints them on its tracking page. */
const SCAN_MESSAGES: Record<TrackingStatus, string> = {
  pre_transit: 'Shipping Label Created, USPS Awaiting Item',
  accepted: 'Accepted at USPS Origin Facility',
  in_transit: 'In Transit to Next Facility',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered, In/At Mailbox',
  returned: 'Returned to Sender',
  failure: 'Delivery Exception',
};

/**
 * The order's test tracking number: the prefix, eleven digits from a hash of the order id, and the
 * USPS mod-10 check digit. The same order always gets the same number, so a retried purchase too.
 */
export function testTrackingNumber(orderId: string): string {
  const hash = createHash('sha256').update(`rethread-test-label:${orderId}`).digest();
  const digits = (hash.readBigUInt64BE(0) % 10n ** 11n).toString().padStart(11, '0');
  const body = `${TEST_TRACKING_PREFIX}${digits}`;
  return `${body}${uspsCheckDigit(body)}`;
}

/** Weights 3 and 1 alternate from the rightmost digit; the check digit rounds the sum up to a ten. */
function uspsCheckDigit(body: string): number {
  const sum = [...body].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a tracking number is one the local provider made (the test control moves only these). */
export function isTestTrackingNumber(trackingNumber: string): boolean {
  return (
    /^9400100000\d{12}$/.test(trackingNumber) &&
    uspsCheckDigit(trackingNumber.slice(0, -1)) === Number(trackingNumber.at(-1))
  );
}

/**
 * One scan of the test-mode tracking control. The event id is fixed per number and status, so a
 * double click (or two tabs) records the scan once.
 */
export function localTrackingUpdate(
  trackingNumber: string,
  status: TrackingStatus,
  occurredAt: Date,
): TrackingUpdate {
  return {
    eventId: `local_${trackingNumber}_${status}`,
    trackingNumber,
    trackerId: null,
    status,
    message: SCAN_MESSAGES[status],
    occurredAt,
  };
}

/**
 * Test mode (docs/decisions/015): nothing is bought and no carrier is called. The label is a real
 * 4×6 PDF with both addresses, the parcel and a barcoded test tracking number, marked as a test label.
 */
export class LocalLabelProvider implements ShippingLabelProvider {
  readonly name = 'local' as const;
  readonly testMode = true;

  async createShipment(request: LabelRequest) {
    return { shipmentId: `shp_local_${request.orderId.replace(/-/g, '')}` };
  }

  /** The shipments voided in this process, so tests can see a void was asked for (nothing was bought). */
  readonly voided = new Set<string>();

  async voidLabel(shipmentId: string): Promise<void> {
    this.voided.add(shipmentId);
  }

  async buyLabel(shipmentId: string, request: LabelRequest): Promise<PurchasedLabel> {
    const trackingNumber = testTrackingNumber(request.orderId);
    const pdf = await renderTestLabel({
      orderId: request.orderId,
      from: request.from,
      to: request.to,
      parcelSize: request.parcelSize,
      description: request.description,
      carrier: CARRIER,
      service: SERVICE,
      trackingNumber,
    });
    return {
      shipmentId,
      trackerId: null,
      carrier: CARRIER,
      service: SERVICE,
      trackingNumber,
      trackingUrl: carrierTrackingUrl(CARRIER, trackingNumber),
      pdf,
      costCents: 0,
    };
  }

  /** Nobody sends the local provider webhooks: whatever arrives is refused. */
  parseWebhook(): TrackingUpdate | null {
    throw new InvalidWebhookSignature('The local shipping provider receives no webhooks');
  }
}
