/** GET /api/listings/stats (server: features/search/search.stats.ts). */
export type ListingStats = {
  activeListings: number;
  categoriesWithListings: number;
  averageSellerRating: number | null;
  newThisPeriod: number;
  sellers: number;
  timeFrame: 'day' | 'week' | 'month';
};

export type CategoryCount = { name: string; count: number; imageUrl: string | null };
