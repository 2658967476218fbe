import { CLAIM_REASON_LABELS } from '#shared/claims.js';
import { formatDeadline, orderPath, REFUND_ARRIVAL } from '#shared/orders.js';
import { on } from '../../lib/events/bus.js';
import { notifyMany } from '../notifications/notifications.service.js';
import { resolutionText, resolutionTitles } from './claims.view.js';

/**
 * What each side is told when a claim opens and when it ends, written once here. The notices go out in
 * the transaction that moved the claim, so a refund the payment provider refused tells nobody.
 */
export const claimsSubscribers = [
  on('claim.opened', (tx, claim) => {
    const reason = CLAIM_REASON_LABELS[claim.reason];
    const url = orderPath(claim.orderId);
    return notifyMany(tx, [
      {
        userId: claim.sellerId,
        type: 'claim_opened',
        title: `The buyer of ${claim.title} reported a problem: ${reason}`,
        body: `Answer by ${formatDeadline(claim.answerBy)}: refund, ask for the item back, or disagree. Your earnings from this sale are on hold until the claim is resolved.`,
        url,
      },
      {
        userId: claim.buyerId,
        type: 'claim_opened',
        title: `We told the seller about the problem with ${claim.title}`,
        body: `They have until ${formatDeadline(claim.answerBy)} to answer; if they do not, Rethread's team steps in.`,
        url,
      },
    ]).then(() => undefined);
  }),
  on('claim.resolved', (tx, claim) => {
    const what = resolutionText(claim.resolution, claim.refundCents, claim.totalCents);
    const said = claim.note ? `${what}. ${claim.note}` : `${what}.`;
    const titles = resolutionTitles(claim.resolution, claim.refundCents, claim.title);
    const url = orderPath(claim.orderId);
    return notifyMany(tx, [
      {
        userId: claim.buyerId,
        type: 'claim_resolved',
        title: titles.buyer,
        // The buyer is told where a refund goes and when.
        body: claim.refundCents > 0 ? `${said} ${REFUND_ARRIVAL}` : said,
        url,
      },
      { userId: claim.sellerId, type: 'claim_resolved', title: titles.seller, body: said, url },
    ]).then(() => undefined);
  }),
];
