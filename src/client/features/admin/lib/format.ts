import type { DecideClaimInput } from '#shared/admin';
import type { Claim } from '#shared/claims';
import { formatCents } from '#shared/money';

/** The console's order look-up for one order: claims link to the order they are about. */
export const adminOrderHref = (orderId: string) => `/admin?tab=orders&q=${encodeURIComponent(orderId)}`;

/** What an operator's decision did, in the toast: who got what back, or that the seller is paid. */
export function claimDecidedText(
  claim: Pick<Claim, 'buyer' | 'seller' | 'orderTotalCents'>,
  input: DecideClaimInput,
) {
  if (input.decision === 'refund') {
    return `Refunded in full: ${formatCents(claim.orderTotalCents)} back to @${claim.buyer.handle}`;
  }
  if (input.decision === 'partial_refund') {
    return `Refunded in part: ${formatCents(Number(input.refundCents))} back to @${claim.buyer.handle}`;
  }
  return `Released to @${claim.seller.handle}: the claim is closed`;
}

/** Dates as the console shows them: "Nov 24, 2026, 1:05 PM". */
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

/** An audit entry's details in one line: "amountCents: 1250 · before: {…}". */
export function compactDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${text}`;
  });
}
