import { useQuery } from '@tanstack/react-query';
import { sellerStatsApi } from '#shared/api/seller-stats';
import { queryOf } from '#client/lib/endpoints';

/** GET /api/seller/stats: the signed-in seller's own figures (server: features/seller-stats). */
export function useSellerStats() {
  return useQuery({
    ...queryOf(sellerStatsApi.get),
    // Figures move with every view, like and sale: refresh whenever the dashboard opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
