import { Clock } from 'lucide-react';
import { computeFees } from '#shared/fees';
import { formatCents } from '#shared/money';
import { isOfferExpiringSoon, type Offer, type OfferMaker, type OfferStatus } from '#shared/offers';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { formatTimeLeft } from '../lib/time-left';

const STATUS_BADGE: Record<OfferStatus, BadgeProps['variant']> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'destructive',
  expired: 'neutral',
  cancelled: 'neutral',
  completed: 'default',
  countered: 'neutral',
};

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'You offered', '@anna_vintage countered', 'Offer to people who liked this'. */
function stepTitle(step: Offer, first: boolean, me: OfferMaker): string {
  if (step.toLikers) return 'Offer to people who liked this';
  const who =
    step.madeBy === me ? 'You' : `@${step.madeBy === 'buyer' ? step.buyer.handle : step.seller.handle}`;
  return `${who} ${first && step.madeBy === 'buyer' ? 'offered' : 'countered'}`;
}

/**
 * One step of an offer thread: who made it, the amount, when, its status, its message, the
 * countdown while pending, and — for the seller — what they would earn at that amount (fees are never
 * a surprise: docs/product/10-decisions-beyond-the-spec.md §10.1).
 */
export function ThreadStep({
  step,
  first,
  me,
  now,
}: {
  step: Offer;
  first: boolean;
  me: OfferMaker;
  now: Date;
}) {
  const pending = step.status === 'pending';
  const soon = isOfferExpiringSoon(step, now);
  const earnings = me === 'seller' ? (step.earnings ?? computeFees(step.offerCents)) : null;
  const labelCents = step.earnings?.shippingLabelCents ?? 0;

  return (
    <div
      className={cn(
        'grid gap-1 rounded-xl border px-3 py-2',
        pending ? 'border-amber-200 bg-amber-50/60' : 'border-gray-100 bg-gray-50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700">
          {stepTitle(step, first, me)}{' '}
          <span className="text-base font-semibold text-gray-900">{formatCents(step.offerCents)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          {soon && (
            <Badge variant="destructive" className="bg-red-600 text-white ring-red-600">
              Soon
            </Badge>
          )}
          <Badge variant={STATUS_BADGE[step.status]} className="capitalize">
            {step.status}
          </Badge>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-500">
        <time dateTime={step.createdAt}>{when.format(new Date(step.createdAt))}</time>
        {pending && (
          <span
            className={cn(
              'flex items-center gap-1 text-sm',
              soon ? 'font-medium text-red-700' : 'text-gray-600',
            )}
          >
            <Clock className="size-3.5" aria-hidden="true" />
            {formatTimeLeft(step.expiresAt, now)}
          </span>
        )}
      </div>
      {earnings && (
        <p className="text-sm text-gray-600">
          You&apos;d earn{' '}
          <span className="font-semibold text-emerald-700">{formatCents(earnings.earningsCents)}</span>
          <span className="ml-1.5 text-xs text-gray-500">
            after {formatCents(earnings.sellerFeeCents)} fee + {formatCents(earnings.processingFeeCents)}{' '}
            processing
            {labelCents > 0 && ` + ${formatCents(labelCents)} shipping label`}
          </span>
        </p>
      )}
      {step.message && (
        <blockquote className="text-sm break-words whitespace-pre-line text-gray-700">
          “{step.message}”
        </blockquote>
      )}
    </div>
  );
}
