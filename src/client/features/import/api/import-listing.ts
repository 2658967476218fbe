import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import { GENDERS, LISTING_CATEGORIES } from '#shared/constants';
import type { ScrapedListing } from '#shared/imports';
import { dollarsToCents } from '#shared/money';
import { LISTING_LIMITS, type CreateListingInput } from '#shared/listings';
import { call } from '#client/lib/endpoints';
import { refreshListings } from './refresh';

const clip = (value: string | null, max: number) => (value ? value.trim().slice(0, max) : undefined);
const oneOf = <T extends string>(value: string | null, options: readonly T[]) =>
  options.find((o) => o === value);

/**
 * The scraped listing as POST /api/listings takes it (docs/product/06-imports.md §6.2): priceCents = price × 100 rounded, the
 * seller is the signed-in user. Optional details the listing rules would refuse (a category outside
 * our list, an over-long size) are left out rather than failing the whole import.
 */
export function toCreateListingInput(listing: ScrapedListing, sellerId: string): CreateListingInput {
  return {
    title: listing.title.trim().slice(0, LISTING_LIMITS.titleMax),
    description: (listing.description.trim() || listing.title.trim()).slice(0, LISTING_LIMITS.descriptionMax),
    // price × 100 rounded (docs/product/06-imports.md §6.2), rounding the decimal so 1.005 never becomes 100 cents.
    priceCents: dollarsToCents(listing.price) ?? listing.priceCents,
    imageUrl: listing.imageUrl ?? undefined,
    images: listing.images,
    category: oneOf(listing.category, LISTING_CATEGORIES),
    gender: oneOf(listing.gender, GENDERS),
    color: clip(listing.color, LISTING_LIMITS.colorMax),
    size: clip(listing.size, LISTING_LIMITS.sizeMax),
    brand: clip(listing.brand, LISTING_LIMITS.brandMax),
    condition: clip(listing.condition, LISTING_LIMITS.conditionMax),
    styleTags: listing.styleTags,
    originalUrl: listing.originalUrl,
    sourcePlatform: listing.sourcePlatform,
    // A sold item stays sold. The server also holds to what its own scrape saw, so
    // leaving this out cannot make a sold item buyable.
    isSold: listing.isSold,
    sellerId,
  };
}

export function importListing({ listing, sellerId }: { listing: ScrapedListing; sellerId: string | null }) {
  // docs/product/06-imports.md §6.5: with no session the import fails before any request is made.
  if (!sellerId) return Promise.reject(new Error('User not authenticated'));
  return call(listingsApi.create, { body: toCreateListingInput(listing, sellerId) });
}

export function useImportListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importListing, onSuccess: () => refreshListings(queryClient) });
}
