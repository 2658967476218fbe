import { computeShippingSplit } from '#shared/fees.js';
import {
  DEFAULT_SHIPPING_RATES,
  PARCEL_SIZE_LABELS,
  PARCEL_SIZES,
  type ParcelSize,
  type ShippingPayer,
  type ShippingRates,
  type ShippingRatesReply,
} from '#shared/shipping.js';
import type { Db } from '../../db/client.js';
import * as q from './shipping.queries.js';

/**
 * How long a read of shipping_rates is reused. Every listing reply carries its shipping price, so
 * reading the table each time would double the listing page's queries; an operator's new price
 * reaches every instance within this time.
 */
export const SHIPPING_RATES_TTL_MS = 60_000;

const cache = new WeakMap<Db, { rates: ShippingRates; readAt: number }>();

/** The configured price per parcel size, cached per database; a missing row keeps its default. */
export async function getShippingRates(db: Db): Promise<ShippingRates> {
  const hit = cache.get(db);
  if (hit && performance.now() - hit.readAt < SHIPPING_RATES_TTL_MS) return hit.rates;
  const rates = { ...DEFAULT_SHIPPING_RATES };
  for (const row of await q.selectShippingRates(db)) rates[row.parcelSize] = row.priceCents;
  cache.set(db, { rates, readAt: performance.now() });
  return rates;
}

/** Drops the cached rates, so the next read sees the table (after an operator's change; tests). */
export function forgetShippingRates(db: Db): void {
  cache.delete(db);
}

/** GET /api/shipping-rates: the sizes in order, each with its label and price. */
export async function listShippingRates(db: Db): Promise<ShippingRatesReply> {
  const rates = await getShippingRates(db);
  return {
    rates: PARCEL_SIZES.map((parcelSize) => ({
      parcelSize,
      label: PARCEL_SIZE_LABELS[parcelSize],
      priceCents: rates[parcelSize],
    })),
  };
}

/** What the buyer pays for shipping a listing: its parcel's price, or 0 with free shipping. */
export async function buyerShippingCents(
  db: Db,
  listing: { priceCents: number; parcelSize: ParcelSize; shippingPayer: ShippingPayer },
): Promise<number> {
  const rates = await getShippingRates(db);
  return computeShippingSplit(listing.priceCents, rates[listing.parcelSize], listing.shippingPayer)
    .buyerShippingCents;
}
