import type { CategoryCounts, ListingStats, TIME_FRAMES } from '#shared/search.js';
import type { AppContext } from '../../context.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import { listingsVersion } from './search.service.js';
import * as q from './search.stats.queries.js';

/**
 * Figures for the trending, new-arrivals and categories pages (docs/product/10-decisions-beyond-the-spec.md §10.3: "Placeholder figures
 * become real"). The spec's hard-coded tiles (1,234 / 12 / 4.8) become counts of the listings table,
 * and the 'Average Rating' tile the average of the reviews of the sellers whose listings
 * the page shows — those with something for sale — each review counting once; null before the first.
 */

// Counting the whole table on every page view is wasteful, so the figures are cached under the
// listings generation (see search.counts): a listing sold or deactivated leaves them at once. The
// TTL only ages "new this week" and the average rating (a review does not move the generation, so a
// new one shows within the TTL). One cache per app so each test app sees its own figures.
const cacheFor = cachePerOwner(
  (ctx: AppContext) => new TtlCache<unknown>(ctx.config.env === 'test' ? 0 : 15_000, 8),
);

/** The figures of a time frame, cached under the current listings generation. */
export async function cachedListingStats(
  ctx: AppContext,
  timeFrame: (typeof TIME_FRAMES)[number],
): Promise<ListingStats> {
  const generation = await listingsVersion(ctx);
  return (await cacheFor(ctx).getOrLoad(`${generation}:stats:${timeFrame}`, () =>
    q.listingStats(ctx.db, timeFrame),
  )) as ListingStats;
}

/** The category counts, cached under the current listings generation. */
export async function cachedCategoryCounts(ctx: AppContext): Promise<CategoryCounts> {
  const generation = await listingsVersion(ctx);
  return (await cacheFor(ctx).getOrLoad(`${generation}:categories`, () =>
    q.categoryCounts(ctx.db),
  )) as CategoryCounts;
}
