/** GET /api/listings/stats: the server's own schema (averageSellerRating is always null). */
export type { ListingStats } from '../../../shared/search';

export type CategoryCount = { name: string; count: number; imageUrl: string | null };
