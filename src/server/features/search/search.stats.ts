import { sql } from 'drizzle-orm';
import { BROWSE_CATEGORIES } from '#shared/constants.js';
import { TIME_FRAME_DAYS } from '#shared/search-options.js';
import type { CategoryCounts, ListingStats, TIME_FRAMES } from '#shared/search.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/rows.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import { categoryCondition } from './search.categories.js';
import { listingsVersion } from './search.service.js';

/**
 * Figures for the trending, new-arrivals and categories pages (docs/product/10-decisions-beyond-the-spec.md §10.3: "Placeholder figures
 * become real"). The spec's hard-coded tiles (1,234 / 12 / 4.8) become counts of the listings table,
 * and the 'Average Rating' tile the average of the reviews of the sellers whose listings
 * the page shows — those with something for sale — each review counting once; null before the first.
 */

const ACTIVE = sql`l.is_active and not l.is_sold`;

// Counting the whole table on every page view is wasteful, so the figures are cached under the
// listings generation (see search.counts): a listing sold or deactivated leaves them at once. The
// TTL only ages "new this week" and the average rating (a review does not move the generation, so a
// new one shows within the TTL). One cache per app so each test app sees its own figures.
const cacheFor = cachePerOwner(
  (ctx: AppContext) => new TtlCache<unknown>(ctx.config.env === 'test' ? 0 : 15_000, 8),
);

async function listingStats(ctx: AppContext, timeFrame: (typeof TIME_FRAMES)[number]): Promise<ListingStats> {
  const rows = await ctx.db.execute(sql`
    select
      count(*)::int as active_listings,
      count(distinct l.category)::int as categories,
      count(*) filter (where l.created_at >= now() - make_interval(days => ${TIME_FRAME_DAYS[timeFrame]}))::int as new_count,
      count(distinct l.seller_id)::int as sellers,
      (select round(avg(r.rating), 1)::float8 from reviews r
        where r.seller_id in (select a.seller_id from listings a where a.is_active and not a.is_sold)
      ) as average_rating
    from listings l
    where ${ACTIVE}`);
  const row = rowsOf<Record<string, number | null>>(rows)[0] ?? {};
  return {
    activeListings: Number(row.active_listings ?? 0),
    categoriesWithListings: Number(row.categories ?? 0),
    averageSellerRating: row.average_rating ?? null,
    newThisPeriod: Number(row.new_count ?? 0),
    sellers: Number(row.sellers ?? 0),
    timeFrame,
  };
}

/** Every browse category's active listing count and the photo of its hottest listing, in one query. */
async function categoryCounts(ctx: AppContext): Promise<CategoryCounts> {
  const columns = BROWSE_CATEGORIES.map((name, i) => {
    const condition = categoryCondition(name) ?? sql`false`;
    return sql`
      (select count(*)::int from listings l where ${ACTIVE} and ${condition}) as ${sql.raw(`c${i}`)},
      (select coalesce(l.image_url, l.images[1]) from listings l
        where ${ACTIVE} and ${condition} and (l.image_url is not null or cardinality(l.images) > 0)
        order by l.hot_score desc, l.id limit 1) as ${sql.raw(`p${i}`)}`;
  });
  const rows = await ctx.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = rowsOf<Record<string, number | string | null>>(rows)[0] ?? {};
  return {
    categories: BROWSE_CATEGORIES.map((name, i) => ({
      name,
      count: Number(row[`c${i}`] ?? 0),
      imageUrl: typeof row[`p${i}`] === 'string' ? (row[`p${i}`] as string) : null,
    })),
  };
}

/** The figures of a time frame, cached under the current listings generation. */
export async function cachedListingStats(
  ctx: AppContext,
  timeFrame: (typeof TIME_FRAMES)[number],
): Promise<ListingStats> {
  const generation = await listingsVersion(ctx);
  return (await cacheFor(ctx).getOrLoad(`${generation}:stats:${timeFrame}`, () =>
    listingStats(ctx, timeFrame),
  )) as ListingStats;
}

/** The category counts, cached under the current listings generation. */
export async function cachedCategoryCounts(ctx: AppContext): Promise<CategoryCounts> {
  const generation = await listingsVersion(ctx);
  return (await cacheFor(ctx).getOrLoad(`${generation}:categories`, () =>
    categoryCounts(ctx),
  )) as CategoryCounts;
}
