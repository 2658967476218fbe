import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { computeFees } from '#shared/fees';
import { formatCents } from '#shared/money';
import { isOfferExpiringSoon, type Offer, type OfferAction, type OfferStatus } from '#shared/offers';
import { ListingThumb } from '#client/components/listing-thumb';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button, buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { formatTimeLeft } from '../lib/time-left';
import type { OffersRole } from '../api/offers';
import { DealCardTitle } from '#client/components/deal-card-title';

const STATUS_BADGE: Record<OfferStatus, BadgeProps['variant']> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'destructive',
  expired: 'neutral',
  cancelled: 'neutral',
  completed: 'default',
  countered: 'neutral',
};

/**
 * One offer on /offers (docs/product/04-offers.md §4.1, §4.4): the listing, the amounts, the status, time left and the 'Soon'
 * flag while pending, the message, and the actions the viewer's role allows.
 */
export function OfferCard({
  offer,
  role,
  now,
  busy,
  onAction,
}: {
  offer: Offer;
  role: OffersRole;
  now: Date;
  busy: boolean;
  onAction: (action: OfferAction) => void;
}) {
  const pending = offer.status === 'pending';
  const soon = isOfferExpiringSoon(offer, now);
  const listingHref = `/listing/${encodeURIComponent(offer.listingId)}`;
  // The seller sees what they would take home before accepting (docs/product/10-decisions-beyond-the-spec.md §10.1).
  const earnings = role === 'received' ? (offer.earnings ?? computeFees(offer.offerCents)) : null;
  // With free shipping the seller pays the label out of the sale.
  const labelCents = offer.earnings?.shippingLabelCents ?? 0;
  const counterparty = role === 'sent' ? offer.seller : offer.buyer;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <ListingThumb href={listingHref} imageUrl={offer.listing.imageUrl} px={112} className="sm:size-28" />

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <DealCardTitle href={listingHref} title={offer.listing.title} />
            <p className="text-sm text-gray-600">
              {role === 'sent' ? 'Seller' : 'From'} @{counterparty.handle}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            {soon && (
              <Badge variant="destructive" className="bg-red-600 text-white ring-red-600">
                Soon
              </Badge>
            )}
            <Badge variant={STATUS_BADGE[offer.status]} className="capitalize">
              {offer.status}
            </Badge>
          </div>
        </div>

        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-gray-500">Offer</dt>
            <dd className="text-lg font-semibold text-gray-900">{formatCents(offer.offerCents)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">List price</dt>
            <dd className="text-lg text-gray-700">{formatCents(offer.listing.priceCents)}</dd>
          </div>
          {earnings && (
            <div>
              <dt className="text-gray-500">You would earn</dt>
              <dd className="text-lg font-semibold text-emerald-700">
                {formatCents(earnings.earningsCents)}
                <span className="ml-1.5 text-xs font-normal text-gray-500">
                  after {formatCents(earnings.sellerFeeCents)} fee +{' '}
                  {formatCents(earnings.processingFeeCents)} processing
                  {labelCents > 0 && ` + ${formatCents(labelCents)} shipping label`}
                </span>
              </dd>
            </div>
          )}
        </dl>

        {pending && (
          <p
            className={
              soon
                ? 'flex items-center gap-1.5 text-sm font-medium text-red-700'
                : 'flex items-center gap-1.5 text-sm text-gray-600'
            }
          >
            <Clock className="size-4" aria-hidden="true" />
            {formatTimeLeft(offer.expiresAt, now)}
          </p>
        )}

        {offer.message && (
          <blockquote className="rounded-lg bg-gray-50 px-3 py-2 text-sm break-words whitespace-pre-line text-gray-700">
            “{offer.message}”
          </blockquote>
        )}

        <OfferActions offer={offer} role={role} busy={busy} onAction={onAction} />
      </div>
    </Card>
  );
}

function OfferActions({
  offer,
  role,
  busy,
  onAction,
}: {
  offer: Offer;
  role: OffersRole;
  busy: boolean;
  onAction: (action: OfferAction) => void;
}) {
  const label = offer.listing.title;
  if (offer.status === 'pending' && role === 'received') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onAction('accept')}
          aria-label={`Accept offer on ${label}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction('decline')}
          aria-label={`Decline offer on ${label}`}
        >
          Decline
        </Button>
      </div>
    );
  }
  if (offer.status === 'pending' && role === 'sent') {
    return (
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction('cancel')}
          aria-label={`Cancel offer on ${label}`}
        >
          Cancel
        </Button>
      </div>
    );
  }
  if (offer.status === 'accepted' && role === 'sent') {
    if (offer.listing.isSold) {
      return <p className="text-sm text-gray-600">This item has already been sold.</p>;
    }
    return (
      <div>
        <Link
          href={`/checkout/${encodeURIComponent(offer.listingId)}/buyer?offerId=${encodeURIComponent(offer.id)}`}
          className={buttonClass('primary', 'sm')}
        >
          Complete Purchase
        </Link>
      </div>
    );
  }
  if (offer.status === 'accepted' && role === 'received') {
    return <p className="text-sm text-gray-600">Waiting for the buyer to complete the purchase.</p>;
  }
  return null;
}
