import {
  CLAIM_REASON_LABELS,
  itemShareCents,
  SELLER_ANSWER_DAYS,
  type Claim,
  type ClaimResolution,
} from '#shared/claims.js';
import { formatCents } from '#shared/money.js';
import type { ClaimViewRow } from './claims.queries.js';

/**
 * A claim as its buyer, its seller or an operator reads it: the row's story told as a timeline, the
 * seller's deadline while it runs and the return parcel while there is one. Everyone involved sees
 * the same facts; the return label itself is the buyer's to download (claims.service).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a resolution means, in the words both sides read. */
export function resolutionText(resolution: ClaimResolution, refundCents: number, totalCents: number) {
  if (resolution === 'refunded') return `Refunded in full (${formatCents(refundCents)})`;
  if (resolution === 'partially_refunded') {
    return `${formatCents(refundCents)} of ${formatCents(totalCents)} refunded; the rest goes to the seller`;
  }
  return 'Closed: the payment goes to the seller';
}

/**
 * The subjects of a claim's resolution (notices and their e-mails): what happened, with the amount,
 * for each side.
 */
export function resolutionTitles(resolution: ClaimResolution, refundCents: number, title: string) {
  const refunded = formatCents(refundCents);
  if (resolution === 'refunded') {
    return {
      buyer: `Your claim was approved: ${refunded} refunded for ${title}`,
      seller: `The claim on your sale of ${title} was approved: ${refunded} refunded to the buyer`,
    };
  }
  if (resolution === 'partially_refunded') {
    return {
      buyer: `Your claim was settled: ${refunded} refunded for ${title}`,
      seller: `The claim on your sale of ${title} was settled: ${refunded} refunded, the rest is yours`,
    };
  }
  return {
    buyer: `Your claim on ${title} was closed: the payment goes to the seller`,
    seller: `The claim on your sale of ${title} was closed: the payment is yours`,
  };
}

export function presentClaim(row: ClaimViewRow, viewerRole: Claim['viewerRole']): Claim {
  const c = row.claim;
  return {
    id: c.id,
    orderId: c.orderId,
    status: c.status,
    reason: c.reason,
    message: c.message,
    photos: c.photos,
    sellerNote: c.sellerNote,
    answerBy: c.status === 'awaiting_seller' ? c.answerBy.toISOString() : null,
    escalation: c.escalation,
    resolution: c.resolution,
    refundCents: c.refundCents,
    item:
      c.listingId && row.itemTitle !== null && row.itemPriceCents !== null
        ? {
            id: c.listingId,
            title: row.itemTitle,
            shareCents: itemShareCents(row.paidForItemsCents, row.itemPriceCents, row.itemsPriceCents),
          }
        : null,
    decisionNote: c.decisionNote,
    returnShipment:
      c.returnStatus && c.returnCarrier && c.returnTrackingNumber
        ? {
            status: c.returnStatus,
            carrier: c.returnCarrier,
            trackingNumber: c.returnTrackingNumber,
            trackingUrl: c.returnTrackingUrl,
            testMode: c.returnProvider === 'local',
            shipBy: c.returnShippedAt ? null : iso(c.returnShipBy),
          }
        : null,
    createdAt: c.createdAt.toISOString(),
    resolvedAt: iso(c.resolvedAt),
    timeline: timelineOf(row),
    orderTotalCents: row.orderTotalCents,
    listing: row.listing,
    buyer: row.buyer,
    seller: row.seller,
    viewerRole,
  };
}

function timelineOf(row: ClaimViewRow): Claim['timeline'] {
  const c = row.claim;
  const entries: Claim['timeline'] = [];
  const add = (at: Date | null, title: string, note: string | null = null) => {
    if (at) entries.push({ at: at.toISOString(), title, note });
  };
  // The buyer's words are the claim's own message, shown above the timeline: not repeated in it.
  add(c.createdAt, `${row.buyer.display} reported a problem: ${CLAIM_REASON_LABELS[c.reason]}`);
  if (c.escalation === 'seller_disagreed') add(c.answeredAt, `${row.seller.display} disagreed`, c.sellerNote);
  if (c.returnShipBy) add(c.answeredAt, `${row.seller.display} asked for the item back`, c.sellerNote);
  if (c.escalation) {
    const why =
      c.escalation === 'seller_did_not_answer'
        ? `The seller did not answer within ${SELLER_ANSWER_DAYS} days.`
        : null;
    add(c.escalatedAt, "Sent to Rethread's team", why);
  }
  add(c.returnShippedAt, 'The return is on its way');
  add(c.returnDeliveredAt, 'The return was delivered');
  if (c.resolution && c.refundCents !== null) {
    add(c.resolvedAt, resolutionText(c.resolution, c.refundCents, row.orderTotalCents), c.decisionNote);
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
