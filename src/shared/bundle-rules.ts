import { computeShippingSplit, DEFAULT_FEE_CONFIG, type FeeConfig } from './fees.js';
import { formatCents } from './money.js';
import { PARCEL_SIZES, type ParcelSize, type ShippingPayer, type ShippingRates } from './shipping-rules.js';

/**
 * Bundles: several items from one seller's closet in one payment and one parcel, with the seller's
 * bundle discount (docs/decisions/033-bundles.md). The rules here carry no zod, so the listing page
 * can show the label without downloading the schemas (bundles.ts adds them).
 */

/** A seller offers at most this many discount tiers. */
export const MAX_BUNDLE_TIERS = 3;
/** A bundle has at least two items: one item is a plain purchase. */
export const MIN_BUNDLE_ITEMS = 2;
/** At most this many items from one seller in a bag, and so in one bundle checkout. */
export const MAX_BUNDLE_ITEMS = 20;
export const MIN_BUNDLE_PERCENT = 1;
export const MAX_BUNDLE_PERCENT = 50;
/** From this many items on, the combined parcel is one size up from the largest item's. */
export const PARCEL_STEP_UP_ITEMS = 3;

export type BundleTier = { minItems: number; percent: number };

export const bundleMessages = {
  tiersNotList: 'Bundle discounts must be a list of tiers',
  tooManyTiers: `At most ${MAX_BUNDLE_TIERS} bundle discount tiers`,
  minItems: `Items must be a whole number from ${MIN_BUNDLE_ITEMS} to ${MAX_BUNDLE_ITEMS}`,
  percent: `Discount must be a whole percent from ${MIN_BUNDLE_PERCENT} to ${MAX_BUNDLE_PERCENT}`,
  notIncreasing: 'Each tier needs more items and a bigger discount than the one before',
  saved: 'Bundle discounts saved',
  settingsTitle: 'Bundle discounts',
  settingsHint: `Buyers who bag several of your items pay once, get one parcel and save. Up to ${MAX_BUNDLE_TIERS} tiers.`,
  noTiers: 'No bundle discount',
  shopBundle: "Shop this closet's bundle",
  addToBag: 'Add to bag',
  inBag: 'In your bag',
  added: 'Added to your bag',
  removed: 'Removed from your bag',
  listingNotFound: 'Listing not found',
  ownListing: 'You cannot add your own listing to your bag',
  sold: 'This item has already sold',
  inactive: 'This listing is not for sale',
  tooManyFromSeller: `Your bag already holds ${MAX_BUNDLE_ITEMS} items from this seller: check them out or remove one first`,
  notInBag: 'That item is not in your bag',
  emptyBag: 'Your bag is empty',
} as const;

/**
 * Why a tier list is not acceptable, or null when it is. The schema in bundles.ts answers the same
 * messages field by field; this one is for callers without zod (the settings form's live check).
 */
export function tiersProblem(tiers: readonly BundleTier[]): string | null {
  if (tiers.length > MAX_BUNDLE_TIERS) return bundleMessages.tooManyTiers;
  for (const [i, t] of tiers.entries()) {
    if (!Number.isInteger(t.minItems) || t.minItems < MIN_BUNDLE_ITEMS || t.minItems > MAX_BUNDLE_ITEMS)
      return bundleMessages.minItems;
    if (!Number.isInteger(t.percent) || t.percent < MIN_BUNDLE_PERCENT || t.percent > MAX_BUNDLE_PERCENT)
      return bundleMessages.percent;
    const before = tiers[i - 1];
    if (before && (t.minItems <= before.minItems || t.percent <= before.percent))
      return bundleMessages.notIncreasing;
  }
  return null;
}

/** The tier that applies to `itemCount` items: the best one whose minItems is reached, or null. */
export function bundleTierFor(itemCount: number, tiers: readonly BundleTier[]): BundleTier | null {
  let best: BundleTier | null = null;
  for (const t of tiers) if (t.minItems <= itemCount && (!best || t.percent > best.percent)) best = t;
  return best;
}

/**
 * The bundle discount in cents: the best reached tier's percent of the subtotal, rounded to the
 * nearest cent with Math.round(subtotal × percent / 100) (half a cent rounds up). 0 without a tier.
 */
export function bundleDiscountCents(
  subtotalCents: number,
  itemCount: number,
  tiers: readonly BundleTier[],
): number {
  if (!Number.isInteger(subtotalCents) || subtotalCents < 0)
    throw new RangeError('subtotalCents must be a whole number ≥ 0');
  const tier = bundleTierFor(itemCount, tiers);
  return tier ? Math.round((subtotalCents * tier.percent) / 100) : 0;
}

