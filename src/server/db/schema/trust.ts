// When something goes wrong, and who runs the marketplace: claims, reports, the audit log.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../shared/admin.js';
import {
  CLAIM_ESCALATIONS,
  CLAIM_REASONS,
  CLAIM_RESOLUTIONS,
  CLAIM_STATUSES,
  RETURN_STATUSES,
} from '../../../shared/claims.js';
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from '../../../shared/reports.js';
import { LABEL_PROVIDERS } from '../../../shared/shipments.js';
import { bytea, createdAt, id, sqlList, tsz } from './columns.js';
import { orders } from './commerce.js';
import { listings } from './listings.js';
import { ownedBy, users } from './people.js';

/**
 * A buyer's claim on an order, at most one per order; its whole story is on the row (who said what,
 * when, and the return parcel). Like orders, a claim outlives its people's accounts.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    // The one item of a bundle the claim is about; null for the whole order (and every single item).
    listingId: uuid('listing_id').references(() => listings.id),
    message: text('message').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('awaiting_seller'),
    // The order's status when the claim opened: shipped (not received) or delivered.
    orderStatusBefore: text('order_status_before').notNull(),
    answerBy: tsz('answer_by').notNull(),
    answeredAt: tsz('answered_at'),
    sellerNote: text('seller_note'),
    escalation: text('escalation', { enum: CLAIM_ESCALATIONS }),
    escalatedAt: tsz('escalated_at'),
    resolution: text('resolution', { enum: CLAIM_RESOLUTIONS }),
    refundCents: integer('refund_cents'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    resolvedAt: tsz('resolved_at'),
    // The return, when the seller asked for the item back: a prepaid label from the buyer to the seller.
    returnProvider: text('return_provider', { enum: LABEL_PROVIDERS }),
    returnShipmentId: text('return_shipment_id'),
    returnTrackerId: text('return_tracker_id').unique(),
    returnCarrier: text('return_carrier'),
    returnTrackingNumber: text('return_tracking_number'),
    returnTrackingUrl: text('return_tracking_url'),
    returnStatus: text('return_status', { enum: RETURN_STATUSES }),
    returnLabelPdf: bytea('return_label_pdf'),
    returnShipBy: tsz('return_ship_by'),
    returnShippedAt: tsz('return_shipped_at'),
    returnDeliveredAt: tsz('return_delivered_at'),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('claims_buyer_idx').on(t.buyerId),
    index('claims_seller_idx').on(t.sellerId),
    index('claims_status_idx').on(t.status, t.createdAt),
    // The sweeps: unanswered claims by their deadline, returns not shipped by theirs.
    index('claims_answer_timer_idx')
      .on(t.answerBy)
      .where(sql`${t.status} = 'awaiting_seller'`),
    index('claims_return_timer_idx')
      .on(t.returnShipBy)
      .where(sql`${t.status} = 'return_requested' and ${t.returnShippedAt} is null`),
    uniqueIndex('claims_return_tracking_unique').on(t.returnProvider, t.returnTrackingNumber),
    check('claims_reason_valid', sql`${t.reason} in ${sql.raw(sqlList(CLAIM_REASONS))}`),
    check('claims_status_valid', sql`${t.status} in ${sql.raw(sqlList(CLAIM_STATUSES))}`),
    check(
      'claims_resolved_has_resolution',
      sql`(${t.status} = 'resolved') = (${t.resolution} is not null and ${t.resolvedAt} is not null and ${t.refundCents} is not null)`,
    ),
    check('claims_refund_nonneg', sql`${t.refundCents} is null or ${t.refundCents} >= 0`),
    check('claims_photos_max', sql`coalesce(array_length(${t.photos}, 1), 0) <= 5`),
    check('claims_message_length', sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

/** One report per person and thing reported; operators close every report of a thing together. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: ownedBy('reporter_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    message: text('message'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedAt: tsz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_per_thing').on(t.reporterId, t.kind, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.kind, t.targetId),
    check('reports_kind_valid', sql`${t.kind} in ${sql.raw(sqlList(REPORT_KINDS))}`),
    check('reports_reason_valid', sql`${t.reason} in ${sql.raw(sqlList(REPORT_REASONS))}`),
    check('reports_status_valid', sql`${t.status} in ${sql.raw(sqlList(REPORT_STATUSES))}`),
    check('reports_message_length', sql`${t.message} is null or char_length(${t.message}) <= 1000`),
  ],
);

/**
 * Every operator action: who, what, to which thing, when and why. Append-only; an operator's row
 * stays when their account goes (actor_id keeps no cascade).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_newest_idx').on(t.createdAt, t.id),
    check('audit_log_action_valid', sql`${t.action} in ${sql.raw(sqlList(AUDIT_ACTIONS))}`),
  ],
);
