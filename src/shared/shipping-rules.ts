import type { ListingCategory } from './constants.js';
import { formatCents } from './money.js';

/**
 * Parcel sizes and who pays shipping. A listing carries one size, priced by the
 * shipping_rates table; the buyer pays that price unless the seller offers free shipping, in which
 * case it comes out of the seller's earnings (fees.ts computes both, once).
 */

export const PARCEL_SIZES = ['small', 'medium', 'large'] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];

export const SHIPPING_PAYERS = ['buyer', 'seller'] as const;
export type ShippingPayer = (typeof SHIPPING_PAYERS)[number];

export const DEFAULT_PARCEL_SIZE: ParcelSize = 'medium';
export const DEFAULT_SHIPPING_PAYER: ShippingPayer = 'buyer';

/** What the listing form's size picker shows: the weight limit is what a seller can check at home. */
export const PARCEL_SIZE_LABELS: Record<ParcelSize, string> = {
  small: 'Small (under 8 oz)',
  medium: 'Medium (under 2 lb)',
  large: 'Large (under 10 lb)',
};

/**
 * Each category's usual parcel, by the weight of a typical item with its packaging: jewelry,
 * watches, sunglasses, belts, scarves and small accessories fit in a padded envelope under 8 oz; a
 * top, dress, pair of jeans or a hat in a poly mailer stays under 2 lb; shoes in their box (1.5–3 lb)
 * and jackets or coats (often over 2 lb, and bulky) go large. Bags vary too much to guess small, so
 * medium: the seller changes it when the bag is a tote or a clutch.
 */
export const CATEGORY_PARCEL_SIZE: Record<ListingCategory, ParcelSize> = {
  Clothing: 'medium',
  Shoes: 'large',
  Jewelry: 'small',
  Jackets: 'large',
  Dresses: 'medium',
  Tops: 'medium',
  Bottoms: 'medium',
  Accessories: 'small',
  Bags: 'medium',
  Watches: 'small',
  Sunglasses: 'small',
  Hats: 'medium',
  Belts: 'small',
  Scarves: 'small',
};

/** The parcel size a listing of this category starts with; medium when there is no (known) category. */
export function defaultParcelSize(category: string | null | undefined): ParcelSize {
  // Own keys only: a category spelt "toString" must not read Object.prototype.
  return category && Object.hasOwn(CATEGORY_PARCEL_SIZE, category)
    ? CATEGORY_PARCEL_SIZE[category as ListingCategory]
    : DEFAULT_PARCEL_SIZE;
}

/** Price in cents per parcel size. */
export type ShippingRates = Record<ParcelSize, number>;

/** Mirrors the shipping_rates rows its migration seeds (US ground prices for each weight). */
export const DEFAULT_SHIPPING_RATES: ShippingRates = { small: 499, medium: 799, large: 1299 };

export const shippingMessages = {
  parcelSizeUnknown: `Parcel size must be one of: ${PARCEL_SIZES.join(', ')}`,
  shippingPayerUnknown: `Shipping payer must be one of: ${SHIPPING_PAYERS.join(', ')}`,
  freeShipping: 'Free shipping',
  sellerPaysLabel: "I'll pay shipping (Free shipping for the buyer)",
  parcelSizeLabel: 'Parcel size',
  parcelSizeHint: 'Set from the category; change it if your item is lighter or heavier.',
  shippingLabel: 'Shipping',
  buyerPaysHint: (price: string) => `The buyer pays ${price} shipping on top of the price.`,
  sellerPaysHint: (price: string) => `The ${price} label comes out of your earnings.`,
} as const;

/** "+ $7.99 shipping", or "Free shipping" when the buyer pays nothing for it. */
export function shippingText(buyerShippingCents: number): string {
  return buyerShippingCents > 0
    ? `+ ${formatCents(buyerShippingCents)} shipping`
    : shippingMessages.freeShipping;
}
