import { useQuery } from '@tanstack/react-query';
import { offersApi } from '#shared/api/offers';
import type { Offer } from '#shared/offers';
import { queryOf } from '#client/lib/endpoints';

/**
 * The step a buyer is waiting on or may act on for this listing: the newest pending or accepted one
 * of their threads on it, or null ("my offer on the listing").
 */
export function pickMyOffer(offers: readonly Offer[], listingId: string): Offer | null {
  const open = offers.filter(
    (o) => o.listingId === listingId && (o.status === 'pending' || o.status === 'accepted'),
  );
  open.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return open[0] ?? null;
}

/**
 * GET /api/offers?buyerId=me filtered to this listing — the Offers page's and the offer dialog's own
 * query, so an offer sent, countered or accepted anywhere refreshes it.
 */
export function useMyOffer(listingId: string, buyerId: string | null) {
  return useQuery({
    ...queryOf(offersApi.list, { query: { buyerId: buyerId ?? '' } }),
    enabled: buyerId !== null,
    select: (data) => pickMyOffer(data.offers, listingId),
  });
}
