import type { BrowsePage } from '../../../shared/search';
import { api } from '../../lib/api';

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

/**
 * One page of GET /api/listings. The first page's URL is exactly `/api/listings` + the page's own
 * query string, because that is the key the server embeds the first answer under (initial data).
 */
export function fetchListingsPage(search: string, cursor: string | null): Promise<BrowsePage> {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const qs = cursor ? params.toString() : search;
  return api.get<BrowsePage>(qs ? `/api/listings?${qs}` : '/api/listings');
}
