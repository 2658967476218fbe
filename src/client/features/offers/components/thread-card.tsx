import { lazy, useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import { bundleCheckoutPath } from '#shared/routes';
import { RESERVATION_HOURS } from '#shared/constants';
import type { Offer, OfferAction, OfferMaker } from '#shared/offers';
import { ListingThumb } from '#client/components/listing-thumb';
import { DealCardTitle } from '#client/components/deal-card-title';
import { Button, buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { LazyMount } from '#client/components/lazy-mount';
import type { OfferThread } from '../lib/threads';
import { ThreadStep } from './thread-step';
import { AcceptOfferButton } from './accept-offer-button';

// Loads when first opened: the dialog brings the shared offer rules (zod) the list does not need.
const CounterOfferDialog = lazy(() =>
  import('./counter-offer-dialog').then((module) => ({ default: module.CounterOfferDialog })),
);

/** The checkout of an accepted step, at its amount (the accepted-offer checkout, docs/product/04-offers.md §4.1). */
export const offerCheckoutHref = (offer: Offer) =>
  offer.items.length > 1
    ? `${bundleCheckoutPath(offer.sellerId)}?offerId=${encodeURIComponent(offer.id)}`
    : `/checkout/${encodeURIComponent(offer.listingId)}/buyer?offerId=${encodeURIComponent(offer.id)}`;

/**
 * One negotiation on /offers: the listing, the other person, every step in order, and the
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
  // An offer on a bundle names every item; the first stands for the thread.
  const bundle = latest.items.length > 1;
  const title = bundle
    ? `${latest.listing.title} and ${latest.items.length - 1} more ${latest.items.length === 2 ? 'item' : 'items'}`
    : latest.listing.title;
  const total = latest.items.reduce((sum, i) => sum + i.priceCents, 0);

  return (
    <Card id={`thread-${thread.id}`} className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <ListingThumb href={listingHref} imageUrl={latest.listing.imageUrl} px={112} className="sm:size-28" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0">
          <DealCardTitle href={listingHref} title={title} />
          <p className="text-sm text-gray-600">
            {me === 'buyer' ? 'Seller' : 'From'} @{other.handle} ·{' '}
            {bundle
              ? `${latest.items.length} items, together ${formatCents(total)}`
              : `List price ${formatCents(latest.listing.priceCents)}`}
          </p>
        </div>
        {bundle && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Items in this offer">
            {latest.items.map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm">
                <ListingThumb
                  href={`/listing/${encodeURIComponent(item.id)}`}
                  imageUrl={item.imageUrl}
                  px={48}
                  className="size-12"
                />
                <span className="min-w-0 flex-1 truncate text-gray-900">{item.title}</span>
                <span
                  className={item.isSold || !item.isActive ? 'text-gray-500 line-through' : 'text-gray-700'}
                >
                  {formatCents(item.priceCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <ol className="grid gap-2" aria-label="Offer steps">
          {thread.steps.map((step, index) => (
            <li key={step.id}>
              <ThreadStep step={step} first={index === 0} me={me} now={now} />
            </li>
          ))}
        </ol>
        <ThreadActions
          step={latest}
          me={me}
          counter={thread.steps.length > 1}
          busy={busy}
          onAction={(action) => onAction(latest, action)}
        />
      </div>
    </Card>
  );
}

/** 'Sam' or '@sam': whoever the step is waiting on. */
const handleOf = (step: Offer, side: OfferMaker) =>
  `@${side === 'buyer' ? step.buyer.handle : step.seller.handle}`;

/**
 * The buttons of a step are the server's `actions` for the viewer, one each, in a fixed order; the
 * card decides none of them itself. What is left is a line saying what the step is waiting for.
 */
function ThreadActions({
  step,
  me,
  counter,
  busy,
  onAction,
}: {
  step: Offer;
  me: OfferMaker;
  counter: boolean;
  busy: boolean;
  onAction: (action: OfferAction) => void;
}) {
  const [countering, setCountering] = useState(false);
  const label = step.listing.title;
  const can = new Set(step.actions);
  const other: OfferMaker = me === 'buyer' ? 'seller' : 'buyer';

  return (
    <div className="grid gap-2">
      {can.has('checkout') && (
        <div className="flex flex-wrap items-center gap-3">
          {/* The spec's words for the accepted offer's way to checkout: a bundle's opens the bundle checkout. */}
          <Link href={offerCheckoutHref(step)} className={buttonClass('primary', 'sm')}>
            Complete Purchase
          </Link>
          <span className="text-sm text-gray-700">
            at {formatCents(step.offerCents)} · reserved for you for {RESERVATION_HOURS} hours after
            acceptance
          </span>
        </div>
      )}
      {(can.has('accept') || can.has('decline') || can.has('counter') || can.has('cancel')) && (
        <div className="flex flex-wrap gap-2">
          {can.has('accept') && (
            <AcceptOfferButton
              step={step}
              me={me}
              counter={counter}
              busy={busy}
              onAccept={() => onAction('accept')}
            />
          )}
          {can.has('decline') && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAction('decline')}
              aria-label={`Decline offer on ${label}`}
            >
              Decline
            </Button>
          )}
          {can.has('counter') && (
            <>
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
            </>
          )}
          {can.has('cancel') && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onAction('cancel')}
              aria-label={`Withdraw offer on ${label}`}
            >
              Withdraw
            </Button>
          )}
        </div>
      )}
      <Waiting step={step} me={me} other={other} />
    </div>
  );
}

/** What a step without the viewer's move is waiting for, in words; nothing once it is over. */
function Waiting({ step, me, other }: { step: Offer; me: OfferMaker; other: OfferMaker }) {
  const line = (text: string) => <p className="text-sm text-gray-600">{text}</p>;
  if (step.status === 'pending' && step.madeBy === me)
    return line(`Waiting for ${handleOf(step, other)} to answer.`);
  if (step.status === 'pending' && step.listing.reserved)
    return line(
      'The item is reserved for a buyer whose offer was accepted: it can be accepted if their hold lapses.',
    );
  if (step.status !== 'accepted') return null;
  if (step.listing.isSold) return line('This item has already been sold.');
  if (me === 'seller')
    return line(
      `Reserved for ${handleOf(step, 'buyer')} for ${RESERVATION_HOURS} hours after acceptance: waiting for them to complete the purchase.`,
    );
  return null;
}
