import { useQuery } from '@tanstack/react-query';
import type { SellerStats } from '../../../../shared/seller-stats';

export const SELLER_STATS_KEY = ['/api/seller/stats'] as const;

/** GET /api/seller/stats: the signed-in seller's own figures (server: features/seller-stats). */
export function useSellerStats() {
  return useQuery<SellerStats>({
    queryKey: SELLER_STATS_KEY,
    // Figures move with every view, like and sale: refresh whenever the dashboard opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
