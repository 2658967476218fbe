import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin.js';
import { claimMessages } from '#shared/claims.js';
import { addDays } from '#shared/order-timers.js';
import { REFUND_ARRIVAL } from '#shared/orders.js';
import { caller, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderRow, paidOrder, toldOf, type Sale } from '../orders/orders.test-helpers.js';
import { auditOf, claimRow, deliveredSale, makeAdmin, openedClaim } from './claims.test-helpers.js';
import { decideClaim, escalateUnansweredClaims, refundOrderByOperator } from './claims.service.js';

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

const TOTAL = 3299;
const NET = 2270;
const payments = () =>
  app.ctx.payments as unknown as { refunded: Set<string>; refundedAmounts: Map<string, number> };
const earnings = async (who: Person) => (await call('GET', '/api/earnings', who)).json();
const decide = (id: string, body: object, who = operator) =>
  call('POST', `/api/admin/claims/${id}/decide`, who, body);

async function escalated(sale: Sale, how: 'disagree' | 'silence'): Promise<string> {
  const id = await openedClaim(app, sale);
  if (how === 'disagree') {
    await call('POST', `/api/claims/${id}/respond`, sale.seller, {
      action: 'disagree',
      note: 'It was perfect',
    });
  } else {
    expect(await escalateUnansweredClaims(app.ctx, addDays(new Date(), 1))).toBe(0);
    expect(await escalateUnansweredClaims(app.ctx, addDays(new Date(), 2.01))).toBeGreaterThanOrEqual(1);
  }
  expect((await claimRow(app, id)).status).toBe('awaiting_operator');
  return id;
}

