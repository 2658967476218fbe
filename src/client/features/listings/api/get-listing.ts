import { useQuery } from '@tanstack/react-query';
import type { ListingDetail } from './types';

/** The key is the address (the default query function joins it): GET /api/listings/{id}. */
export function listingKey(id: string) {
  return ['/api/listings', id] as const;
}

export function useListing(id: string) {
  return useQuery<{ listing: ListingDetail }, Error, ListingDetail>({
    queryKey: listingKey(id),
    select: (data) => data.listing,
  });
}
