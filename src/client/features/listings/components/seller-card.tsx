import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ratingLabel, StarRating } from '#client/components/reviews/star-rating';
import { reviewMessages } from '#shared/review-rules';
import type { ListingDetail } from '../api/types';

export function Avatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl?: string | null;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-12 text-lg';
  if (imageUrl)
    return (
      <img src={imageUrl} alt="" width={64} height={64} className={`${box} rounded-full object-cover`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The seller card on a listing (docs/product/02-listings.md §2.1): display name, @handle, their rating
 * linking to the reviews on their profile, bio and 'View Profile'.
 */
export function SellerCard({
  seller,
  rating,
}: {
  seller: ListingDetail['seller'];
  rating: ListingDetail['sellerRating'];
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-gray-500 uppercase">Seller</h2>
      <div className="flex items-start gap-3">
        <Avatar name={seller.display} imageUrl={seller.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-gray-900">{seller.display}</p>
          <p className="truncate text-sm text-gray-600">@{seller.handle}</p>
          <p className="mt-1">
            {rating.averageRating === null ? (
              <span className="text-sm text-gray-600">{reviewMessages.none}</span>
            ) : (
              <Link
                href={`/profile/${seller.handle}?tab=reviews`}
                className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                aria-label={`${ratingLabel(rating.averageRating)}, ${rating.reviewCount} review${rating.reviewCount === 1 ? '' : 's'}: read the reviews`}
              >
                <StarRating rating={rating.averageRating} count={rating.reviewCount} />
              </Link>
            )}
          </p>
          {seller.bio && <p className="mt-2 line-clamp-3 text-sm text-gray-700">{seller.bio}</p>}
        </div>
      </div>
      <Link href={`/profile/${seller.handle}`} className={buttonClass('outline', 'md', 'mt-4 w-full')}>
        View Profile
      </Link>
    </Card>
  );
}
