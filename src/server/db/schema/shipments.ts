// Prepaid labels and parcel tracking: one shipment per paid order, and its carrier scans.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LABEL_PROVIDERS, TRACKING_STATUSES, type OrderAddress } from '../../../shared/shipments.js';
import { bytea, createdAt, id, sqlList, tsz } from './columns.js';
import { orders } from './commerce.js';
import { ownedBy } from './people.js';

/**
 * Where a label stands. 'pending' and 'processing' are the label job's queue states (lib/jobs): a
 * worker holds a processing row and proves it alive; 'ready' has the PDF; 'needs_address' waits for
 * the seller's ship-from address (adding one queues it again); 'failed' gave up after the retries; 'voided' belongs to an order no longer awaiting shipment (cancelled or
 * refunded): no label was bought for it, or the one bought was voided at the provider and its PDF dropped.
 */
export const SHIPMENT_ROW_STATUSES = [
  'pending',
  'processing',
  'ready',
  'needs_address',
  'failed',
  'voided',
] as const;

/**
 * The order's label, bought through the label provider when the order is paid. The row is also the
 * label job's queue entry. The PDF is kept here, not in the photo storage: a label shows the buyer's
 * home address, and /uploads (or a bucket's CDN) is public (docs/decisions/015).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: ownedBy('seller_id'),
    provider: text('provider', { enum: LABEL_PROVIDERS }).notNull(),
    status: text('status', { enum: SHIPMENT_ROW_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: tsz('run_after').notNull().defaultNow(),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    heartbeatAt: tsz('heartbeat_at'),
    startedAt: tsz('started_at'),
    // The provider's shipment, stored before buying so a retry buys that one and never a second label.
    providerShipmentId: text('provider_shipment_id'),
    trackerId: text('tracker_id'),
    carrier: text('carrier'),
    service: text('service'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    trackingStatus: text('tracking_status', { enum: TRACKING_STATUSES }),
    labelPdf: bytea('label_pdf'),
    costCents: integer('cost_cents'),
    shipFrom: jsonb('ship_from').$type<OrderAddress>(),
    createdAt: createdAt(),
    purchasedAt: tsz('purchased_at'),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipments_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} in ('pending','processing')`),
    index('shipments_waiting_seller_idx')
      .on(t.sellerId)
      .where(sql`${t.status} = 'needs_address'`),
    uniqueIndex('shipments_tracker_unique').on(t.trackerId),
    uniqueIndex('shipments_tracking_unique').on(t.provider, t.trackingNumber),
    check('shipments_status_valid', sql`${t.status} in ${sql.raw(sqlList(SHIPMENT_ROW_STATUSES))}`),
    check('shipments_provider_valid', sql`${t.provider} in ${sql.raw(sqlList(LABEL_PROVIDERS))}`),
  ],
);

/**
 * The carrier's scans of a parcel, as the timeline shows them. The provider's event id is unique per
 * shipment, so a replayed webhook (or a double click on the test control) is stored once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: TRACKING_STATUSES }).notNull(),
    message: text('message'),
    occurredAt: tsz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_event_unique').on(t.orderId, t.eventId),
    index('shipment_events_order_idx').on(t.orderId, t.occurredAt),
    check('shipment_events_status_valid', sql`${t.status} in ${sql.raw(sqlList(TRACKING_STATUSES))}`),
  ],
);
