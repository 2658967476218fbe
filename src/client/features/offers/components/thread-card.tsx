import { lazy, useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import type { Offer, OfferAction, OfferMaker } from '#shared/offers';
import { ListingThumb } from '#client/components/listing-thumb';
import { DealCardTitle } from '#client/components/deal-card-title';
import { Button, buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { LazyMount } from '#client/components/lazy-mount';
import { isMyTurn, type OfferThread } from '../lib/threads';
import { ThreadStep } from './thread-step';

// Loads when first opened: the dialog brings the shared offer rules (zod) the list does not need.
const CounterOfferDialog = lazy(() =>
  import('./counter-offer-dialog').then((module) => ({ default: module.CounterOfferDialog })),
);

/** The checkout of an accepted step, at its amount (the accepted-offer checkout, docs/product/04-offers.md §4.1). */
export const offerCheckoutHref = (offer: Offer) =>
  `/checkout/${encodeURIComponent(offer.listingId)}/buyer?offerId=${encodeURIComponent(offer.id)}`;

/**
 * One negotiation on /offers (issue 17): the listing, the other person, every step in order, and the
 * actions of the party whose turn it is on the pending step.
 */
export function ThreadCard({
  thread,
  me,
  now,
  busy,
  onAction,
}: {
  thread: OfferThread;
  me: OfferMaker;
  now: Date;
  busy: boolean;
  onAction: (step: Offer, action: OfferAction) => void;
}) {
  const { latest } = thread;
  const listingHref = `/listing/${encodeURIComponent(latest.listingId)}`;
  const other = me === 'buyer' ? latest.seller : latest.buyer;

  return (
    <Card id={`thread-${thread.id}`} className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <ListingThumb href={listingHref} imageUrl={latest.listing.imageUrl} px={112} className="sm:size-28" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0">
          <DealCardTitle href={listingHref} title={latest.listing.title} />
          <p className="text-sm text-gray-600">
            {me === 'buyer' ? 'Seller' : 'From'} @{other.handle} · List price{' '}
            {formatCents(latest.listing.priceCents)}
          </p>
        </div>
        <ol className="grid gap-2" aria-label="Offer steps">
          {thread.steps.map((step, index) => (
            <li key={step.id}>
              <ThreadStep step={step} first={index === 0} me={me} now={now} />
            </li>
          ))}
        </ol>
        <ThreadActions step={latest} me={me} busy={busy} onAction={(action) => onAction(latest, action)} />
      </div>
    </Card>
  );
}

function ThreadActions({
  step,
  me,
  busy,
  onAction,
}: {
  step: Offer;
  me: OfferMaker;
  busy: boolean;
  onAction: (action: OfferAction) => void;
}) {
  const [countering, setCountering] = useState(false);
  const label = step.listing.title;

  if (isMyTurn(step, me)) {
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
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => setCountering(true)}
          aria-label={`Counter offer on ${label}`}
        >
          Counter
        </Button>
        <LazyMount when={countering}>
          <CounterOfferDialog step={step} me={me} open={countering} onOpenChange={setCountering} />
        </LazyMount>
      </div>
    );
  }
  if (step.status === 'pending' && me === 'buyer') {
    return (
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction('cancel')}
          aria-label={`Withdraw offer on ${label}`}
        >
          Withdraw
        </Button>
      </div>
    );
  }
  if (step.status === 'pending') {
    return <p className="text-sm text-gray-600">Waiting for @{step.buyer.handle} to answer.</p>;
  }
  if (step.status === 'accepted' && me === 'buyer') {
    if (step.listing.isSold) return <p className="text-sm text-gray-600">This item has already been sold.</p>;
    return (
      <div className="flex flex-wrap items-center gap-3">
        {/* The spec's words for the accepted offer's way to checkout. */}
        <Link href={offerCheckoutHref(step)} className={buttonClass('primary', 'sm')}>
          Complete Purchase
        </Link>
        <span className="text-sm text-gray-700">at {formatCents(step.offerCents)}</span>
      </div>
    );
  }
  if (step.status === 'accepted') {
    return <p className="text-sm text-gray-600">Waiting for the buyer to complete the purchase.</p>;
  }
  return null;
}
