import { SearchX } from 'lucide-react';
import type { useListingPages } from '#client/lib/listing-pages';
import { CardBadge, ListingGrid } from '#client/components/listing-grid';

/**
 * Ranked trending cards ('#n Trending' badges, 'Load more') for pages from `useListingPages`. Used by
 * /trending and by the home dashboard's 'Trending Items' tab (`limit` shows the first few only).
 */
export function TrendingResults({
  pages,
  enabled = true,
  limit,
}: {
  pages: ReturnType<typeof useListingPages>;
  enabled?: boolean;
  limit?: number;
}) {
  const listings = limit ? pages.listings.slice(0, limit) : pages.listings;
  return (
    <ListingGrid
      listings={enabled ? listings : []}
      isPending={enabled && pages.isPending}
      emptyIcon={SearchX}
      emptyTitle="No trending items found"
      emptyText="Try removing a filter or searching for something else."
      badge={(_listing, index) => <CardBadge>#{index + 1} Trending</CardBadge>}
      hasMore={!limit && pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      skeletons={limit ?? 8}
    />
  );
}
