import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import type { LabelRequest } from '../../lib/shipping-labels/types.js';
import { findAddressFor } from '../addresses/addresses.service.js';
import * as q from './shipments.queries.js';

/**
 * Buys the prepaid label of each paid order, as a queued job kind: the payment's
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
    heartbeat: (job, workerId) => q.heartbeatLabelJob(ctx.db, job.id, workerId),
    release: (job, workerId) => q.releaseLabelJob(ctx.db, job.id, workerId),
    run: (job, { workerId }) => buyLabel(ctx, log, job, workerId),
  };
}

async function buyLabel(ctx: AppContext, log: RunnerLog, job: q.ShipmentInfo, workerId: string) {
  const request = await labelRequestOf(ctx, job);
  const provider = ctx.labels;
  try {
    // Only an order awaiting shipment gets a label; one cancelled or refunded meanwhile gets none,
    // and a label bought for it before is voided at the provider.
    if (!request || request.status !== 'paid') {
      if (job.providerShipmentId) await provider.voidLabel(job.providerShipmentId);
      await q.markVoided(ctx.db, job.id, workerId);
      return;
    }
    const label = request.label;
    if (!label) {
      await q.waitForAddress(ctx.db, job.id, workerId);
      return;
    }
    let shipmentId = job.providerShipmentId;
    if (!shipmentId) {
      shipmentId = (await provider.createShipment(label)).shipmentId;
      if (!(await q.saveProviderShipment(ctx.db, job.id, workerId, shipmentId))) return;
    }
    const bought = await provider.buyLabel(shipmentId, label);
    // Recorded under the order's share lock: a cancellation waits for it, and a cancellation that
    // came first makes this label one to void instead of the seller's to print.
    const kept = await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      if ((await q.lockOrderStatusForLabel(tx, job.orderId)) !== 'paid') return false;
      await q.saveLabel(tx, job.id, workerId, {
        trackerId: bought.trackerId,
        carrier: bought.carrier,
        service: bought.service,
        trackingNumber: bought.trackingNumber,
        trackingUrl: bought.trackingUrl,
        labelPdf: bought.pdf,
        costCents: bought.costCents,
        shipFrom: label.from,
      });
      return true;
    });
    if (!kept) {
      await provider.voidLabel(shipmentId);
      await q.markVoided(ctx.db, job.id, workerId);
    }
  } catch (err) {
    const retry = LABEL_RETRY_SECONDS[job.attempts] ?? null;
    log.error({ err, orderId: job.orderId, retryInSeconds: retry }, 'buying a shipping label failed');
    await q.failLabelAttempt(ctx.db, job.id, workerId, String(err), retry);
  }
}

/** What the label prints (the seller's default address to the order's copy of the buyer's), and the order's status. */
async function labelRequestOf(ctx: AppContext, job: q.ShipmentInfo) {
  const order = await q.labelOrderOf(ctx.db, job.orderId);
  if (!order) return undefined;
  const from = order.status === 'paid' ? await findAddressFor(ctx.db, job.sellerId) : undefined;
  const label: LabelRequest | undefined =
    from && order.shipTo
      ? {
          orderId: job.orderId,
          from: from.address,
          to: order.shipTo,
          parcelSize: order.parcelSize,
          description: order.title,
        }
      : undefined;
  return { status: order.status, label };
}
