import { useQuery } from '@tanstack/react-query';
import type { BrowsePage } from '../../../../shared/search';
import type { PublicUser } from './types';

/** GET /api/users/handle/{handle} → { user } with the profile's counts. */
export function useUserByHandle(handle: string | undefined) {
  return useQuery<{ user: PublicUser }, Error, PublicUser>({
    queryKey: ['/api/users/handle', handle ?? ''],
    enabled: !!handle,
    select: (data) => data.user,
  });
}

export const SELLER_LISTINGS_LIMIT = 100;

/**
 * GET /api/listings?sellerId={id}: the seller's own listings. Asked by the seller, the answer
 * includes inactive and sold ones (the search feature's rule), so 'My Listings' shows them all.
 */
export function useSellerListings(sellerId: string | undefined) {
  return useQuery<BrowsePage>({
    queryKey: ['/api/listings', { sellerId, sort: 'newest', limit: SELLER_LISTINGS_LIMIT }],
    enabled: !!sellerId,
  });
}
