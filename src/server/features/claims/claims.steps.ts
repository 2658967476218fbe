import { claimMessages, type Claim } from '#shared/claims.js';
import { isUuid } from '#shared/ids.js';
import { orderPath } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { notifyMany } from '../notifications/notifications.service.js';
import * as q from './claims.queries.js';
import { presentClaim } from './claims.view.js';

/** The steps every claim transition shares: reading it as one side, its guards, telling both sides. */

export type Viewer = { id: string; isAdmin: boolean };

/** A claim as `role` sees it, read after the change that produced it. */
export async function claimView(db: Db, id: string, role: Claim['viewerRole']): Promise<Claim> {
  const [row] = await q.claimViews(db, q.byId(id), 'newest', 1);
  if (!row) throw notFound(claimMessages.notFound);
  return presentClaim(row, role);
}

export function roleIn(claim: q.ClaimRow, viewer: Viewer): Claim['viewerRole'] | null {
  if (claim.buyerId === viewer.id) return 'buyer';
  if (claim.sellerId === viewer.id) return 'seller';
  return viewer.isAdmin ? 'operator' : null;
}

/** The claim, for its seller only: the buyer is told they cannot, anyone else that it does not exist. */
export async function sellersClaim(ctx: AppContext, sellerId: string, claimId: string) {
  const claim = isUuid(claimId) ? await q.findClaim(ctx.db, claimId) : undefined;
  if (!claim || (claim.sellerId !== sellerId && claim.buyerId !== sellerId)) {
    throw notFound(claimMessages.notFound);
  }
  if (claim.sellerId !== sellerId) throw forbidden(claimMessages.onlySeller);
  return claim;
}

/** The claim locked and still waiting for the seller's answer, or the 409 that says it is not. */
export async function awaitingSeller(tx: Db, claimId: string, now: Date): Promise<q.ClaimRow> {
  const claim = await q.lockClaim(tx, claimId);
  if (!claim || claim.status !== 'awaiting_seller' || now > claim.answerBy) {
    throw conflict(claimMessages.notAwaitingSeller);
  }
  return claim;
}

/** A claim_updated notice to both sides, each in their own words. */
export async function tellBoth(tx: Db, claim: q.ClaimRow, words: { buyer: string; seller: string }) {
  const url = orderPath(claim.orderId);
  await notifyMany(tx, [
    { userId: claim.buyerId, type: 'claim_updated', title: 'Your claim moved on', body: words.buyer, url },
    {
      userId: claim.sellerId,
      type: 'claim_updated',
      title: 'A claim on your sale moved on',
      body: words.seller,
      url,
    },
  ]);
}