/**
 * The one parcel a bundle ships in: the largest item's size, one size up from PARCEL_STEP_UP_ITEMS
 * items on (several items fill a box), never beyond the largest size. Null for no items.
 */
export function combinedParcelSize(sizes: readonly ParcelSize[]): ParcelSize | null {
  if (sizes.length === 0) return null;
  const largest = Math.max(...sizes.map((s) => PARCEL_SIZES.indexOf(s)));
  const step = sizes.length >= PARCEL_STEP_UP_ITEMS ? 1 : 0;
  return PARCEL_SIZES[Math.min(largest + step, PARCEL_SIZES.length - 1)]!;
}

/**
 * Who pays the combined parcel: the seller only when every item in it ships free (seller-paid);
 * one buyer-paid item makes the buyer pay the parcel, as they would for that item alone.
 */
export function combinedShippingPayer(payers: readonly ShippingPayer[]): ShippingPayer {
  return payers.length > 0 && payers.every((p) => p === 'seller') ? 'seller' : 'buyer';
}

export type BundleItemTerms = { priceCents: number; parcelSize: ParcelSize; shippingPayer: ShippingPayer };

export type BundleTotal = {
  itemCount: number;
  subtotalCents: number;
  /** The applied tier's percent, 0 without one. */
  discountPercent: number;
  discountCents: number;
  /** The combined parcel, null for no items. */
  parcelSize: ParcelSize | null;
  shippingPayer: ShippingPayer;
  /** The combined parcel's rate. */
  shippingRateCents: number;
  /** What the buyer pays for shipping: the rate, or 0 when the seller pays. */
  shippingCents: number;
  /** subtotal − discount + shipping: what the buyer pays. */
  totalCents: number;
  /** Fees on the discounted amount, as one sale; earnings after them (and the label, when the seller pays). */
  sellerFeeCents: number;
  processingFeeCents: number;
  earningsCents: number;
};

/**
 * A bundle's totals: the items' prices, less the seller's bundle discount, plus ONE shipping charge
 * for the combined parcel; the seller's fees are computed on the discounted amount by fees.ts, so
 * the earnings preview and checkout agree.
 */
export function bundleTotal(
  items: readonly BundleItemTerms[],
  tiers: readonly BundleTier[],
  rates: ShippingRates,
  feeConfig: FeeConfig = DEFAULT_FEE_CONFIG,
): BundleTotal {
  const subtotalCents = items.reduce((sum, i) => sum + i.priceCents, 0);
  const tier = bundleTierFor(items.length, tiers);
  const discountCents = bundleDiscountCents(subtotalCents, items.length, tiers);
  const parcelSize = combinedParcelSize(items.map((i) => i.parcelSize));
  const shippingPayer = combinedShippingPayer(items.map((i) => i.shippingPayer));
  const shippingRateCents = parcelSize ? rates[parcelSize] : 0;
  const discounted = subtotalCents - discountCents;
  const split = computeShippingSplit(discounted, shippingRateCents, shippingPayer, feeConfig);
  const empty = items.length === 0;
  return {
    itemCount: items.length,
    subtotalCents,
    discountPercent: tier?.percent ?? 0,
    discountCents,
    parcelSize,
    shippingPayer,
    shippingRateCents,
    shippingCents: split.buyerShippingCents,
    totalCents: discounted + split.buyerShippingCents,
    sellerFeeCents: empty ? 0 : split.sellerFeeCents,
    processingFeeCents: empty ? 0 : split.processingFeeCents,
    earningsCents: split.earningsCents,
  };
}

/** "Bundle 2+ and save 10%": the lowest tier, the way in; null when the seller offers none. */
export function bundleLabel(tiers: readonly BundleTier[]): string | null {
  const lowest = tiers[0];
  return lowest ? `Bundle ${lowest.minItems}+ and save ${lowest.percent}%` : null;
}

/** Every tier, for the profile: ["2+ items: 10% off", "4+ items: 20% off"]. */
export function bundleTierLines(tiers: readonly BundleTier[]): string[] {
  return tiers.map((t) => `${t.minItems}+ items: ${t.percent}% off`);
}

/** The name of the bag's discount line: "Bundle discount (10%)". */
export function bundleDiscountLabel(percent: number): string {
  return `Bundle discount (${percent}%)`;
}

/** The bag's discount line: "Bundle discount (10%) −$7.00". */
export function bundleDiscountLine(percent: number, discountCents: number): string {
  return `${bundleDiscountLabel(percent)} −${formatCents(discountCents)}`;
}
