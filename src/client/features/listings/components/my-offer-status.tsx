import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import type { Offer } from '#shared/offers';
import { buttonClass } from '#client/components/ui/button';

/** Whole hours left, never below 1 while the step is alive: '41 h'. */
export function hoursLeft(expiresAt: string, now: Date): number {
  return Math.max(1, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 3_600_000));
}

/** 'Anna' from 'Anna Kim': how a person reads the other side's turn. */
const firstName = (display: string, handle: string) => display.trim().split(/\s+/)[0] || `@${handle}`;

/**
 * The buyer's open step on this listing, in place of a blank Make Offer button: their own
 * offer waiting for the seller, the seller's counter (or offer to likers) waiting for them, or an
 * accepted step to check out at its amount.
 */
export function MyOfferStatus({ offer, now = new Date() }: { offer: Offer; now?: Date }) {
  if (offer.status === 'accepted') {
    return (
      <Link
        href={`/checkout/${encodeURIComponent(offer.listingId)}/buyer?offerId=${encodeURIComponent(offer.id)}`}
        className={buttonClass('outline', 'lg')}
      >
        Offer accepted: check out at {formatCents(offer.offerCents)}
      </Link>
    );
  }
  const hours = hoursLeft(offer.expiresAt, now);
  const text =
    offer.madeBy === 'buyer'
      ? `Your offer: ${formatCents(offer.offerCents)} · ${hours} h left`
      : `${offer.toLikers ? 'Offer to people who liked this' : `${firstName(offer.seller.display, offer.seller.handle)} countered`}: ${formatCents(offer.offerCents)} · answer within ${hours} h`;
  return (
    <div className="grid content-center gap-0.5 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-medium text-amber-950">{text}</p>
      <Link
        href={`/offers#thread-${encodeURIComponent(offer.threadId)}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {offer.madeBy === 'buyer' ? 'See your offer' : 'Answer the offer'}
      </Link>
    </div>
  );
}
