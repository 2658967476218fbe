import { LANDING_CACHE_MS, LANDING_LISTING_COUNT } from '#shared/constants';
import { ListingPreviewGrid } from '#client/components/listing-preview-grid';
import { SectionHeading } from '#client/components/section-heading';
import { useRecentListings } from '#client/lib/recent-listings';

/** The first 6 listings, cached 5 minutes, 'Failed to fetch listings' on error (docs/product/09-information-pages.md §9.2, §9.3, §9.4). */
export function PopularSection() {
  const { data, isPending, isError } = useRecentListings(LANDING_LISTING_COUNT, {
    staleTime: LANDING_CACHE_MS,
    errorToast: 'Failed to fetch listings',
  });
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
      <SectionHeading
        id="popular-heading"
        title="Popular right now"
        description="Fresh finds other shoppers are loving this week."
        link={{ href: '/trending', label: 'View All Items' }}
        size="lg"
        className="mb-6"
      />
      <ListingPreviewGrid
        listings={data?.listings}
        isLoading={isPending}
        skeletonCount={LANDING_LISTING_COUNT}
        isError={isError}
        emptyText="No listings yet — be the first to sell something."
      />
    </section>
  );
}
