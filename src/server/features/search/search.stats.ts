import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BROWSE_CATEGORIES } from '../../../shared/constants.js';
import { TIME_FRAME_DAYS, TIME_FRAME_MESSAGE } from '../../../shared/search-options.js';
import { TIME_FRAMES } from '../../../shared/search.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/rows.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import { categoryCondition } from './search.categories.js';
import { listingsGeneration } from './search.queries.js';

/**
 * Figures for the trending, new-arrivals and categories pages (docs/product/10-decisions-beyond-the-spec.md §10.3: "Placeholder figures
 * become real"). The spec's hard-coded tiles (1,234 / 12 / 4.8) become counts of the listings table.
 * There are no seller ratings in the data model, so `averageSellerRating` is always null and the
 * pages show the number of active sellers instead of inventing a rating.
 */

export const listingStatsSchema = z.object({
  activeListings: z.number().int(),
  categoriesWithListings: z.number().int(),
  averageSellerRating: z.null(),
  newThisPeriod: z.number().int(),
  sellers: z.number().int(),
  timeFrame: z.enum(TIME_FRAMES),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

export const categoryCountsSchema = z.object({
  categories: z.array(
    z.object({ name: z.string(), count: z.number().int(), imageUrl: z.string().nullable() }),
  ),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

const statsQuerySchema = z.object({
  timeFrame: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : 'week'))
    .pipe(z.enum(TIME_FRAMES, { error: TIME_FRAME_MESSAGE })),
});

const ACTIVE = sql`l.is_active and not l.is_sold`;

// Counting the whole table on every page view is wasteful, so the figures are cached under the
// listings generation (see search.counts): a listing sold or deactivated leaves them at once. The
// TTL only ages "new this week". One cache per app so each test app sees its own figures.
const cacheFor = cachePerOwner(
  (ctx: AppContext) => new TtlCache<unknown>(ctx.config.env === 'test' ? 0 : 15_000, 8),
);

export async function listingStats(
  ctx: AppContext,
  timeFrame: (typeof TIME_FRAMES)[number],
): Promise<ListingStats> {
  const rows = await ctx.db.execute(sql`
    select
      count(*)::int as active_listings,
      count(distinct l.category)::int as categories,
      count(*) filter (where l.created_at >= now() - make_interval(days => ${TIME_FRAME_DAYS[timeFrame]}))::int as new_count,
      count(distinct l.seller_id)::int as sellers
    from listings l
    where ${ACTIVE}`);
  const row = rowsOf<Record<string, number>>(rows)[0] ?? {};
  return {
    activeListings: Number(row.active_listings ?? 0),
    categoriesWithListings: Number(row.categories ?? 0),
    averageSellerRating: null,
    newThisPeriod: Number(row.new_count ?? 0),
    sellers: Number(row.sellers ?? 0),
    timeFrame,
  };
}

/** Every browse category's active listing count and the photo of its hottest listing, in one query. */
export async function categoryCounts(ctx: AppContext): Promise<CategoryCounts> {
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

/**
 * As GET /api/listings: a signed-in person may have just changed a listing and refetches the figures,
 * so the browser must not answer from its cache; anonymous visitors may share 15-second-old figures.
 */
const browserCaching = (user: unknown) => (user ? 'private, no-store' : 'public, max-age=15');

/** GET /api/listings/stats?timeFrame= and GET /api/listings/category-counts — public figures. */
export function searchStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/listings/stats',
      { schema: { querystring: statsQuerySchema, response: { 200: listingStatsSchema } } },
      async (request, reply) => {
        reply.header('cache-control', browserCaching(request.user));
        const timeFrame = request.query.timeFrame;
        const generation = await listingsGeneration(ctx.db);
        return (await cacheFor(ctx).getOrLoad(`${generation}:stats:${timeFrame}`, () =>
          listingStats(ctx, timeFrame),
        )) as ListingStats;
      },
    );
    app.get(
      '/api/listings/category-counts',
      { schema: { response: { 200: categoryCountsSchema } } },
      async (request, reply) => {
        reply.header('cache-control', browserCaching(request.user));
        const generation = await listingsGeneration(ctx.db);
        return (await cacheFor(ctx).getOrLoad(`${generation}:categories`, () =>
          categoryCounts(ctx),
        )) as CategoryCounts;
      },
    );
  };
}
