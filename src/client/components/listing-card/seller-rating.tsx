import { Star } from 'lucide-react';
import type { RatingSummary } from '#shared/reviews';
import { cn } from '../../lib/cn';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The seller's rating as a card shows it, "★ 4.8 (12)"; nothing for a seller without
 * reviews, so a new seller's cards are not marked down by an empty rating.
 */
export function CompactSellerRating({ rating, className }: { rating: RatingSummary; className?: string }) {
  if (rating.averageRating === null || rating.reviewCount === 0) return null;
  const average = oneDecimal.format(rating.averageRating);
  return (
    <span
      data-testid="card-seller-rating"
      className={cn('inline-flex shrink-0 items-center gap-0.5 text-xs text-gray-700', className)}
    >
      <Star className="size-3 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">Seller rating </span>
      <span className="font-medium">{average}</span>{' '}
      <span className="text-gray-500">
        ({rating.reviewCount.toLocaleString('en-US')}
        <span className="sr-only"> {rating.reviewCount === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  );
}
