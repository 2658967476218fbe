import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '../../shared/money';
import type { ListingCard } from '../../shared/search';
import { CARD_IMAGE_WIDTHS, imageSrcSet, imageVariant } from '../../shared/image-variants';
import { Skeleton } from './ui/skeleton';
import { CompactSellerRating } from './listing-card/seller-rating';

/**
 * A simple grid of listings (photo, title, price) for the landing page and the home dashboard.
 * The full listing card, with gallery, likes and sharing, belongs to the listings feature.
 */
export function ListingPreviewGrid({
  listings,
  isLoading,
  skeletonCount,
  isError = false,
  emptyText,
}: {
  listings: ListingCard[] | undefined;
  isLoading: boolean;
  skeletonCount: number;
  /** The listings failed to load: the empty box says so instead of `emptyText`. */
  isError?: boolean;
  emptyText: string;
}) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading listings" className={gridClass}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!listings?.length) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-600">
        {isError ? 'Listings could not be loaded right now. Please try again in a moment.' : emptyText}
      </p>
    );
  }
  return (
    <ul className={gridClass}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingPreviewCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6';
/** One card's share of the screen in `gridClass`, so the browser picks the 320 or the 640 variant. */
const PREVIEW_IMAGE_SIZES = '(min-width: 1024px) 17vw, (min-width: 768px) 33vw, 50vw';

export function ListingPreviewCard({ listing }: { listing: ListingCard }) {
  const [broken, setBroken] = useState(false);
  const src = listing.imageUrl ?? listing.images[0];
  const details = [listing.size, listing.brand].filter(Boolean).join(' · ');
  return (
    <Link
      href={`/listing/${listing.id}`}
      className="group block overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <div className="aspect-[4/5] overflow-hidden bg-gray-100">
        {src && !broken ? (
          <img
            src={imageVariant(src, 640)}
            srcSet={imageSrcSet(src, CARD_IMAGE_WIDTHS)}
            sizes={PREVIEW_IMAGE_SIZES}
            alt=""
            width={640}
            height={800}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-gray-400">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-xs">No image</span>
          </div>
        )}
      </div>
      <div className="space-y-0.5 p-3">
        <h3 className="truncate text-sm font-medium text-gray-900">{listing.title}</h3>
        <p className="text-base font-semibold text-gray-900">{formatCents(listing.priceCents)}</p>
        {details && <p className="truncate text-xs text-gray-500">{details}</p>}
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-gray-500">
          <span className="truncate">@{listing.seller.handle}</span>
          <CompactSellerRating rating={listing.sellerRating} />
        </p>
      </div>
    </Link>
  );
}
