import { useQuery } from '@tanstack/react-query';
import { shippingApi } from '#shared/api/shipping';
import { ratesFromReply, type ShippingRates } from '#shared/shipping';
import { queryOf } from '#client/lib/endpoints';

/**
 * GET /api/shipping-rates as a lookup by parcel size. Until it answers (or if it fails) the
 * defaults stand in, so the listing form and the fee calculator always show a figure; the prices
 * change rarely, so one read lasts the session's minutes.
 */
export function useShippingRates(): ShippingRates {
  const { data } = useQuery({ ...queryOf(shippingApi.rates), staleTime: 5 * 60_000 });
  return ratesFromReply(data);
}
