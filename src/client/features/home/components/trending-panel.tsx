import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { ListingPreviewGrid } from '#client/components/listing-preview-grid';
import { buttonClass } from '#client/components/ui/button';
import { useRecentListings } from '#client/lib/recent-listings';

const COUNT = 24;

/** The 'Trending Items' tab: the first page of listings; the full browse lives at /trending. */
export function TrendingPanel() {
  const { data, isPending, isError } = useRecentListings(COUNT);
  return (
    <section aria-labelledby="home-trending-heading">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-trending-heading" className="text-xl font-semibold text-gray-900">
            Trending Items
          </h2>
          {data && (
            <p className="text-sm text-gray-600">
              {data.total} {data.total === 1 ? 'item' : 'items'} for sale
            </p>
          )}
        </div>
        <Link href="/trending" className={buttonClass('outline', 'sm')}>
          Browse all
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ListingPreviewGrid
        listings={data?.listings}
        isLoading={isPending}
        skeletonCount={12}
        emptyText={
          isError
            ? 'Listings could not be loaded right now. Please try again in a moment.'
            : 'No listings found'
        }
      />
    </section>
  );
}
