import { Clock, ShieldAlert } from 'lucide-react';
import { CLAIM_REASON_LABELS, type Claim } from '#shared/claims';
import { formatCents } from '#shared/money';
import type { Order } from '#shared/orders';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { useClaim } from '../api/claims';
import { CLAIM_STATUS_WORDS, claimCopy as copy } from '../claim-copy';
import { ClaimAnswer } from './claim-answer';
import { ClaimReturn } from './claim-return';
import { useNow } from '../hooks/use-now';
import { day, timeLeft } from './order-countdown';
import { OrderSection } from './order-sections';

const STATUS_VARIANT: Record<Claim['status'], BadgeProps['variant']> = {
  awaiting_seller: 'warning',
  return_requested: 'default',
  awaiting_operator: 'warning',
  resolved: 'success',
};

// The viewer's own locale and time zone, as the order's timeline.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The order's claim, for both sides: where it stands, what the buyer reported (with photos)
 * and the seller answered, the seller's deadline, why it is with Rethread's team, the return, how it
 * ended, and what happened when. The seller answers here while the claim waits for them.
 */
export function ClaimSection({ id, order }: { id: string; order: Order }) {
  const query = useClaim(order.claim?.id ?? null);
  if (!order.claim) return null;
  const claim = query.data;
  return (
    <OrderSection
      id={id}
      title={copy.section}
      action={
        claim && <Badge variant={STATUS_VARIANT[claim.status]}>{CLAIM_STATUS_WORDS[claim.status]}</Badge>
      }
    >
      {query.isError ? (
        <p className="text-sm text-gray-600">{copy.loadFailed}</p>
      ) : !claim ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : (
        <ClaimBody claim={claim} />
      )}
    </OrderSection>
  );
}

function ClaimBody({ claim }: { claim: Claim }) {
  const waiting = claim.status === 'awaiting_seller';
  return (
    <div className="grid gap-4">
      <p className="text-sm text-gray-700">
        <span className="font-medium text-gray-900">{copy.reasonLabel}:</span>{' '}
        {CLAIM_REASON_LABELS[claim.reason]}
      </p>
      {claim.item && (
        <p className="text-sm text-gray-700">
          <span className="font-medium text-gray-900">{copy.itemLabel}:</span>{' '}
          {copy.itemShare(claim.item.title, formatCents(claim.item.shareCents))}
        </p>
      )}
      {waiting && claim.answerBy && <AnswerBy answerBy={claim.answerBy} />}
      {claim.escalation && claim.status !== 'resolved' && (
        <p className="flex items-start gap-1.5 text-sm text-amber-800">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {copy.escalated(claim.escalation)}
        </p>
      )}
      {claim.status === 'resolved' && <Resolution claim={claim} />}
      <Said who={copy.buyerMessage(claim.buyer.display)} text={claim.message} />
      {claim.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos of the problem">
          {claim.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={copy.photo(i + 1)}
                  className="size-20 rounded-lg border border-gray-200 object-cover sm:size-24"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {claim.sellerNote && <Said who={copy.sellerNote(claim.seller.display)} text={claim.sellerNote} />}
      <ClaimReturn claim={claim} />
      {waiting && claim.viewerRole === 'seller' && <ClaimAnswer claim={claim} />}
      <ClaimTimeline claim={claim} />
    </div>
  );
}

/**
 * "Seller answers by <day> · 2 days left", the style of the order's own timers. Its own clock, read
 * when the claim arrives: a time kept from before the claim was made would count a day too many.
 */
function AnswerBy({ answerBy }: { answerBy: string }) {
  const now = useNow();
  const until = Date.parse(answerBy);
  return (
    <p className="flex items-start gap-1.5 text-sm text-gray-700">
      <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{now < until ? copy.answerBy(day(answerBy), timeLeft(until, now)) : copy.answerByPassed}</span>
    </p>
  );
}

function Resolution({ claim }: { claim: Claim }) {
  const words =
    claim.resolution === 'refunded'
      ? claim.refundCents
        ? copy.refundedInFullOf(formatCents(claim.refundCents))
        : copy.refundedInFull
      : claim.resolution === 'partially_refunded'
        ? copy.refundedPart(formatCents(claim.refundCents ?? 0))
        : copy.released;
  return (
    <div className="grid gap-1 rounded-xl bg-gray-50 p-3">
      <p className="font-medium text-gray-900">{words}</p>
      {claim.decisionNote && (
        <p className="text-sm break-words whitespace-pre-line text-gray-700">
          {/* Only a claim that went to the operators carries their words; otherwise the note is the system's. */}
          {claim.escalation && <span className="font-medium">{copy.decisionNote}: </span>}
          {claim.decisionNote}
        </p>
      )}
    </div>
  );
}

function Said({ who, text }: { who: string; text: string }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs font-medium text-gray-500">{who}</figcaption>
      <blockquote className="text-sm break-words whitespace-pre-line text-gray-800">{text}</blockquote>
    </figure>
  );
}

function ClaimTimeline({ claim }: { claim: Claim }) {
  if (!claim.timeline.length) return null;
  return (
    <ol aria-label={copy.timeline} className="grid gap-3 border-l-2 border-gray-200 pl-4">
      {claim.timeline.map((event, i) => (
        <li key={`${event.at}-${i}`} className="relative">
          <span
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
            aria-hidden="true"
          />
          <p className="font-medium text-gray-900">{event.title}</p>
          <p className="text-xs text-gray-500">
            <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time>
          </p>
          {event.note && <p className="text-sm break-words text-gray-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
