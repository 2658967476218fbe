import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { LabelProviderName, OrderAddress, TrackingStatus } from '#shared/shipments.js';
import type { Db } from '../../db/client.js';
import { listings, orders, shipmentEvents, shipments } from '../../db/schema.js';
import {
  claimJobWhere,
  heartbeatHeldJob,
  jobHeldBy,
  releaseHeldJob,
  runnableJob,
} from '../../lib/jobs/job-rows.queries.js';
import { wakeWorkersOnCommit } from '../../lib/jobs/job-rows.js';

export type ShipmentRow = typeof shipments.$inferSelect;
export const LABEL_JOB_KIND = 'labels';

/** Queues the label of an order just paid, in the payment's transaction: a rolled-back sale buys nothing. */
export async function queueLabel(
  tx: Db,
  order: { id: string; sellerId: string },
  provider: LabelProviderName,
): Promise<void> {
  await tx
    .insert(shipments)
    .values({ orderId: order.id, sellerId: order.sellerId, provider })
    .onConflictDoNothing({ target: shipments.orderId });
  await wakeWorkersOnCommit(tx, LABEL_JOB_KIND);
}

/** Everything but the PDF, which only the label download reads. */
const { labelPdf: _pdf, ...shipmentColumns } = getTableColumns(shipments);
export type ShipmentInfo = Omit<ShipmentRow, 'labelPdf'>;

/** The due label job that waited longest, taken for this worker (SKIP LOCKED: workers never share one). */
export async function claimLabelJob(
  db: Db,
  workerId: string,
  staleSeconds: number,
): Promise<ShipmentInfo | undefined> {
  const due = sql`(select ${shipments.id} from ${shipments}
      where ${runnableJob(shipments, staleSeconds)} and ${shipments.runAfter} <= now()
      order by ${shipments.runAfter}
      limit 1
      for update skip locked)`;
  const row = await claimJobWhere(db, shipments, workerId, eq(shipments.id, due));
  if (!row) return undefined;
  const { labelPdf: _omit, ...info } = row;
  return info;
}

export const heartbeatLabelJob = (db: Db, id: string, workerId: string): Promise<boolean> =>
  heartbeatHeldJob(db, shipments, id, workerId);

export const releaseLabelJob = (db: Db, id: string, workerId: string): Promise<void> =>
  releaseHeldJob(db, shipments, id, workerId);

/** The provider's shipment id, kept before buying: a retry buys this one, never a second label. */
export async function saveProviderShipment(db: Db, id: string, workerId: string, providerShipmentId: string) {
  const rows = await db
    .update(shipments)
    .set({ providerShipmentId, updatedAt: sql`now()` })
    .where(jobHeldBy(shipments, id, workerId))
    .returning({ id: shipments.id });
  return rows.length === 1;
}

export async function saveLabel(
  db: Db,
  id: string,
  workerId: string,
  label: {
    trackerId: string | null;
    carrier: string;
    service: string;
    trackingNumber: string;
    trackingUrl: string | null;
    labelPdf: Buffer;
    costCents: number;
    shipFrom: OrderAddress;
  },
) {
  const rows = await db
    .update(shipments)
    .set({
      ...label,
      status: 'ready',
      trackingStatus: 'pre_transit',
      lockedBy: null,
      heartbeatAt: null,
      lastError: null,
      purchasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(jobHeldBy(shipments, id, workerId))
    .returning({ id: shipments.id });
  return rows.length === 1;
}

/** The seller has no ship-from address yet: the job waits until they add one (resumeLabelsOf). */
export async function waitForAddress(db: Db, id: string, workerId: string) {
  await db
    .update(shipments)
    .set({ status: 'needs_address', lockedBy: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(jobHeldBy(shipments, id, workerId));
}

/** A failed attempt: tried again after `retryInSeconds`, or given up ('failed') when that is null. */
export async function failLabelAttempt(
  db: Db,
  id: string,
  workerId: string,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(shipments)
    .set({
      status: retryInSeconds === null ? 'failed' : 'pending',
      attempts: sql`${shipments.attempts} + 1`,
      runAfter: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
      lastError: error.slice(0, 1000),
      lockedBy: null,
      heartbeatAt: null,
      updatedAt: sql`now()`,
    })
    .where(jobHeldBy(shipments, id, workerId));
}

/** A seller just added an address: their labels that waited for one are bought now. */
export async function resumeLabelsOf(tx: Db, sellerId: string): Promise<void> {
  const rows = await tx
    .update(shipments)
    .set({ status: 'pending', runAfter: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(shipments.sellerId, sellerId), eq(shipments.status, 'needs_address')))
    .returning({ id: shipments.id });
  if (rows.length > 0) await wakeWorkersOnCommit(tx, LABEL_JOB_KIND);
}

export async function findShipments(db: Db, orderIds: string[]): Promise<ShipmentInfo[]> {
  if (orderIds.length === 0) return [];
  return db.select(shipmentColumns).from(shipments).where(inArray(shipments.orderId, orderIds));
}

export async function readLabelPdf(db: Db, orderId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ pdf: shipments.labelPdf })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'ready')));
  return row?.pdf ?? null;
}

