import { claimWindowOf } from '#shared/claims.js';
import { sellerEarningsCents } from '#shared/fees.js';
import { orderActions } from '#shared/order-machine.js';
import { addDays, orderDeadlines } from '#shared/order-timers.js';
import { paidWithCard, type Order, type OrdersRole } from '#shared/orders.js';
import { urlOf } from '#shared/api/endpoint.js';
import { ordersApi } from '#shared/api/orders.js';
import {
  CARRIER_HAS_PARCEL,
  carrierTrackingUrl,
  nextTestTrackingStep,
  SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION,
  type OrderShipment,
  type TimelineEntry,
  type TrackingStatus,
} from '#shared/shipments.js';
import type { Db } from '../../db/client.js';
import { shipmentsOf, type ShipmentInfo, type TrackingEvent } from '../shipments/shipments.service.js';
import { itemViewsOf, type OrderViewRow } from './orders.queries.js';

/**
 * An order as one side of it sees it: the row, its timers, its label and tracking, and its timeline.
 * What each side may see is decided here, once: the seller's earnings, the label download and (for a
 * while) the buyer's address are the seller's; the buyer always sees where their parcel goes.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The orders of one list or page with their shipments and scans, read in two queries for all of them. */
export async function presentOrders(
  db: Db,
  rows: OrderViewRow[],
  role: OrdersRole,
  /** Whether this server answers the test-mode tracking control (src/server/lib/test-mode.ts). */
  testControls: boolean,
  now: Date = new Date(),
): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const { shipments, events } = await shipmentsOf(db, ids);
  const shipmentOf = new Map(shipments.map((s) => [s.orderId, s]));
  const items = await itemViewsOf(db, ids);
  return rows.map((row) =>
    present(
      row,
      items.filter((i) => i.orderId === row.id).map(({ orderId: _order, ...item }) => item),
      role,
      shipmentOf.get(row.id) ?? null,
      events.filter((e) => e.orderId === row.id),
      testControls,
      now,
    ),
  );
}

function present(
  row: OrderViewRow,
  items: Order['items'],
  role: OrdersRole,
  shipment: ShipmentInfo | null,
  events: TrackingEvent[],
  testControls: boolean,
  now: Date,
): Order {
  // From the same numbers and date math the scheduler runs on, so the page shows when it will act.
  const deadlines = orderDeadlines(row);
  const { shippingRateCents: _rate, updatedAt: _updated, cardLast4, cardBrand, ...fields } = row;
  return {
    ...fields,
    role,
    items,
    totalCents: row.priceCents + row.shippingCents,
    // The buyer's own card: the seller has no business with it.
    paidWith: role === 'buyer' ? paidWithCard({ brand: cardBrand, last4: cardLast4 }) : null,
    shipTo: shipToFor(row, role, now),
    shipment: shipment && presentShipment(row, shipment, role, testControls),
    trackingUrl: carrierTrackingUrl(row.carrier, row.trackingNumber),
    timeline: timelineOf(row, shipment, events),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    completedAt: iso(row.completedAt),
    deadlines: {
      shipBy: iso(deadlines.shipBy),
      cancelsAt: iso(deadlines.cancelsAt),
      completesAt: iso(deadlines.completesAt),
    },
    earningsCents: role === 'seller' ? earnings(row) : null,
    sellerLabelCents: role === 'seller' ? sellerLabel(row) : null,
    claim: row.claim,
    claimWindow: role === 'buyer' && !row.claim ? claimWindowFor(row) : null,
    actions: orderActions({ ...row, hasClaim: row.claim !== null }, role, now),
  };
}

function claimWindowFor(row: OrderViewRow) {
  const window = claimWindowOf(row);
  return window && { opensAt: window.opensAt.toISOString(), closesAt: iso(window.closesAt) };
}

const sellerLabel = (row: OrderViewRow) => (row.shippingPayer === 'seller' ? row.shippingRateCents : 0);

// From the fees stored with the sale, so a later fee change never rewrites a past payout; a sale
// cancelled and refunded pays the seller nothing.
const earnings = (row: OrderViewRow) =>
  row.status === 'refunded'
    ? 0
    : // A partial refund comes out of the seller's earnings, never below nothing.
      Math.max(
        0,
        sellerEarningsCents({
          priceCents: row.priceCents,
          sellerFeeCents: row.feeCents,
          processingFeeCents: row.processingFeeCents,
          sellerShippingCents: sellerLabel(row),
        }) - row.refundedCents,
      );

/**
 * The buyer's address: theirs to see always; the seller's to ship to, while the sale is live and for
 * SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION days after it completes (returns, claims), never after a refund.
 */
function shipToFor(row: OrderViewRow, role: OrdersRole, now: Date) {
  if (role === 'buyer') return row.shipTo;
  if (row.status === 'refunded' || row.status === 'cancelled') return null;
  if (row.completedAt && now > addDays(row.completedAt, SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION)) return null;
  return row.shipTo;
}

function presentShipment(
  row: OrderViewRow,
  s: ShipmentInfo,
  role: OrdersRole,
  testControls: boolean,
): OrderShipment {
  // A cancelled or refunded order's label is voided (or about to be, by the label job): from the
  // order's first moment off the market, no link to it and no status saying it is being bought.
  const closed = row.status === 'refunded' || row.status === 'cancelled';
  const ready = s.status === 'ready' && !closed;
  return {
    // The queue's own state is not the page's business: being bought is pending either way.
    labelStatus: closed ? 'voided' : s.status === 'processing' ? 'pending' : s.status,
    provider: s.provider,
    testMode: s.provider === 'local',
    // What POST /api/orders/:id/test-tracking would accept now (tracking.service.ts): the client
    // shows the control from this, never from a guess of its own.
    testTracking:
      testControls &&
      s.provider === 'local' &&
      ready &&
      !!s.trackingNumber &&
      (row.status === 'paid' || row.status === 'shipped') &&
      nextTestTrackingStep(s.trackingStatus) !== null,
    labelUrl: ready && role === 'seller' ? urlOf(ordersApi.label, { params: { id: row.id } }) : null,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl ?? carrierTrackingUrl(s.carrier, s.trackingNumber),
    trackingStatus: ready ? s.trackingStatus : null,
  };
}

/**
 * What happened, oldest first: payment, the label, the carrier's scans (or the seller's "shipped"
 * and the buyer's "received" when they were marked by hand), completion or the refund.
 */
function timelineOf(row: OrderViewRow, shipment: ShipmentInfo | null, events: TrackingEvent[]) {
  const entries: TimelineEntry[] = [];
  const add = (kind: TimelineEntry['kind'], at: Date | null, detail: string | null = null) => {
    if (at) entries.push({ kind, at: at.toISOString(), detail });
  };
  add('paid', row.paidAt);
  if (shipment?.status === 'ready') add('label_created', shipment.purchasedAt);
  // "Label created, awaiting item" is the label's own entry; every later scan is the carrier's.
  const scans = events.filter(
    (e): e is TrackingEvent & { status: Exclude<TrackingStatus, 'pre_transit'> } =>
      e.status !== 'pre_transit',
  );
  if (!scans.some((e) => CARRIER_HAS_PARCEL.includes(e.status))) {
    add('shipped', row.shippedAt, row.carrier && `${row.carrier} ${row.trackingNumber ?? ''}`.trim());
  }
  for (const e of scans) add(e.status, e.occurredAt, e.message);
  if (!scans.some((e) => e.status === 'delivered')) add('delivered', row.deliveredAt);
  add('completed', row.completedAt);
  if (row.status === 'refunded' && row.paidAt) add('cancelled', row.updatedAt, row.refundReason);
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
