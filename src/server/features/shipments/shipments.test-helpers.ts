import { eq } from 'drizzle-orm';
import type { Order } from '#shared/orders.js';
import { shipments } from '../../db/schema.js';
import { caller, type Person } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { labelJobDefinition } from './labels.job.js';

/** Test support (not a test file) for labels and tracking. */

const quiet = { info: () => {}, error: () => {} };

/** Runs the label job as a worker would until no label is due; answers how many it ran. */
export async function runLabelJobs(app: TestApp, workerId = 'test-worker'): Promise<number> {
  const job = labelJobDefinition(app.ctx, quiet);
  const signal = new AbortController().signal;
  let ran = 0;
  for (let claimed = await job.claim(workerId); claimed; claimed = await job.claim(workerId)) {
    await job.run(claimed, { workerId, signal });
    ran++;
  }
  return ran;
}

export async function shipmentRow(app: TestApp, orderId: string) {
  const [row] = await app.ctx.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

/** GET /api/orders/:id as `who`: the status and, on 200, the order. */
export async function orderAs(app: TestApp, who: Person, id: string) {
  const res = await caller(app)('GET', `/api/orders/${id}`, who);
  return { status: res.statusCode, order: res.statusCode === 200 ? (res.json().order as Order) : null };
}

export const advance = (app: TestApp, who: Person, id: string) =>
  caller(app)('POST', `/api/orders/${id}/test-tracking`, who);

export const labelOf = (app: TestApp, who: Person, id: string) =>
  caller(app)('GET', `/api/orders/${id}/label`, who);
