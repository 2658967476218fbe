import { ListingPreviewGrid } from '#client/components/listing-preview-grid';
import { SectionHeading } from '#client/components/section-heading';
import { useRecentListings } from '#client/lib/recent-listings';

const COUNT = 24;

/** The 'Trending Items' tab: the first page of listings; the full browse lives at /trending. */
export function TrendingPanel() {
  const { data, isPending, isError } = useRecentListings(COUNT);
  return (
    <section aria-labelledby="home-trending-heading">
      <SectionHeading
        id="home-trending-heading"
        title="Trending Items"
        description={data && `${data.total} ${data.total === 1 ? 'item' : 'items'} for sale`}
        link={{ href: '/trending', label: 'Browse all' }}
        size="sm"
        className="mb-5"
      />
      <ListingPreviewGrid
        listings={data?.listings}
        isLoading={isPending}
        skeletonCount={12}
        isError={isError}
        emptyText="No listings found"
      />
    </section>
  );
}
