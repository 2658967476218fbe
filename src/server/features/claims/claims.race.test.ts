import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '#shared/order-timers.js';
import { caller, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { orderRow, toldOf } from '../orders/orders.test-helpers.js';
import {
  claimRow,
  deliveredSale,
  giveAddress,
  makeAdmin,
  openedClaim,
  PROBLEM,
} from './claims.test-helpers.js';
import { escalateUnansweredClaims } from './claims.service.js';

// On PostgreSQL every request and sweep below runs on its own pooled connection, so the claim's steps
// really race (CI runs this file there); on PGlite they take turns, and the outcome must be the same.

let app: TestApp;
let call: ReturnType<typeof caller>;
let operator: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  operator = await signUp(app);
  await makeAdmin(app, operator);
});
afterAll(async () => {
  await app.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const statuses = (replies: { statusCode: number }[]) => replies.map((r) => r.statusCode).sort();

describe(`claims at the same moment (${testDatabaseKind})`, () => {
  it('two tabs opening a claim at once: one claim', async () => {
    const sale = await deliveredSale(app);
    const url = `/api/orders/${sale.id}/claims`;
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', url, sale.buyer, PROBLEM)));
    expect(statuses(replies)).toEqual([201, 409, 409]);
    expect(await toldOf(app, sale.seller, 'claim_opened')).toHaveLength(1);
  });

  it("the seller's refund, return and disagree at once: one answer, one refund at most", async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const buy = vi.spyOn(app.ctx.labels, 'buyLabel');
    const sale = await deliveredSale(app);
    await giveAddress(app, sale.seller);
    const id = await openedClaim(app, sale);
    const url = `/api/claims/${id}/respond`;
    const replies = await Promise.all([
      call('POST', url, sale.seller, { action: 'refund' }),
      call('POST', url, sale.seller, { action: 'refund' }),
      call('POST', url, sale.seller, { action: 'return' }),
      call('POST', url, sale.seller, { action: 'disagree', note: 'No' }),
    ]);
    expect(statuses(replies)).toEqual([200, 409, 409, 409]);
    const claim = await claimRow(app, id);
    expect(refund.mock.calls.length + buy.mock.calls.length).toBeLessThanOrEqual(1);
    if (claim.status === 'resolved') expect(refund).toHaveBeenCalledTimes(1);
    if (claim.status === 'return_requested') expect(buy).toHaveBeenCalledTimes(1);
  });

  it('the sweep on two instances at once: escalated once', async () => {
    const sale = await deliveredSale(app);
    const id = await openedClaim(app, sale);
    const later = addDays(new Date(), 3);
    const [a, b] = await Promise.all([
      escalateUnansweredClaims(app.ctx, later),
      escalateUnansweredClaims(app.ctx, later),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await toldOf(app, sale.buyer, 'claim_updated')).toHaveLength(1);
    expect((await claimRow(app, id)).status).toBe('awaiting_operator');
  });

  it('two operators deciding at once: one decision, one refund', async () => {
    const refund = vi.spyOn(app.ctx.payments, 'refund');
    const sale = await deliveredSale(app);
    const id = await openedClaim(app, sale);
    await call('POST', `/api/claims/${id}/respond`, sale.seller, {
      action: 'disagree',
      note: 'Fine when sent',
    });
    const url = `/api/admin/claims/${id}/decide`;
    const replies = await Promise.all([
      call('POST', url, operator, { decision: 'refund', note: 'One' }),
      call('POST', url, operator, { decision: 'partial_refund', refundCents: 500, note: 'Two' }),
      call('POST', url, operator, { decision: 'release', note: 'Three' }),
    ]);
    expect(statuses(replies)).toEqual([200, 409, 409]);
    expect(refund.mock.calls.length).toBeLessThanOrEqual(1);
    const order = await orderRow(app, sale.id);
    expect(['refunded', 'completed']).toContain(order.status);
    expect(await toldOf(app, sale.seller, 'claim_resolved')).toHaveLength(1);
  });
});
