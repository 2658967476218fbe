import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { useListingPages } from '#client/lib/listing-pages';
import { TrendingResults } from './trending-results';

const HOME_COUNT = 8;

/** The home dashboard's 'Trending Items' tab: the top few, with the way to the full page. */
export function HomeTrendingPanel() {
  const pages = useListingPages(`limit=${HOME_COUNT}`);
  return (
    <section aria-labelledby="home-trending-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-trending-heading" className="text-xl font-semibold text-gray-900">
            Trending Items
          </h2>
          <p className="text-sm text-gray-600">
            The pieces buyers are liking and making offers on right now.
          </p>
        </div>
        <Link href="/trending" className={buttonClass('outline', 'sm')}>
          View all trending
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <TrendingResults pages={pages} limit={HOME_COUNT} />
    </section>
  );
}
