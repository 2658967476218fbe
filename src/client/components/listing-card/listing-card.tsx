import { Heart, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { displayTitle, guessBrand } from '#shared/display-title';
import { formatCents } from '#shared/money';
import { shippingText } from '#shared/shipping-rules';
import { soldLabel } from '#shared/sold-elsewhere';
import type { ListingCard as ListingCardData } from '#shared/search';
import { buttonClass } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { toast } from '../ui/use-toast';
import { cn } from '../../lib/cn';
import { LazyLikeLoginDialog } from '../lazy-like-login-dialog';
import { useLike as useFavorite } from '../../lib/likes';
import { useShareListing } from '../../lib/use-share-listing';
import { uniqueUrls } from '../../lib/photo-list';
import { CardBagButton } from '../bag/card-bag-button';
import { ListingCardGallery } from './listing-card-gallery';
import { CompactSellerRating } from './seller-rating';

const iconButton = cn(
  'inline-flex items-center gap-1 rounded-full p-1.5 text-gray-600 transition-colors hover:bg-gray-100',
  'hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
);

/**
 * The listing card every grid uses (docs/product/02-listings.md §2.1 "Listing card"). `badge` carries a grid's own label
 * ('#3 Trending', 'New') in the photo's top-left corner.
 */
export function ListingCard({
  listing,
  badge,
  priority = false,
}: {
  listing: ListingCardData;
  badge?: ReactNode;
  /** Above the fold: the photo loads eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
}) {
  const [, navigate] = useLocation();
  const favorite = useFavorite(listing);
  const share = useShareListing();
  const title = displayTitle(listing);
  const photos = uniqueUrls([...(listing.imageUrl ? [listing.imageUrl] : []), ...listing.images]);
  const brand = listing.brand || guessBrand(listing.title);
  const details = [listing.size && `Size ${listing.size}`, brand].filter(Boolean).join(' · ');

  const openComments = () => {
    toast({ title: 'Opening listing details', description: 'View and add comments on the listing page' });
    navigate(`/listing/${listing.id}#comments`);
  };

  return (
    <>
      <LazyLikeLoginDialog open={favorite.loginOpen} onOpenChange={favorite.setLoginOpen} />
      <article
        aria-label={title}
        className="group/card flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md"
      >
        <div className="relative">
          <ListingCardGallery id={listing.id} title={title} photos={photos} priority={priority} />
          <div className="pointer-events-none absolute top-2 left-2 z-10 flex flex-col items-start gap-1">
            {badge}
            {listing.isSold ? (
              // A closet's Sold section says what it sold for (or, to its seller, that it sold elsewhere).
              <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                {soldLabel(listing, formatCents)}
              </span>
            ) : (
              // An accepted offer holds it for its buyer: nobody else can buy it meanwhile.
              listing.reserved && (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  Reserved
                </span>
              )
            )}
          </div>
          {/* A tap before the app has started is kept and carried out (shared/early-taps.ts). */}
          <button
            type="button"
            data-keep-tap={`like-${listing.id}`}
            onClick={favorite.toggle}
            aria-pressed={favorite.liked}
            aria-label={favorite.liked ? 'Remove from favorites' : 'Add to favorites'}
            className="absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow-md transition hover:scale-105 hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <Heart
              className={cn('size-4', favorite.liked && 'fill-red-500 text-red-500')}
              aria-hidden="true"
            />
          </button>
          {!listing.isSold && !listing.reserved && (
            <div className="absolute inset-x-2 bottom-8 z-10 translate-y-1 opacity-0 transition group-focus-within/card:translate-y-0 group-focus-within/card:opacity-100 group-hover/card:translate-y-0 group-hover/card:opacity-100 [@media(hover:none)]:hidden">
              <Link
                href={`/checkout/${listing.id}/buyer`}
                className={buttonClass('secondary', 'sm', 'w-full shadow-lg')}
              >
                Buy Now
              </Link>
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-0.5 p-3">
          <h3 className="line-clamp-2 text-sm leading-snug font-medium text-gray-900">
            <Link
              href={`/listing/${listing.id}`}
              className="hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span data-testid="card-price" className="text-base font-semibold text-gray-900">
              {formatCents(listing.priceCents)}
            </span>
            <span
              className={cn(
                'text-xs',
                listing.shippingCents > 0 ? 'text-gray-600' : 'font-medium text-brand-700',
              )}
            >
              {shippingText(listing.shippingCents)}
            </span>
          </p>
          {details && <p className="truncate text-xs text-gray-600">{details}</p>}
          <p className="flex min-w-0 items-center gap-1.5">
            <Link
              href={`/profile/${listing.seller.handle}`}
              className="truncate text-xs text-gray-600 hover:text-brand-700 hover:underline"
            >
              @{listing.seller.handle}
            </Link>
            <CompactSellerRating rating={listing.sellerRating} />
          </p>
          <div className="mt-auto flex items-center justify-between pt-2">
            <span
              className="inline-flex items-center gap-1 text-xs text-gray-600"
              aria-label={`${favorite.likeCount} likes`}
            >
              <Heart className="size-3.5" aria-hidden="true" />
              {favorite.likeCount}
            </span>
            <div className="flex items-center gap-0.5">
              <CardBagButton listing={listing} title={title} className={iconButton} />
              {/* The name includes the count shown beside the icon (WCAG 2.5.3, label in name). */}
              <button
                type="button"
                onClick={openComments}
                aria-label={
                  listing.commentCount > 0
                    ? `${listing.commentCount} comment${listing.commentCount === 1 ? '' : 's'}`
                    : 'Comments'
                }
                className={iconButton}
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                {listing.commentCount > 0 && <span className="text-xs">{listing.commentCount}</span>}
              </button>
              <button
                type="button"
                onClick={() => void share({ id: listing.id, title })}
                aria-label="Share"
                className={iconButton}
              >
                <Share2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
        </div>
      </article>
    </>
  );
}

/** The card's loading shape, so a grid keeps its layout while listings load instead of jumping when they arrive. */
export function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white">
      <Skeleton className="aspect-[4/5] rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-1/4" />
      </div>
    </div>
  );
}
