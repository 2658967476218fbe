import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { SALE_ORDER_STATUSES } from '#shared/seller-stats.js';
import type { Db } from '../../db/client.js';
import { favorites, listingComments, listings, offers, orders, users } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

const isSale = inArray(orders.status, [...SALE_ORDER_STATUSES]);
/** When a sale happened: the payment's time, or the order's for rows paid before paid_at existed. */
const soldAt = sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith(orders.createdAt);
/**
 * The stored fees of each sale, so a later fee change never rewrites past earnings, less the label when
 * the seller paid shipping: sellerEarningsCents (shared/fees.ts) in SQL, the same as the ledger books.
 */
const earnings = sql`greatest(0, ${orders.priceCents} - ${orders.feeCents} - ${orders.processingFeeCents}
  - case when ${orders.shippingPayer} = 'seller' then ${orders.shippingRateCents} else 0 end)`;

/** Every headline figure in one round trip: each sub-select reads one table through its seller index. */
export async function sellerTotals(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      activeListings: sql<number>`count(*) filter (where ${listings.isActive} and not ${listings.isSold})::int`,
      totalListings: sql<number>`(count(*) filter (where ${listings.relistedAs} is null))::int`,
      views: sql<number>`coalesce(sum(${listings.viewCount}), 0)::int`,
      likes: sql<number>`coalesce(sum(${listings.likeCount}), 0)::int`,
      offersReceived: sql<number>`(select count(*)::int from ${offers} where ${offers.sellerId} = ${sellerId})`,
      // A pending offer past its expiry is already lapsed for everyone who reads it (docs/product/10-decisions-beyond-the-spec.md §10.5).
      pendingOffers: sql<number>`(select count(*)::int from ${offers} where ${offers.sellerId} = ${sellerId}
        and ${offers.status} = 'pending' and ${offers.expiresAt} > now())`,
      sales: sql<number>`(select count(*)::int from ${orders} where ${orders.sellerId} = ${sellerId} and ${isSale})`,
      earningsCents: sql<number>`(select coalesce(sum(${earnings}), 0)::int from ${orders}
        where ${orders.sellerId} = ${sellerId} and ${isSale})`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return row!;
}

/** Sales per UTC day for the last `days` days, today included, zero-filled by generate_series. */
export async function salesByDay(db: Db, sellerId: string, days: number) {
  const result = await db.execute(sql`
    with span as (
      select generate_series(
        (now() at time zone 'utc')::date - ${days - 1}::int,
        (now() at time zone 'utc')::date,
        interval '1 day'
      )::date as day
    ),
    sold as (
      select (${soldAt} at time zone 'utc')::date as day, count(*)::int as sales,
             coalesce(sum(${earnings}), 0)::int as earnings
      from ${orders}
      where ${orders.sellerId} = ${sellerId} and ${isSale}
        and ${soldAt} >= ((now() at time zone 'utc')::date - ${days - 1}::int)::timestamp at time zone 'utc'
      group by 1
    )
    select to_char(span.day, 'YYYY-MM-DD') as date, coalesce(sold.sales, 0)::int as sales,
           coalesce(sold.earnings, 0)::int as earnings_cents
    from span left join sold on sold.day = span.day
    order by span.day`);
  return rowsOf<{ date: string; sales: number; earnings_cents: number }>(result).map((r) => ({
    date: r.date,
    sales: Number(r.sales),
    earningsCents: Number(r.earnings_cents),
  }));
}

/** Categories ranked by sales, then by active listings; one grouped pass over the seller's listings. */
export async function topCategories(db: Db, sellerId: string, limit: number) {
  const category = sql<string>`coalesce(nullif(trim(${listings.category}), ''), 'Uncategorized')`;
  const sold = sql<number>`count(distinct ${orders.id})::int`;
  const active = sql<number>`count(distinct ${listings.id}) filter (where ${listings.isActive} and not ${listings.isSold})::int`;
  return db
    .select({ category, sales: sold, activeListings: active })
    .from(listings)
    .leftJoin(orders, and(eq(orders.listingId, listings.id), isSale))
    .where(eq(listings.sellerId, sellerId))
    .groupBy(category)
    .having(sql`${sold} > 0 or ${active} > 0`)
    .orderBy(desc(sold), desc(active), category)
    .limit(limit);
}

const listingRef = { listingId: listings.id, listingTitle: listings.title };

/** The latest offers received, sales, likes and comments by others, each capped; merged by the service. */
export async function recentActivity(db: Db, sellerId: string, limit: number) {
  const [offerRows, saleRows, likeRows, commentRows] = await Promise.all([
    db
      .select({
        ...listingRef,
        amountCents: offers.offerCents,
        actorHandle: users.handle,
        at: offers.createdAt,
      })
      .from(offers)
      .innerJoin(listings, eq(listings.id, offers.listingId))
      .innerJoin(users, eq(users.id, offers.buyerId))
      .where(eq(offers.sellerId, sellerId))
      .orderBy(desc(offers.createdAt))
      .limit(limit),
    db
      .select({ ...listingRef, amountCents: orders.priceCents, actorHandle: users.handle, at: soldAt })
      .from(orders)
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(and(eq(orders.sellerId, sellerId), isSale))
      .orderBy(desc(soldAt))
      .limit(limit),
    db
      .select({ ...listingRef, actorHandle: users.handle, at: favorites.createdAt })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .innerJoin(users, eq(users.id, favorites.userId))
      .where(and(eq(listings.sellerId, sellerId), ne(favorites.userId, sellerId)))
      .orderBy(desc(favorites.createdAt))
      .limit(limit),
    db
      .select({ ...listingRef, actorHandle: users.handle, at: listingComments.createdAt })
      .from(listingComments)
      .innerJoin(listings, eq(listings.id, listingComments.listingId))
      .innerJoin(users, eq(users.id, listingComments.authorId))
      .where(and(eq(listings.sellerId, sellerId), ne(listingComments.authorId, sellerId)))
      .orderBy(desc(listingComments.createdAt))
      .limit(limit),
  ]);
  return { offerRows, saleRows, likeRows, commentRows };
}

/**
 * The seller's listings for 'My Listings', newest first. A relisted listing is retired, not paused:
 * its fresh copy stands for it, so it is left out (and out of the total).
 */
export async function sellerListings(db: Db, sellerId: string, limit: number) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      priceCents: listings.priceCents,
      // At most one order per listing is a sale (SOLD_ORDER_STATUSES); its price, offer or not.
      // Spelled with an alias and the outer table's name: a one-table select leaves its columns
      // unqualified, so listings.id written as a column would read the subquery's own id.
      soldPriceCents: sql<number | null>`(select sold.price_cents from ${orders} sold
        where sold.listing_id = ${listings}.id
          and sold.status in (${sql.join(
            SALE_ORDER_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}) limit 1)`,
      isActive: listings.isActive,
      isSold: listings.isSold,
      needsPhotos: listings.needsPhotos,
      needsCategory: listings.needsCategory,
      hiddenBy: listings.hiddenReason,
      hiddenNote: listings.hiddenNote,
      views: listings.viewCount,
      likes: listings.likeCount,
      imageUrl: sql<string | null>`coalesce(${listings.imageUrl}, ${listings.images}[1])`,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), isNull(listings.relistedAs)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
