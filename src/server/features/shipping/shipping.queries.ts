import type { Db } from '../../db/client.js';
import { shippingRates } from '../../db/schema.js';

/** Every configured parcel price. */
export async function selectShippingRates(db: Db) {
  return db
    .select({ parcelSize: shippingRates.parcelSize, priceCents: shippingRates.priceCents })
    .from(shippingRates);
}
