import type { Db } from '../../db/client.js';
import type { LabelProviderName } from '#shared/shipments.js';
import * as q from './shipments.queries.js';

/*
 * What other features use of shipments: checkout queues a paid order's label, the address book
 * resumes labels that waited for a ship-from address, and orders show labels and scans.
 */

export type ShipmentInfo = q.ShipmentInfo;

/** Queues the label of an order just paid, in the payment's transaction: a rolled-back sale buys nothing. */
export async function queueLabel(
  tx: Db,
  order: { id: string; sellerId: string },
  provider: LabelProviderName,
): Promise<void> {
  await q.queueLabel(tx, order, provider);
}

/** A seller just added an address: their labels that waited for one are bought now (in its transaction). */
export async function resumeLabelsOf(tx: Db, sellerId: string): Promise<void> {
  await q.resumeLabelsOf(tx, sellerId);
}

export type TrackingEvent = Awaited<ReturnType<typeof q.listTrackingEvents>>[number];

/** The shipments and carrier scans of these orders, in two queries for all of them. */
export async function shipmentsOf(db: Db, orderIds: string[]) {
  const [shipments, events] = await Promise.all([
    q.findShipments(db, orderIds),
    q.listTrackingEvents(db, orderIds),
  ]);
  return { shipments, events };
}
