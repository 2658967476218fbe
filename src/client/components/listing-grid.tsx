import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingCard as ListingCardData } from '../../shared/search';
import { Button } from './ui/button';
import { cn } from '../lib/cn';
import { ListingCard, ListingCardSkeleton } from './listing-card/listing-card';

export const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * Cards whose photo loads at once with high priority: the first row on a desktop, the first two on a
 * phone, where the largest photo on screen (the page's LCP) sits. The rest load lazily as they scroll in.
 */
const PRIORITY_CARDS = 4;

/**
 * A grid of listing cards with the loading skeletons, the empty state and 'Load more' (following the
 * API's cursor). `badge` labels each card ('#3 Trending', 'New').
 */
export function ListingGrid({
  listings,
  isPending,
  emptyTitle,
  emptyText,
  emptyIcon: EmptyIcon,
  badge,
  hasMore,
  loadingMore,
  onLoadMore,
  skeletons = 8,
  className,
}: {
  listings: ListingCardData[];
  isPending: boolean;
  emptyTitle: string;
  emptyText?: ReactNode;
  emptyIcon: LucideIcon;
  badge?: (listing: ListingCardData, index: number) => ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  skeletons?: number;
  className?: string;
}) {
  if (isPending) {
    return (
      <div className={cn(gridClass, className)} aria-busy="true" aria-label="Loading listings">
        {Array.from({ length: skeletons }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!listings.length) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
        <EmptyIcon className="mb-3 size-10 text-gray-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-gray-900">{emptyTitle}</h2>
        {emptyText && <div className="mt-1 max-w-md text-sm text-gray-600">{emptyText}</div>}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <ul className={cn(gridClass, className)}>
        {listings.map((listing, index) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              badge={badge?.(listing, index)}
              priority={index < PRIORITY_CARDS}
            />
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The small coloured label in a card's photo corner. */
export function CardBadge({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'new' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold text-white shadow',
        tone === 'brand' ? 'bg-brand-700' : 'bg-emerald-700',
      )}
    >
      {children}
    </span>
  );
}
