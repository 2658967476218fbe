import { z } from 'zod';
import { addressSchema } from './addresses.js';

/**
 * Prepaid labels and parcel tracking ("Labels and tracking"): the vocabulary the server,
 * the label providers and the order page share. A label is bought when an order is paid; the
 * carrier's scans then move the order to shipped (first scan) and delivered.
 */

export const LABEL_PROVIDERS = ['local', 'easypost'] as const;
export type LabelProviderName = (typeof LABEL_PROVIDERS)[number];

/**
 * Where an order's label stands: being bought (pending), ready to download, waiting for the seller's
 * ship-from address, or given up after the retries (the seller can still ship by hand).
 */
export const LABEL_STATUSES = ['pending', 'ready', 'needs_address', 'failed', 'voided'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

/**
 * A parcel's tracking states, in the order a parcel normally passes them. EasyPost's tracker statuses
 * map onto these (pre_transit, in_transit, out_for_delivery, delivered, return_to_sender, failure);
 * 'accepted' is the carrier's first scan, which is what "shipped" means.
 */
export const TRACKING_STATUSES = [
  'pre_transit',
  'accepted',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'failure',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The scans that mean the carrier has the parcel: the order becomes shipped at the first of them. */
export const CARRIER_HAS_PARCEL: readonly TrackingStatus[] = [
  'accepted',
  'in_transit',
  'out_for_delivery',
  'delivered',
];

/** The local provider's test-mode control walks a parcel through these, one step per click. */
export const TEST_TRACKING_STEPS = ['accepted', 'in_transit', 'delivered'] as const;

/** The next step of the test-mode control after `current`, or null once delivered. */
export function nextTestTrackingStep(
  current: TrackingStatus | null,
): (typeof TEST_TRACKING_STEPS)[number] | null {
  const at = current ? TEST_TRACKING_STEPS.indexOf(current as (typeof TEST_TRACKING_STEPS)[number]) : -1;
  return TEST_TRACKING_STEPS[at + 1] ?? null;
}

/** An address as printed on a label and kept on an order: a copy, so editing the book changes no order. */
export const orderAddressSchema = addressSchema.pick({
  name: true,
  line1: true,
  line2: true,
  city: true,
  state: true,
  zip: true,
  country: true,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** How long after an order completes the seller may still read the buyer's address. */
export const SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION = 30;

/** What happened to an order, oldest first, as the order page's timeline shows it. */
export const TIMELINE_KINDS = [
  'paid',
  'label_created',
  'shipped',
  'accepted',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'failure',
  'completed',
  'cancelled',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_TITLES: Record<TimelineKind, string> = {
  paid: 'Paid',
  label_created: 'Shipping label created',
  shipped: 'Marked as shipped',
  accepted: 'Accepted by the carrier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  returned: 'Returned to the seller',
  failure: 'Delivery problem',
  completed: 'Completed',
  cancelled: 'Refunded',
};

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** When it happened (ISO 8601). */
  at: z.string(),
  /** The carrier's own words for a scan ("Arrived at USPS Regional Facility"), or the refund reason. */
  detail: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The label and tracking part of an order reply; null while the order has none (unpaid, or older). */
export const orderShipmentSchema = z.object({
  labelStatus: z.enum(LABEL_STATUSES),
  provider: z.enum(LABEL_PROVIDERS),
  /** The local provider's labels are test labels: the page says so and offers the tracking control. */
  testMode: z.boolean(),
  /**
   * Whether POST /api/orders/:id/test-tracking would move this parcel now: a test label on its way on
   * a server whose whole trade is in test mode (never in production). The page offers the control only then.
   */
  testTracking: z.boolean(),
  /** GET /api/orders/:id/label, for the seller once the label is ready; null for the buyer. */
  labelUrl: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's public tracking page for this parcel. */
  trackingUrl: z.string().nullable(),
  trackingStatus: z.enum(TRACKING_STATUSES).nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const shipmentMessages = {
  labelNotReady: 'The shipping label is not ready yet',
  labelVoided: 'This order was cancelled and refunded: its shipping label was voided',
  onlySellerLabel: 'Only the seller can download the shipping label',
  testTrackingOnly: 'Only test-mode parcels can be moved by hand',
  testTrackingDone: 'This parcel has already been delivered',
  testTrackingNeedsLabel: 'This order has no test-mode label to track',
  testTrackingClosed: 'This order is no longer waiting for its parcel',
  webhookSignature: 'Invalid webhook signature',
  // The order page's words.
  labelPending: 'Creating your prepaid shipping label…',
  labelNeedsAddress: 'Add a ship-from address in Settings to get your prepaid label.',
  labelFailed: 'We could not create a label. Ship with your own label and add its tracking number.',
  downloadLabel: 'Download shipping label',
  testModeLabel: 'Test mode: this label cannot be used with a carrier.',
  advanceTracking: 'Advance parcel (test mode)',
  trackParcel: 'Track parcel',
} as const;

/**
 * The carrier's public tracking page, for labels and for tracking numbers a seller typed in by hand;
 * null for a carrier we do not know (the number is still shown). The number is URL-encoded: it was
 * typed by a person.
 */
export function carrierTrackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const n = encodeURIComponent(trackingNumber.replace(/\s+/g, ''));
  switch (carrier.trim().toLowerCase()) {
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case 'dhl':
    case 'dhl express':
      return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`;
    default:
      return null;
  }
}

/** What the tracking webhook answers EasyPost: received, and whether it moved an order. */
export const trackingWebhookReplySchema = z.object({ received: z.literal(true), handled: z.boolean() });
