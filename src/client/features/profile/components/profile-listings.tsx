import { PackageOpen } from 'lucide-react';
import { ListingGrid } from '#client/components/listing-grid';
import { useListingPages } from '#client/lib/listing-pages';

/**
 * The seller's listings, newest first, each marked Active or Inactive (docs/product/01-accounts.md §1.1), or Sold. The API shows a seller
 * their own inactive and sold listings too; everyone else sees what is for sale.
 */
export function ProfileListings({ sellerId, isOwner }: { sellerId: string; isOwner: boolean }) {
  const pages = useListingPages(`sellerId=${encodeURIComponent(sellerId)}&sort=newest`);
  return (
    <section aria-labelledby="listings-heading" className="space-y-4">
      {/* The tab above names the list on screen; the heading still names the region for screen readers. */}
      <h2 id="listings-heading" className="sr-only">
        {isOwner ? 'My Listings' : 'Listings'}
        {pages.data && <span className="ml-2 text-base font-normal text-gray-500">({pages.total})</span>}
      </h2>
      <ListingGrid
        listings={pages.listings}
        isPending={pages.isPending}
        emptyIcon={PackageOpen}
        emptyTitle="No listings found"
        emptyText={
          isOwner
            ? 'Items you list for sale will appear here.'
            : 'This seller has nothing for sale right now.'
        }
        badge={(listing) =>
          // The card marks a sold listing Sold itself: one badge, not Active and Sold.
          listing.isSold ? null : listing.isActive ? (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              Active
            </span>
          ) : (
            <span className="rounded-full bg-gray-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              Inactive
            </span>
          )
        }
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
