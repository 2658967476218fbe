import { sql } from 'drizzle-orm';
import { BROWSE_CATEGORIES } from '#shared/constants.js';
import { TIME_FRAME_DAYS } from '#shared/search-options.js';
import type { CategoryCounts, ListingStats, TIME_FRAMES } from '#shared/search.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { categoryCondition } from './search.categories.queries.js';

/** The counts behind the figures of search.stats.ts, each page's in one query. */

const ACTIVE = sql`l.is_active and not l.is_sold`;

export async function listingStats(db: Db, timeFrame: (typeof TIME_FRAMES)[number]): Promise<ListingStats> {
  const rows = await db.execute(sql`
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
export async function categoryCounts(db: Db): Promise<CategoryCounts> {
  const columns = BROWSE_CATEGORIES.map((name, i) => {
    const condition = categoryCondition(name) ?? sql`false`;
    return sql`
      (select count(*)::int from listings l where ${ACTIVE} and ${condition}) as ${sql.raw(`c${i}`)},
      (select coalesce(l.image_url, l.images[1]) from listings l
        where ${ACTIVE} and ${condition} and (l.image_url is not null or cardinality(l.images) > 0)
        order by l.hot_score desc, l.id limit 1) as ${sql.raw(`p${i}`)}`;
  });
  const rows = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = rowsOf<Record<string, number | string | null>>(rows)[0] ?? {};
  return {
    categories: BROWSE_CATEGORIES.map((name, i) => ({
      name,
      count: Number(row[`c${i}`] ?? 0),
      imageUrl: typeof row[`p${i}`] === 'string' ? (row[`p${i}`] as string) : null,
    })),
  };
}
