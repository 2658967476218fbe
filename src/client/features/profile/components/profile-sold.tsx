import { BadgeCheck } from 'lucide-react';
import { ListingGrid } from '#client/components/listing-grid';
import { useListingPages } from '#client/lib/listing-pages';

/**
 * The closet's sold items, newest sale first, each with what it sold for on Rethread (the card's
 * Sold badge says so). Its seller also
 * sees which sold elsewhere (the API tells only them); everyone else sees those simply as Sold.
 */
export function ProfileSold({ sellerId, isOwner }: { sellerId: string; isOwner: boolean }) {
  const pages = useListingPages(`sellerId=${encodeURIComponent(sellerId)}&sold=true`);
  return (
    <section aria-labelledby="sold-heading" className="space-y-4">
      <h2 id="sold-heading" className="sr-only">
        Sold
        {pages.data && <span className="ml-2 text-base font-normal text-gray-500">({pages.total})</span>}
      </h2>
      <ListingGrid
        listings={pages.listings}
        isPending={pages.isPending}
        emptyIcon={BadgeCheck}
        emptyTitle="Nothing sold yet"
        emptyText={isOwner ? 'Items you sell will appear here.' : 'Items this seller sells will appear here.'}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
