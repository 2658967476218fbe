import { isDeepStrictEqual } from 'node:util';
import { checkoutMessages } from '#shared/checkout.js';
import { computeShippingSplit } from '#shared/fees.js';
import type { OrderAddress } from '#shared/shipments.js';
import type { ParcelSize, ShippingPayer } from '#shared/shipping.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findAddressFor } from '../addresses/addresses.service.js';
import { getShippingRates } from '../shipping/shipping.service.js';

/**
 * Shipping at checkout: where the parcel goes and what shipping adds to the charge. Both
 * are fixed on the order when checkout starts, like the price: the buyer pays what the page showed.
 */

export type ShipTo = { id: string; address: OrderAddress };

export type ShippingTerms = {
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
  /** The parcel's rate now; the seller pays it out of earnings with free shipping. */
  shippingRateCents: number;
  /** The buyer's part: the rate, or 0 with free shipping. */
  shippingCents: number;
};

/** The buyer's chosen address, or their default; a buyer with none is asked to add one. */
export async function shipToFor(db: Db, buyerId: string, addressId: string | undefined): Promise<ShipTo> {
  const found = await findAddressFor(db, buyerId, addressId);
  if (found) return found;
  throw addressId === undefined
    ? badRequest(checkoutMessages.addressRequired)
    : notFound(checkoutMessages.addressNotFound);
}

/** What shipping this listing costs whom, at today's rates (shared/fees.ts does the math). */
export async function shippingTermsOf(
  db: Db,
  listing: { parcelSize: ParcelSize; shippingPayer: ShippingPayer },
  priceCents: number,
): Promise<ShippingTerms> {
  const rate = (await getShippingRates(db))[listing.parcelSize];
  const split = computeShippingSplit(priceCents, rate, listing.shippingPayer);
  return {
    parcelSize: listing.parcelSize,
    shippingPayer: listing.shippingPayer,
    shippingRateCents: split.shippingCents,
    shippingCents: split.buyerShippingCents,
  };
}

/** Whether an open checkout already holds these shipping terms and this address, word for word. */
export function sameShipping(
  order: ShippingTerms & { shipToAddressId: string | null; shipTo: OrderAddress | null },
  terms: ShippingTerms,
  shipTo: ShipTo,
): boolean {
  return (
    order.parcelSize === terms.parcelSize &&
    order.shippingPayer === terms.shippingPayer &&
    order.shippingRateCents === terms.shippingRateCents &&
    order.shippingCents === terms.shippingCents &&
    order.shipToAddressId === shipTo.id &&
    isDeepStrictEqual(order.shipTo, shipTo.address)
  );
}

/**
 * Whether a checkout no longer holds the listing's terms: a list-price checkout whose price changed
 * (accepted offers keep theirs), or any whose parcel or shipping payer changed. The change that made it
 * stale cancels it in its own transaction; confirming and settling check again under the listing lock.
 */
export function checkoutTermsChanged(
  order: { offerId: string | null; priceCents: number; parcelSize: ParcelSize; shippingPayer: ShippingPayer },
  listing: { priceCents: number; parcelSize: ParcelSize; shippingPayer: ShippingPayer },
): boolean {
  return (
    (order.offerId === null && order.priceCents !== listing.priceCents) ||
    order.parcelSize !== listing.parcelSize ||
    order.shippingPayer !== listing.shippingPayer
  );
}
