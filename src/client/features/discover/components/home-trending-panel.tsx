import { SectionHeading } from '#client/components/section-heading';
import { useListingPages } from '#client/lib/listing-pages';
import { TrendingResults } from './trending-results';

const HOME_COUNT = 8;

/** The home dashboard's 'Trending Items' tab: the top few, with the way to the full page. */
export function HomeTrendingPanel() {
  const pages = useListingPages(`limit=${HOME_COUNT}`);
  return (
    <section aria-labelledby="home-trending-heading" className="space-y-5">
      <SectionHeading
        id="home-trending-heading"
        title="Trending Items"
        description="The pieces buyers are liking and making offers on right now."
        link={{ href: '/trending', label: 'View all trending' }}
        size="sm"
      />
      <TrendingResults pages={pages} limit={HOME_COUNT} />
    </section>
  );
}
