import { useQuery } from '@tanstack/react-query';
import { Clock, PackageOpen, Sparkles, Store } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { BROWSE_CATEGORIES } from '#shared/constants';
import { searchApi } from '#shared/api/search';
import { TIME_FRAMES } from '#shared/search-options';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { CardBadge, ListingGrid } from '../../components/listing-grid';
import { OptionSelect } from './components/option-select';
import { StatTiles } from './components/stat-tiles';
import { NewArrivalAlerts } from './components/new-arrival-alerts';
import { useListingPages } from '../../lib/listing-pages';
import { pageMeta } from '#shared/page-meta';

type TimeFrame = (typeof TIME_FRAMES)[number];
const TIME_FRAME_LABELS: Record<TimeFrame, string> = { day: 'Today', week: 'This Week', month: 'This Month' };
const PERIOD_LABELS: Record<TimeFrame, string> = {
  day: 'New Today',
  week: 'New This Week',
  month: 'New This Month',
};

/** /new-arrivals (docs/product/03-search.md §3.1): newest first, narrowed by category and time frame (kept in the URL). */
export default function NewArrivalsPage() {
  usePageMeta(...pageMeta('/new-arrivals'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const category = (BROWSE_CATEGORIES as readonly string[]).find((c) => c === params.get('category'));
  const timeFrame: TimeFrame = (TIME_FRAMES as readonly string[]).includes(params.get('timeFrame') ?? '')
    ? (params.get('timeFrame') as TimeFrame)
    : 'week';

  const set = (patch: { category?: string; timeFrame?: TimeFrame }) => {
    const next = new URLSearchParams();
    const c = 'category' in patch ? patch.category : category;
    const t = patch.timeFrame ?? timeFrame;
    if (c) next.set('category', c);
    if (t !== 'week') next.set('timeFrame', t);
    const qs = next.toString();
    navigate(qs ? `/new-arrivals?${qs}` : '/new-arrivals');
  };

  const api = new URLSearchParams({ sort: 'newest', timeFrame });
  if (category) api.set('category', category);
  const pages = useListingPages(api.toString());
  const stats = useQuery(queryOf(searchApi.stats, { query: { timeFrame } }));

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">New Arrivals</h1>
          <p className="text-gray-600">Fresh finds from our sellers, newest first.</p>
        </div>
        <NewArrivalAlerts category={category} />
      </header>

      <StatTiles
        tiles={[
          { label: PERIOD_LABELS[timeFrame], value: stats.data?.newThisPeriod, icon: Sparkles },
          { label: 'Items for Sale', value: stats.data?.activeListings, icon: PackageOpen },
          { label: 'Active Sellers', value: stats.data?.sellers, icon: Store },
        ]}
      />

      <div className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <OptionSelect
          id="arrivals-category"
          label="Category"
          anyLabel="All Categories"
          value={category}
          options={BROWSE_CATEGORIES}
          onChange={(c) => set({ category: c })}
        />
        <OptionSelect
          id="arrivals-time"
          label="Time frame"
          value={timeFrame}
          options={TIME_FRAMES.map((t) => ({ value: t, label: TIME_FRAME_LABELS[t] }))}
          onChange={(t) => set({ timeFrame: (t as TimeFrame | undefined) ?? 'week' })}
        />
      </div>

      {/* The cards' titles are h3s: a heading between them and the h1 keeps the levels in order. */}
      <h2 className="sr-only">Listings</h2>
      <ListingGrid
        listings={pages.listings}
        isPending={pages.isPending}
        emptyIcon={Clock}
        emptyTitle="No new arrivals found"
        emptyText="Nothing new in this time frame yet. Try a longer time frame or another category."
        badge={() => <CardBadge tone="new">New</CardBadge>}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </div>
  );
}
