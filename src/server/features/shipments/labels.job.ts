import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listings, orders } from '../../db/schema.js';
import { heartbeatHeldJob, releaseHeldJob } from '../../lib/jobs/job-rows.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import type { LabelRequest } from '../../lib/shipping-labels/types.js';
import { findAddressFor } from '../addresses/addresses.service.js';
import { shipments } from '../../db/schema.js';
import * as q from './shipments.queries.js';

/**
 * Buys the prepaid label of each paid order (issue 14), as a queued job kind: the payment's
 * transaction queues it, a worker buys it through the label provider. Buying is two steps kept apart
 * by a write — the provider's shipment is created and its id stored, then bought — so a worker that
 * dies between them leaves a retry that buys the stored shipment, never a second label.
 */

/** Waits before each retry; after the last the label is marked failed and the seller ships by hand. */
export const LABEL_RETRY_SECONDS = [30, 2 * 60, 10 * 60, 60 * 60] as const;

export type LabelJobOptions = {
  /** A processing row whose heartbeat is older than this is presumed orphaned and taken up again. */
  staleSeconds?: number;
};

export function labelJobDefinition(
  ctx: AppContext,
  log: RunnerLog,
  options: LabelJobOptions = {},
): JobDefinition<q.ShipmentInfo> {
  const staleSeconds = options.staleSeconds ?? 120;
  return {
    name: q.LABEL_JOB_KIND,
    claim: (workerId) => q.claimLabelJob(ctx.db, workerId, staleSeconds),
    heartbeat: (job, workerId) => heartbeatHeldJob(ctx.db, shipments, job.id, workerId),
    release: (job, workerId) => releaseHeldJob(ctx.db, shipments, job.id, workerId),
    run: (job, { workerId }) => buyLabel(ctx, log, job, workerId),
  };
}

async function buyLabel(ctx: AppContext, log: RunnerLog, job: q.ShipmentInfo, workerId: string) {
  const request = await labelRequestOf(ctx, job);
  if (!request) {
    await q.waitForAddress(ctx.db, job.id, workerId);
    return;
  }
  const provider = ctx.labels;
  try {
    let shipmentId = job.providerShipmentId;
    if (!shipmentId) {
      shipmentId = (await provider.createShipment(request)).shipmentId;
      if (!(await q.saveProviderShipment(ctx.db, job.id, workerId, shipmentId))) return;
    }
    const label = await provider.buyLabel(shipmentId, request);
    await q.saveLabel(ctx.db, job.id, workerId, {
      trackerId: label.trackerId,
      carrier: label.carrier,
      service: label.service,
      trackingNumber: label.trackingNumber,
      trackingUrl: label.trackingUrl,
      labelPdf: label.pdf,
      costCents: label.costCents,
      shipFrom: request.from,
    });
  } catch (err) {
    const retry = LABEL_RETRY_SECONDS[job.attempts] ?? null;
    log.error({ err, orderId: job.orderId, retryInSeconds: retry }, 'buying a shipping label failed');
    await q.failLabelAttempt(ctx.db, job.id, workerId, String(err), retry);
  }
}

/** What the label prints: the seller's default address to the order's copy of the buyer's. */
async function labelRequestOf(ctx: AppContext, job: q.ShipmentInfo): Promise<LabelRequest | undefined> {
  const [order] = await ctx.db
    .select({ shipTo: orders.shipTo, parcelSize: orders.parcelSize, title: listings.title })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, job.orderId));
  const from = await findAddressFor(ctx.db, job.sellerId);
  if (!order?.shipTo || !from) return undefined;
  return {
    orderId: job.orderId,
    from: from.address,
    to: order.shipTo,
    parcelSize: order.parcelSize,
    description: order.title,
  };
}
