import type { AdminRefundInput, DecideClaimInput } from '#shared/admin.js';
import type { Claim, CreateClaimInput, RespondClaimInput } from '#shared/claims.js';
import type { AppContext } from '../../context.js';

/**
 * Claims (issue 16), the feature's public surface: the buyer opens one, the seller answers, the
 * operators decide; refunds go through the payment provider and the ledger.
 * (Being written: these signatures are what the routes and the operator console call.)
 */

type Viewer = { id: string; isAdmin: boolean };

export async function openClaim(
  _ctx: AppContext,
  _buyerId: string,
  _orderId: string,
  _input: CreateClaimInput,
  _now = new Date(),
): Promise<Claim> {
  throw new Error('not implemented');
}

export async function getClaim(_ctx: AppContext, _viewer: Viewer, _claimId: string): Promise<Claim> {
  throw new Error('not implemented');
}

export async function respondToClaim(
  _ctx: AppContext,
  _sellerId: string,
  _claimId: string,
  _input: RespondClaimInput,
  _now = new Date(),
): Promise<Claim> {
  throw new Error('not implemented');
}

/** The return label's PDF, for the buyer. */
export async function returnLabelOf(_ctx: AppContext, _userId: string, _claimId: string): Promise<Buffer> {
  throw new Error('not implemented');
}

export async function advanceTestReturn(
  _ctx: AppContext,
  _userId: string,
  _claimId: string,
  _now = new Date(),
): Promise<Claim> {
  throw new Error('not implemented');
}

/** GET /api/admin/claims */
export async function claimsForOperators(
  _ctx: AppContext,
  _status: 'awaiting_operator' | 'open' | 'resolved',
): Promise<Claim[]> {
  throw new Error('not implemented');
}

/** POST /api/admin/claims/:id/decide: writes the audit entry in its transaction. */
export async function decideClaim(
  _ctx: AppContext,
  _adminId: string,
  _claimId: string,
  _input: DecideClaimInput,
  _now = new Date(),
): Promise<Claim> {
  throw new Error('not implemented');
}

/**
 * POST /api/admin/orders/:id/refund: refunds in full or in part through the provider and the ledger,
 * once per order, and writes the audit entry in its transaction.
 */
export async function refundOrderByOperator(
  _ctx: AppContext,
  _adminId: string,
  _orderId: string,
  _input: AdminRefundInput,
  _now = new Date(),
): Promise<void> {
  throw new Error('not implemented');
}
