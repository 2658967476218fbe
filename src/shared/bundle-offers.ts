import { z } from 'zod';
import { MAX_BUNDLE_ITEMS, MIN_BUNDLE_ITEMS } from './bundle-rules.js';

/**
 * Offers on a bundle (docs/decisions/033-bundles.md, "Offers on a bundle"): one amount for 2–20
 * items of one seller, negotiated, reserved and paid as one.
 */

export const bundleOfferMessages = {
  itemCount: `An offer on a bundle holds ${MIN_BUNDLE_ITEMS} to ${MAX_BUNDLE_ITEMS} different items`,
  oneSeller: 'An offer on a bundle holds items from one seller: make an offer to each seller separately',
  ownListing: 'Cannot Make Offer: You cannot make an offer on your own listing.',
  itemNotFound: 'One of these items no longer exists: remove it from your bag and try again',
  itemSold: (title: string) => `"${title}" has already sold: remove it from your bag and try again`,
  itemInactive: (title: string) => `"${title}" is no longer for sale: remove it from your bag and try again`,
  itemReserved: (title: string) => `"${title}" is held for another buyer whose offer was accepted`,
  bundleButton: (n: number) => `Make an offer on these ${n} items`,
} as const;

/** 'Offer cannot be more than the items' total of $70.00': a bundle's bound, as the list price is one item's. */
export function offerAboveSubtotalMessage(subtotalCents: number): string {
  const dollars = `${Math.floor(subtotalCents / 100).toLocaleString('en-US')}.${String(subtotalCents % 100).padStart(2, '0')}`;
  return `Offer cannot be more than the items’ total of $${dollars}`;
}

/** The items of a bundle offer: 2–20 different listing ids. */
export const bundleOfferListingIdsSchema = z
  .array(
    z
      .string({ error: bundleOfferMessages.itemNotFound })
      .trim()
      .min(1, bundleOfferMessages.itemNotFound)
      .max(100),
    { error: bundleOfferMessages.itemCount },
  )
  .min(MIN_BUNDLE_ITEMS, bundleOfferMessages.itemCount)
  .max(MAX_BUNDLE_ITEMS, bundleOfferMessages.itemCount)
  .refine((ids) => new Set(ids).size === ids.length, bundleOfferMessages.itemCount);

/** An item of an offer as its replies show it. */
export const offerItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceCents: z.number().int(),
  isSold: z.boolean(),
  isActive: z.boolean(),
});
export type OfferItem = z.infer<typeof offerItemSchema>;