/** The shipment a provider's tracking event is about: by its tracker id, else by tracking number. */
export async function lockShipmentByTracking(
  tx: Db,
  provider: LabelProviderName,
  tracking: { trackerId: string | null; trackingNumber: string },
) {
  const which = tracking.trackerId
    ? eq(shipments.trackerId, tracking.trackerId)
    : and(eq(shipments.provider, provider), eq(shipments.trackingNumber, tracking.trackingNumber));
  const [row] = await tx
    .select({
      orderId: shipments.orderId,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      trackingStatus: shipments.trackingStatus,
      provider: shipments.provider,
    })
    .from(shipments)
    .where(which)
    .limit(1)
    .for('update');
  return row;
}

export async function lockShipmentOfOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({
      orderId: shipments.orderId,
      status: shipments.status,
      provider: shipments.provider,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      trackingStatus: shipments.trackingStatus,
    })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .limit(1)
    .for('update');
  return row;
}

/** Stores a scan once: false when this event was stored before (a replayed webhook). */
export async function insertTrackingEvent(
  tx: Db,
  orderId: string,
  event: { eventId: string; status: TrackingStatus; message: string | null; occurredAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(shipmentEvents)
    .values({ orderId, ...event })
    .onConflictDoNothing({ target: [shipmentEvents.orderId, shipmentEvents.eventId] })
    .returning({ id: shipmentEvents.id });
  return rows.length === 1;
}

export async function setTrackingStatus(tx: Db, orderId: string, status: TrackingStatus) {
  await tx
    .update(shipments)
    .set({ trackingStatus: status, updatedAt: sql`now()` })
    .where(eq(shipments.orderId, orderId));
}

export async function listTrackingEvents(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: shipmentEvents.orderId,
      status: shipmentEvents.status,
      message: shipmentEvents.message,
      occurredAt: shipmentEvents.occurredAt,
    })
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.orderId, orderIds))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt));
}

/**
 * The order a label is for stopped awaiting shipment (cancelled, refunded): a label not yet bought
 * never will be; one bought goes back to the queue so the job voids it at the provider; either way
 * its PDF, which shows the buyer's address, is dropped now. A row a worker holds is left to it: its
 * save step reads the order under lock and voids what it bought. An order refunded after it shipped
 * keeps its label: the carrier scanned it (EasyPost refuses to void a used label) and the parcel is
 * on its way; only the PDF is dropped.
 */
export async function voidShipmentOf(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx.select({ shippedAt: orders.shippedAt }).from(orders).where(eq(orders.id, orderId));
  if (order?.shippedAt) {
    await tx
      .update(shipments)
      .set({ labelPdf: null, updatedAt: sql`now()` })
      .where(eq(shipments.orderId, orderId));
    return;
  }
  const rows = await tx
    .update(shipments)
    .set({
      status: sql`case when ${shipments.providerShipmentId} is null then 'voided' else 'pending' end`,
      labelPdf: null,
      runAfter: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(shipments.orderId, orderId),
        inArray(shipments.status, ['pending', 'needs_address', 'failed', 'ready']),
      ),
    )
    .returning({ status: shipments.status });
  if (rows.some((r) => r.status === 'pending')) await wakeWorkersOnCommit(tx, LABEL_JOB_KIND);
}

/** The label job's step for an order no longer awaiting shipment: voided, PDF dropped. */
export async function markVoided(db: Db, id: string, workerId: string) {
  await db
    .update(shipments)
    .set({ status: 'voided', labelPdf: null, lockedBy: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(jobHeldBy(shipments, id, workerId));
}

/** The status of the order a label is for, share-locked so it cannot be refunded until this transaction ends. */
export async function lockOrderStatusForLabel(tx: Db, orderId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('share');
  return row?.status;
}

/** What a label job needs of its order: its status, the buyer's address copy, the parcel and the title. */
export async function labelOrderOf(db: Db, orderId: string) {
  const [row] = await db
    .select({
      status: orders.status,
      shipTo: orders.shipTo,
      parcelSize: orders.parcelSize,
      title: listings.title,
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, orderId));
  return row;
}
