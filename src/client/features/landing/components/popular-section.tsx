import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { LANDING_CACHE_MS, LANDING_LISTING_COUNT } from '#shared/constants';
import { ListingPreviewGrid } from '#client/components/listing-preview-grid';
import { buttonClass } from '#client/components/ui/button';
import { useRecentListings } from '#client/lib/recent-listings';

/** The first 6 listings, cached 5 minutes, 'Failed to fetch listings' on error (docs/product/09-information-pages.md §9.2, §9.3, §9.4). */
export function PopularSection() {
  const { data, isPending, isError } = useRecentListings(LANDING_LISTING_COUNT, {
    staleTime: LANDING_CACHE_MS,
    errorToast: 'Failed to fetch listings',
  });
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="popular-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Popular right now
          </h2>
          <p className="mt-1 text-gray-600">Fresh finds other shoppers are loving this week.</p>
        </div>
        <Link href="/trending" className={buttonClass('outline', 'md')}>
          View All Items
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ListingPreviewGrid
        listings={data?.listings}
        isLoading={isPending}
        skeletonCount={LANDING_LISTING_COUNT}
        emptyText={
          isError
            ? 'Listings could not be loaded right now. Please try again in a moment.'
            : 'No listings yet — be the first to sell something.'
        }
      />
    </section>
  );
}
