import type { LabelProviderName, OrderAddress, TrackingStatus } from '#shared/shipments.js';
import type { ParcelSize } from '#shared/shipping.js';

/**
 * What orders need from a shipping-label provider, as payments have theirs: the local
 * test-mode one (a real PDF, nothing bought) and EasyPost. Buying is two steps so a retry never buys
 * twice: the shipment is created (and its id kept) first, and buying an already bought shipment
 * answers the label it already has.
 */
export interface ShippingLabelProvider {
  readonly name: LabelProviderName;
  /** Test labels cannot be used with a carrier; the order page says so and shows the tracking control. */
  readonly testMode: boolean;
  /** Creates (rates) the shipment of one order; the order id is the idempotency reference. */
  createShipment(request: LabelRequest): Promise<{ shipmentId: string }>;
  /** Buys the label of a created shipment, or answers the one bought before: never buys twice. */
  buyLabel(shipmentId: string, request: LabelRequest): Promise<PurchasedLabel>;
  /**
   * Voids the label of a shipment whose order will not ship (cancelled, refunded): the carrier
   * refunds unused postage. Voiding one never bought, or voided before, is not an error.
   */
  voidLabel(shipmentId: string): Promise<void>;
  /**
   * Checks a tracking webhook's signature over the raw bytes and reads it. Throws
   * InvalidWebhookSignature when it is not signed by the provider; answers null for an event that is
   * not a tracker update (the route acknowledges and ignores it).
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): TrackingUpdate | null;
}

export type LabelRequest = {
  orderId: string;
  from: OrderAddress;
  to: OrderAddress;
  parcelSize: ParcelSize;
  /** Printed on the local label as the contents' description. */
  description: string;
};

export type PurchasedLabel = {
  shipmentId: string;
  /** EasyPost's tracker id (trk_…), which its webhooks name; null for the local provider. */
  trackerId: string | null;
  carrier: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The label itself: a PDF (starts with %PDF). */
  pdf: Buffer;
  /** What the provider charged for the postage, in cents (0 in test mode). */
  costCents: number;
};

/** One tracking event, from a webhook or the local test control. */
export type TrackingUpdate = {
  /** Unique per event at the provider: a replayed webhook is recognised and changes nothing. */
  eventId: string;
  trackingNumber: string;
  trackerId: string | null;
  status: TrackingStatus;
  /** The carrier's words for the scan, shown on the timeline. */
  message: string | null;
  occurredAt: Date;
};

export class InvalidWebhookSignature extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

/**
 * A webhook whose signature checks out but whose body is not an event we can read. A subclass, so a
 * route that refuses unsigned webhooks refuses these the same way instead of answering 500.
 */
export class InvalidWebhookPayload extends InvalidWebhookSignature {
  constructor(message = 'Unreadable webhook payload') {
    super(message);
    this.name = 'InvalidWebhookPayload';
  }
}
