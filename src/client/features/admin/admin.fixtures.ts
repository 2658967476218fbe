import type { AdminOrder, AdminReport, AuditEntry } from '#shared/admin';
import type { Claim } from '#shared/claims';
import { json, type FakeRoutes } from '../../test/fake-api';

/** Test support (not a test file): what the admin API answers, with `over` changed. */

export function claimOf(over: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    orderId: 'o1',
    status: 'awaiting_operator',
    reason: 'not_as_described',
    message: 'The jacket has a tear on the sleeve.',
    photos: ['/uploads/tear-1.webp', '/uploads/tear-2.webp'],
    sellerNote: 'It was perfect when I shipped it.',
    answerBy: null,
    escalation: 'seller_disagreed',
    resolution: null,
    refundCents: null,
    item: null,
    decisionNote: null,
    returnShipment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    timeline: [
      {
        at: '2026-11-20T10:00:00.000Z',
        title: 'Problem reported',
        note: 'The jacket has a tear on the sleeve.',
      },
      {
        at: '2026-11-21T09:00:00.000Z',
        title: 'The seller disagreed',
        note: 'It was perfect when I shipped it.',
      },
    ],
    orderTotalCents: 4599,
    listing: { id: 'l1', title: 'Denim jacket', imageUrl: null },
    buyer: { id: 'u2', handle: 'bea_buys', display: 'Bea' },
    seller: { id: 'u1', handle: 'anna_vintage', display: 'Anna Kim' },
    viewerRole: 'operator',
    ...over,
  };
}

export function reportOf(over: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 'r1',
    kind: 'listing',
    targetId: 'l9',
    reason: 'counterfeit',
    message: 'The logo is wrong.',
    status: 'open',
    createdAt: '2026-11-22T08:00:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
    reporter: { id: 'u2', handle: 'bea_buys', display: 'Bea' },
    target: {
      label: 'Designer bag',
      url: '/listing/l9',
      owner: { id: 'u3', handle: 'sam_sells', suspended: false },
      hidden: false,
    },
    reportCount: 3,
    ...over,
  };
}

export function orderOf(over: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'o1',
    status: 'completed',
    totalCents: 4599,
    priceCents: 4000,
    shippingCents: 599,
    refundedCents: 0,
    refundReason: null,
    createdAt: '2026-11-10T12:00:00.000Z',
    paidAt: '2026-11-10T12:01:00.000Z',
    completedAt: '2026-11-18T12:00:00.000Z',
    listing: { id: 'l1', title: 'Denim jacket' },
    buyer: { id: 'u2', handle: 'bea_buys', email: 'bea@example.com' },
    seller: { id: 'u1', handle: 'anna_vintage', email: 'anna@example.com', cancellations: 0 },
    claim: null,
    ...over,
  };
}

export function auditOf(over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    action: 'claim.partial_refund',
    targetKind: 'claim',
    targetId: 'c1',
    reason: 'Tear visible in the photos',
    details: { refundCents: 1250 },
    createdAt: '2026-11-23T15:00:00.000Z',
    actor: { id: 'op1', handle: 'ops' },
    ...over,
  };
}

/** The signed-in person is an operator. */
export function serveOperator(routes: FakeRoutes) {
  routes['GET /api/users/me/roles'] = [() => json(200, { isAdmin: true })];
}

/** A refusal as the server words it. */
export const refusal =
  (status: number, error: string, code = 'CONFLICT') =>
  () =>
    json(status, { error, code });
