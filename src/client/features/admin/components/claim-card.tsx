import { useState } from 'react';
import { Link } from 'wouter';
import { CLAIM_REASON_LABELS, type Claim } from '#shared/claims';
import { formatCents } from '#shared/money';
import { Photo } from '#client/components/photo';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { adminOrderHref, formatWhen } from '../lib/format';
import { DecideClaimDialog } from './decide-claim-dialog';
import { Fact } from './list-parts';

const STATUS: Record<Claim['status'], { label: string; variant: BadgeProps['variant'] }> = {
  awaiting_seller: { label: 'Waiting for the seller', variant: 'neutral' },
  return_requested: { label: 'Return requested', variant: 'default' },
  awaiting_operator: { label: 'Needs a decision', variant: 'warning' },
  resolved: { label: 'Resolved', variant: 'success' },
};

const ESCALATION: Record<NonNullable<Claim['escalation']>, string> = {
  seller_disagreed: 'The seller disagreed',
  seller_did_not_answer: 'The seller did not answer in time',
};

const RESOLUTION: Record<NonNullable<Claim['resolution']>, string> = {
  refunded: 'Refunded in full',
  partially_refunded: 'Refunded in part',
  released: 'Released to the seller',
};

const profile = (handle: string) => `/profile/${encodeURIComponent(handle)}`;

/** One claim as an operator judges it: the item, both sides' words and photos, and what happened. */
export function ClaimCard({ claim }: { claim: Claim }) {
  const [deciding, setDeciding] = useState(false);
  const status = STATUS[claim.status];
  const titleId = `claim-${claim.id}-title`;
  return (
    <Card className="overflow-hidden" aria-labelledby={titleId} role="article">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
        <Photo
          url={claim.listing.imageUrl}
          alt=""
          widths={[320]}
          sizes="96px"
          width={96}
          height={120}
          className="h-20 w-16 shrink-0 rounded-xl object-cover sm:h-30 sm:w-24"
        />
        <div className="grid min-w-0 flex-1 gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={titleId} className="font-semibold break-words text-gray-900">
                <Link href={`/listing/${encodeURIComponent(claim.listing.id)}`} className="hover:underline">
                  {claim.listing.title}
                </Link>
              </h3>
              <p className="text-sm text-gray-600">
                {CLAIM_REASON_LABELS[claim.reason]} · opened {formatWhen(claim.createdAt)}
              </p>
            </div>
            <Badge variant={status.variant}>{status.label}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Buyer">
              <Link href={profile(claim.buyer.handle)} className="text-brand-700 hover:underline">
                @{claim.buyer.handle}
              </Link>
            </Fact>
            <Fact label="Seller">
              <Link href={profile(claim.seller.handle)} className="text-brand-700 hover:underline">
                @{claim.seller.handle}
              </Link>
            </Fact>
            <Fact label="Order total">
              <Link
                href={adminOrderHref(claim.orderId)}
                className="text-brand-700 hover:underline"
                aria-label={`Order of ${claim.listing.title}: ${formatCents(claim.orderTotalCents)}, look it up`}
              >
                {formatCents(claim.orderTotalCents)}
              </Link>
            </Fact>
            <Fact label="Why it is here">{claim.escalation ? ESCALATION[claim.escalation] : '—'}</Fact>
          </dl>
          <section aria-label="The buyer's words" className="grid gap-2 rounded-xl bg-gray-50 p-3">
            <p className="text-xs font-medium text-gray-500">The buyer says</p>
            <p className="text-sm whitespace-pre-line text-gray-900">{claim.message}</p>
            {claim.photos.length > 0 && (
              <ul aria-label="The buyer's photos" className="flex flex-wrap gap-2">
                {claim.photos.map((url, i) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Photo ${i + 1} of ${claim.photos.length}, full size`}
                      className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      <img src={url} alt="" loading="lazy" className="size-16 rounded-lg object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {claim.sellerNote && (
            <section aria-label="The seller's words" className="grid gap-1 rounded-xl bg-gray-50 p-3">
              <p className="text-xs font-medium text-gray-500">The seller says</p>
              <p className="text-sm whitespace-pre-line text-gray-900">{claim.sellerNote}</p>
            </section>
          )}
          {claim.resolution && (
            <p className="text-sm text-gray-800">
              <span className="font-medium">{RESOLUTION[claim.resolution]}</span>
              {claim.refundCents ? ` · ${formatCents(claim.refundCents)} back to the buyer` : ''}
              {claim.decisionNote ? ` · “${claim.decisionNote}”` : ''}
            </p>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-gray-700">Timeline</summary>
            <ol className="mt-2 grid gap-2 border-l border-gray-200 pl-3">
              {claim.timeline.map((event, i) => (
                <li key={i}>
                  <p className="text-gray-900">{event.title}</p>
                  <p className="text-xs text-gray-500">{formatWhen(event.at)}</p>
                  {event.note && <p className="text-gray-700">“{event.note}”</p>}
                </li>
              ))}
            </ol>
          </details>
          {claim.status === 'awaiting_operator' && (
            <div>
              <Button
                onClick={() => setDeciding(true)}
                aria-label={`Decide the claim on ${claim.listing.title}`}
              >
                Decide
              </Button>
              <DecideClaimDialog claim={claim} open={deciding} onOpenChange={setDeciding} />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
