import { Flame, Layers, SlidersHorizontal, Star, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { searchApi } from '#shared/api/search';
import { trendingHeading } from '#shared/trending-meta';
import { LazyMount } from '../../components/lazy-mount';
import { Button } from '../../components/ui/button';
import { LazySelect } from '../../components/ui/lazy-select';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { FilterPanel } from './components/filter-panel';
import { StatTiles } from './components/stat-tiles';
import { TrendingResults } from './components/trending-results';
import { useListingPages } from '../../lib/listing-pages';
import {
  activeFilterCount,
  filtersToSearch,
  headingQuery,
  parseFilters,
  priceRangeError,
  SORT_LABELS,
  type Filters,
} from './lib/filters';

// Saving a search brings the saved-search rules and zod: a chunk of its own, after first paint.
const SaveSearchButton = lazy(() => import('./components/save-search-button'));
// The sheet is for phones and opens on demand: its dialog code loads with the first tap.
const FilterSheet = lazy(() =>
  import('./components/filter-sheet').then((module) => ({ default: module.FilterSheet })),
);

/**
 * /trending (docs/product/03-search.md §3.1): the filters live in the query string, so the page is rebuilt from it on every
 * change, back and forward included. Heading and meta come from trendingHeading(), as on the server.
 */
export default function TrendingPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filters = parseFilters(search);
  const { title, description } = trendingHeading(headingQuery(filters));
  usePageMeta(title, description);

  const invalid = priceRangeError(filters);
  const pages = useListingPages(search, !invalid);
  const stats = useQuery(queryOf(searchApi.stats));
  const count = activeFilterCount(filters);

  const apply = (next: Filters) => {
    const qs = filtersToSearch(next);
    navigate(qs ? `/trending?${qs}` : '/trending');
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="text-gray-600">
          {filters.search ? (
            <>
              Pre-loved pieces matching your search.{' '}
              <Link
                href={`/trending?${filtersToSearch({ ...filters, search: undefined })}`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                <X className="size-4" aria-hidden="true" /> Clear search
              </Link>
            </>
          ) : (
            'What buyers are liking, commenting on and making offers on right now.'
          )}
        </p>
        {/* Plain /trending has nothing to save: its chunk (and zod with it) is not fetched at all then. */}
        {search && (
          <Suspense fallback={null}>
            <SaveSearchButton key={search} search={search} />
          </Suspense>
        )}
      </header>

      <StatTiles
        tiles={[
          { label: 'Items Trending', value: stats.data?.activeListings, icon: Flame },
          { label: 'Hot Categories', value: stats.data?.categoriesWithListings, icon: Layers },
          // The average of the reviews of the sellers with something for sale.
          {
            label: 'Average Rating',
            value: stats.data ? stats.data.averageSellerRating : undefined,
            icon: Star,
            format: (rating) => rating.toFixed(1),
          },
        ]}
      />

      <div className="flex gap-8">
        <aside aria-label="Filters" className="hidden w-64 shrink-0 md:block">
          <div className="sticky top-20 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="mb-4 text-lg font-semibold text-gray-900">Filters</h2>
            <FilterPanel idPrefix="side" filters={filters} onChange={apply} />
          </div>
        </aside>

        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="results-heading">
          {/* The cards' titles are h3s: this h2 keeps the levels in order on phones, where the filters' h2 is hidden. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* On phones the count takes its own line: holding that line (and its height) while the listings
                load keeps the grid from moving down when the count arrives. */}
            <p className="min-h-5 w-full text-sm text-gray-600 sm:w-auto" aria-live="polite">
              {invalid
                ? ''
                : pages.data
                  ? `${pages.total.toLocaleString('en-US')} item${pages.total === 1 ? '' : 's'}`
                  : ''}
            </p>
            <div className="flex items-center gap-2">
              <Button
                ref={filtersButton}
                variant="outline"
                className="md:hidden"
                aria-haspopup="dialog"
                aria-expanded={sheetOpen}
                onClick={() => setSheetOpen(true)}
              >
                <SlidersHorizontal aria-hidden="true" />
                Filters{count > 0 && ` (${count})`}
              </Button>
              <LazyMount when={sheetOpen}>
                <FilterSheet
                  open={sheetOpen}
                  onOpenChange={setSheetOpen}
                  returnFocusTo={filtersButton}
                  filters={filters}
                  onChange={apply}
                  resultCount={pages.data && !invalid ? pages.total.toLocaleString('en-US') : ''}
                />
              </LazyMount>
              <LazySelect
                aria-label="Sort by"
                className="w-48"
                value={filters.sort}
                options={SORT_LABELS}
                onValueChange={(sort) => apply({ ...filters, sort: sort as Filters['sort'] })}
              />
            </div>
          </div>

          {invalid ? (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {invalid}
            </p>
          ) : (
            <TrendingResults pages={pages} />
          )}
        </section>
      </div>
    </div>
  );
}
