import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** "4.5 out of 5 stars": what a screen reader says for the five drawn stars. */
export function ratingLabel(rating: number): string {
  return `${rating.toLocaleString('en-US', { maximumFractionDigits: 1 })} out of 5 stars`;
}

/**
 * A rating shown as five stars filled to it (a half-filled star for 4.5), with an optional "(12)"
 * review count and, with `showValue`, the average as a number ("4.5") before them: stars alone do not
 * tell 4.3 from 4.7. The stars are one image with an accessible name (which already says the number);
 * the count is plain text.
 */
export function StarRating({
  rating,
  count,
  size = 'sm',
  showValue = false,
  className,
}: {
  rating: number;
  count?: number;
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const starClass = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-gray-900">
          {rating.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
      )}
      <span role="img" aria-label={ratingLabel(rating)} className="inline-flex">
        {STARS.map((star) => {
          // How much of this star is filled, from 0 to 1.
          const fill = Math.min(1, Math.max(0, rating - (star - 1)));
          return (
            <span key={star} className={cn('relative inline-block', starClass)} aria-hidden="true">
              <Star className={cn('absolute inset-0 text-gray-300', starClass)} />
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <Star className={cn('fill-amber-400 text-amber-500', starClass)} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span className="text-sm text-gray-600">({count.toLocaleString('en-US')})</span>
      )}
    </span>
  );
}
