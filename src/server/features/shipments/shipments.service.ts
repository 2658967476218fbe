import type { Db } from '../../db/client.js';
import { findShipments, listTrackingEvents } from './shipments.queries.js';

/**
 * What other features use of shipments: checkout queues a paid order's label, the address book
 * resumes labels that waited for a ship-from address, and orders show labels and scans.
 */
export { queueLabel, resumeLabelsOf, type ShipmentInfo } from './shipments.queries.js';

export type TrackingEvent = Awaited<ReturnType<typeof listTrackingEvents>>[number];

/** The shipments and carrier scans of these orders, in two queries for all of them. */
export async function shipmentsOf(db: Db, orderIds: string[]) {
  const [shipments, events] = await Promise.all([
    findShipments(db, orderIds),
    listTrackingEvents(db, orderIds),
  ]);
  return { shipments, events };
}