describe('claims sent to operators', () => {
  it('no answer in 2 days: operators refund part; the provider, the order and the ledger agree', async () => {
    const sale = await deliveredSale(app, 'Cashmere sweater');
    const id = await escalated(sale, 'silence');
    expect((await claimRow(app, id)).escalation).toBe('seller_did_not_answer');
    const late = await call('POST', `/api/claims/${id}/respond`, sale.seller, { action: 'refund' });
    expect([late.statusCode, late.json().error]).toEqual([409, claimMessages.notAwaitingSeller]);
    expect(await toldOf(app, sale.seller, 'claim_updated')).toHaveLength(1);

    // Operators read every claim; the queue lists it.
    expect((await call('GET', `/api/claims/${id}`, operator)).json().claim.viewerRole).toBe('operator');
    const queue = (await call('GET', '/api/admin/claims', operator)).json().claims as { id: string }[];
    expect(queue.map((c) => c.id)).toContain(id);

    for (const [body, status] of [
      [{ decision: 'partial_refund', refundCents: TOTAL, note: 'Too much' }, 400],
      [{ decision: 'partial_refund', refundCents: 0, note: 'Nothing' }, 400],
      [{ decision: 'partial_refund', refundCents: 12.5, note: 'Fraction' }, 400],
      [{ decision: 'partial_refund', refundCents: 1000 }, 400],
      [{ decision: 'refund', note: '   ' }, 400],
      [{ decision: 'keep', note: 'x' }, 400],
    ] as const) {
      expect((await decide(id, body)).statusCode).toBe(status);
    }
    const stranger = await signUp(app);
    expect((await decide(id, { decision: 'refund', note: 'x' }, stranger)).statusCode).toBe(403);
    expect((await decide(id, { decision: 'refund', note: 'x' }, sale.buyer)).statusCode).toBe(403);

    const done = await decide(id, {
      decision: 'partial_refund',
      refundCents: 1000,
      note: 'Small stain, agreed',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().claim).toMatchObject({
      status: 'resolved',
      resolution: 'partially_refunded',
      refundCents: 1000,
      decisionNote: 'Small stain, agreed',
    });
    expect((await decide(id, { decision: 'refund', note: 'again' })).statusCode).toBe(409);
    expect(payments().refundedAmounts.get(sale.intentId)).toBe(1000);
    expect(await orderRow(app, sale.id)).toMatchObject({ status: 'completed', refundedCents: 1000 });
    expect(await earnings(sale.seller)).toMatchObject({ pendingCents: 0, availableCents: NET - 1000 });
    const [audit] = await auditOf(app, id);
    expect(audit).toMatchObject({
      actorId: operator.user.id,
      action: 'claim.partial_refund',
      reason: 'Small stain, agreed',
      details: { refundCents: 1000, orderTotalCents: TOTAL, orderId: sale.id },
    });
    // The buyer can review the seller of a completed order.
    expect((await call('GET', `/api/orders/${sale.id}/review`, sale.buyer)).json().canReview).toBe(true);
  });

  it('the seller disagrees: operators release the money to the seller, or refund in full', async () => {
    const kept = await deliveredSale(app);
    const release = await escalated(kept, 'disagree');
    expect((await claimRow(app, release)).sellerNote).toBe('It was perfect');
    expect(
      (await decide(release, { decision: 'release', note: 'Photos match the listing' })).statusCode,
    ).toBe(200);
    expect(await orderRow(app, kept.id)).toMatchObject({ status: 'completed', refundedCents: 0 });
    expect(await earnings(kept.seller)).toMatchObject({ pendingCents: 0, availableCents: NET });
    expect(payments().refunded.has(kept.intentId)).toBe(false);

    const back = await deliveredSale(app);
    const refund = await escalated(back, 'disagree');
    expect((await decide(refund, { decision: 'refund', note: 'Wrong size sent' })).statusCode).toBe(200);
    expect(await orderRow(app, back.id)).toMatchObject({ status: 'refunded', refundedCents: TOTAL });
    expect(await earnings(back.seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect((await auditOf(app, refund)).map((a) => a.action)).toEqual(['claim.refund']);
  });

  it('a claim still with the seller is not the operators’ to decide', async () => {
    const sale = await deliveredSale(app);
    const id = await openedClaim(app, sale);
    const res = await decide(id, { decision: 'release', note: 'Too early' });
    expect([res.statusCode, res.json().error]).toEqual([409, adminMessages.claimNotAwaiting]);
    await expect(
      decideClaim(app.ctx, operator.user.id, 'nope', { decision: 'release', note: 'x' }),
    ).rejects.toThrow();
  });
});

describe('operators refund an order', () => {
  it('in part after completion, once; in full before shipping; never a disputed order', async () => {
    const sale = await deliveredSale(app);
    await call('POST', `/api/orders/${sale.id}/confirm`, sale.buyer);
    expect(await earnings(sale.seller)).toMatchObject({ availableCents: NET });
    const refund = (body: object) => call('POST', `/api/admin/orders/${sale.id}/refund`, operator, body);
    expect((await refund({ amountCents: TOTAL + 1, note: 'x' })).statusCode).toBe(400);
    expect((await refund({ amountCents: 500 })).statusCode).toBe(400);
    await refundOrderByOperator(app.ctx, operator.user.id, sale.id, {
      amountCents: 500,
      note: 'Late delivery credit',
    });
    expect(await orderRow(app, sale.id)).toMatchObject({ status: 'completed', refundedCents: 500 });
    expect(await earnings(sale.seller)).toMatchObject({ availableCents: NET - 500 });
    expect(payments().refundedAmounts.get(sale.intentId)).toBe(500);
    await expect(
      refundOrderByOperator(app.ctx, operator.user.id, sale.id, { amountCents: 100, note: 'Again' }),
    ).rejects.toMatchObject({ status: 409, message: adminMessages.orderNotRefundable });
    expect(await auditOf(app, sale.id)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        reason: 'Late delivery credit',
        actorId: operator.user.id,
      }),
    ]);
    expect(await toldOf(app, sale.buyer, 'order_refunded')).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^\$5\.00 refunded for /) }),
    ]);
    expect((await toldOf(app, sale.buyer, 'order_refunded'))[0]!.body).toContain(REFUND_ARRIVAL);

    const paid = await paidOrder(app);
    await refundOrderByOperator(app.ctx, operator.user.id, paid.id, {
      amountCents: TOTAL,
      note: 'Seller asked',
    });
    expect(await orderRow(app, paid.id)).toMatchObject({ status: 'refunded', refundedCents: TOTAL });
    expect(await earnings(paid.seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });

    const disputed = await deliveredSale(app);
    await openedClaim(app, disputed);
    await expect(
      refundOrderByOperator(app.ctx, operator.user.id, disputed.id, { amountCents: 100, note: 'x' }),
    ).rejects.toMatchObject({ status: 409, message: adminMessages.orderHasOpenClaim });
  });
});
