import type { Claim } from '#shared/claims';
import type { Order } from '#shared/orders';
import type { OrderShipment } from '#shared/shipments';

/** Test support (not a test file): orders as the orders endpoints answer them. */

/** Where Sam's parcels go. */
export const samsAddress = {
  name: 'Sam Lee',
  line1: '12 Market Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
} as const;

/** A paid order of Anna's denim jacket by Sam, as Sam (the buyer) reads it, with `over` changed. */
export function orderFixture(over: Partial<Order>): Order {
  return {
    id: 'ord1',
    role: 'buyer',
    status: 'paid',
    listingId: 'l1',
    buyerId: 'sam',
    sellerId: 'anna',
    offerId: null,
    priceCents: 3000,
    discountCents: 0,
    itemCount: 1,
    items: [{ id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 3000 }],
    feeCents: 240,
    processingFeeCents: 30,
    shippingCents: 799,
    totalCents: 3799,
    parcelSize: 'medium',
    shippingPayer: 'buyer',
    shipTo: { ...samsAddress },
    shipment: null,
    trackingUrl: null,
    timeline: [],
    claim: null,
    claimWindow: null,
    refundedCents: 0,
    earningsCents: null,
    sellerLabelCents: null,
    paidWith: null,
    carrier: null,
    trackingNumber: null,
    refundReason: null,
    createdAt: '2026-11-30T09:55:00Z',
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    completedAt: null,
    deadlines: { shipBy: null, cancelsAt: null, completesAt: null },
    actions: [],
    listing: { id: 'l1', title: 'Denim jacket', imageUrl: null },
    counterparty: { id: 'anna', handle: 'anna_closet', display: 'Anna' },
    ...over,
  };
}

/** A local test-mode label, ready to download, with `over` changed. */
export function shipmentFixture(over: Partial<OrderShipment>): OrderShipment {
  return {
    labelStatus: 'ready',
    provider: 'local',
    testMode: true,
    testTracking: true,
    labelUrl: '/api/orders/ord1/label',
    carrier: 'USPS',
    trackingNumber: '9400100000000000000001',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000001',
    trackingStatus: null,
    ...over,
  };
}

/** Sam's claim on the denim jacket, waiting for Anna, as Sam reads it, with `over` changed. */
export function claimFixture(over: Partial<Claim>): Claim {
  return {
    id: 'cl1',
    orderId: 'ord1',
    status: 'awaiting_seller',
    reason: 'damaged',
    message: 'The zip is broken.',
    photos: ['/uploads/zip.webp'],
    sellerNote: null,
    answerBy: '2999-12-03T12:00:00Z',
    escalation: null,
    resolution: null,
    refundCents: null,
    item: null,
    decisionNote: null,
    returnShipment: null,
    createdAt: '2026-12-01T12:00:00Z',
    resolvedAt: null,
    timeline: [{ at: '2026-12-01T12:00:00Z', title: 'Problem reported', note: null }],
    orderTotalCents: 3799,
    listing: { id: 'l1', title: 'Denim jacket', imageUrl: null },
    buyer: { id: 'sam', handle: 'sam', display: 'Sam Lee' },
    seller: { id: 'anna', handle: 'anna_closet', display: 'Anna' },
    viewerRole: 'buyer',
    ...over,
  };
}
