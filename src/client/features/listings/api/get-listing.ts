import { useQuery } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import { queryOf } from '#client/lib/endpoints';

/** GET /api/listings/{id}: one listing (its seller also sees it while inactive). */
export function useListing(id: string) {
  return useQuery({
    ...queryOf(listingsApi.get, { params: { id } }),
    select: (data) => data.listing,
  });
}
