import type { ReactNode } from 'react';
import type { Review } from '#shared/reviews';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An ISO instant as "Dec 2, 2026", in a <time> that keeps the exact value. */
function ReviewDate({ at }: { at: string }) {
  return (
    // The reader's calendar day, which a server render (decision 020) may not share.
    <time dateTime={at} className="text-xs text-gray-500" suppressHydrationWarning>
      {dateFormat.format(new Date(at))}
    </time>
  );
}

function Avatar({ review }: { review: Review }) {
  const { reviewer } = review;
  return reviewer.profileImageUrl ? (
    <img
      src={reviewer.profileImageUrl}
      alt=""
      width={36}
      height={36}
      className="size-9 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {reviewer.display.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * One review as everyone reads it: who wrote it, the stars, when, optionally the item it was for,
 * the comment, and the seller's public reply indented under it. `footer` is where the order page
 * puts the seller's reply form.
 */
export function ReviewItem({
  review,
  showItem = false,
  footer,
}: {
  review: Review;
  showItem?: boolean;
  footer?: ReactNode;
}) {
  return (
    <article aria-label={`Review by ${review.reviewer.display}`} className="grid gap-2">
      <div className="flex items-start gap-3">
        <Avatar review={review} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-gray-900">{review.reviewer.display}</span>
            <span className="text-sm text-gray-500">@{review.reviewer.handle}</span>
            <ReviewDate at={review.createdAt} />
          </div>
          <StarRating rating={review.rating} />
          {showItem && <p className="text-sm text-gray-600">{review.listing.title}</p>}
          {review.comment && (
            <p className="text-sm whitespace-pre-line break-words text-gray-800">{review.comment}</p>
          )}
        </div>
      </div>
      {review.reply && (
        <div className="ml-12 grid gap-1 border-l-2 border-gray-200 pl-3">
          <p className="text-xs font-medium text-gray-700">
            Seller&apos;s reply {review.repliedAt && <ReviewDate at={review.repliedAt} />}
          </p>
          <p className="text-sm whitespace-pre-line break-words text-gray-800">{review.reply}</p>
        </div>
      )}
      {footer && <div className="ml-12">{footer}</div>}
    </article>
  );
}
