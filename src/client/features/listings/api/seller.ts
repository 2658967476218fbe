import { useQuery } from '@tanstack/react-query';
import { searchApi } from '#shared/api/search';
import { usersApi } from '#shared/api/users';
import { queryOf } from '#client/lib/endpoints';

/** GET /api/users/handle/{handle} → { user } with the profile's counts. */
export function useUserByHandle(handle: string | undefined) {
  return useQuery({
    ...queryOf(usersApi.byHandle, { params: { handle: handle ?? '' } }),
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
  return useQuery({
    ...queryOf(searchApi.browse, {
      // A query string carries text: the limit is sent as '100' whatever its type here.
      query: { sellerId, sort: 'newest', limit: String(SELLER_LISTINGS_LIMIT) },
    }),
    enabled: !!sellerId,
  });
}
