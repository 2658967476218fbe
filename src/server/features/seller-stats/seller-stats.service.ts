import {
  RECENT_ACTIVITY_LIMIT,
  SALES_SERIES_DAYS,
  SELLER_LISTINGS_LIMIT,
  TOP_CATEGORIES_LIMIT,
  type ActivityItem,
  type ActivityType,
  type SellerListingStatus,
  type SellerStats,
} from '#shared/seller-stats.js';
import type { AppContext } from '../../context.js';
import * as q from './seller-stats.queries.js';

type ActivityRow = {
  listingId: string;
  listingTitle: string;
  amountCents?: number;
  actorHandle: string | null;
  at: Date;
};

const toActivity =
  (type: ActivityType) =>
  (row: ActivityRow): ActivityItem => ({
    type,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    amountCents: row.amountCents ?? null,
    actorHandle: row.actorHandle,
    at: row.at.toISOString(),
  });

type StatusFacts = { isActive: boolean; isSold: boolean; needsPhotos: boolean; needsCategory: boolean };

const statusOf = (row: StatusFacts): SellerListingStatus =>
  row.isSold ? 'sold' : row.isActive ? 'active' : row.needsPhotos || row.needsCategory ? 'draft' : 'inactive';

/**
 * Seller Tools' figures for the signed-in seller only (docs/product/08-seller-tools.md §8.1 'Seller Tools', docs/product/10-decisions-beyond-the-spec.md §10.3). Every
 * part is one aggregate or one capped query, so the cost does not grow with a per-listing loop.
 */
export async function sellerStats(ctx: AppContext, sellerId: string): Promise<SellerStats> {
  const [totals, salesByDay, topCategories, activity, listings] = await Promise.all([
    q.sellerTotals(ctx.db, sellerId),
    q.salesByDay(ctx.db, sellerId, SALES_SERIES_DAYS),
    q.topCategories(ctx.db, sellerId, TOP_CATEGORIES_LIMIT),
    q.recentActivity(ctx.db, sellerId, RECENT_ACTIVITY_LIMIT),
    q.sellerListings(ctx.db, sellerId, SELLER_LISTINGS_LIMIT),
  ]);

  const recentActivity = [
    ...activity.offerRows.map(toActivity('offer')),
    ...activity.saleRows.map(toActivity('sale')),
    ...activity.likeRows.map(toActivity('like')),
    ...activity.commentRows.map(toActivity('comment')),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY_LIMIT);

  return {
    totals,
    salesByDay,
    topCategories,
    recentActivity,
    listings: listings.map(({ isSold, needsPhotos, needsCategory, ...row }) => ({
      ...row,
      status: statusOf({ ...row, isSold, needsPhotos, needsCategory }),
    })),
  };
}
