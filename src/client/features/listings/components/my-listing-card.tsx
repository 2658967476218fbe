import { Pencil, Power } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import type { ListingCard } from '#shared/search';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useSetListingActive } from '#client/lib/set-listing-active';
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS } from '#shared/image-variants';
import { Photo } from '#client/components/photo';
import { ListingTitleLink } from '#client/components/listing-title-link';

/**
 * One of 'My Listings' (docs/product/02-listings.md §2.1 "Seller dashboard block"): image, title, description, price, the
 * Active/Inactive badge, Edit and Activate/Deactivate. A sold listing is off sale for good: its one
 * badge says Sold (as in Seller Tools) and it has nothing to activate.
 */
export function MyListingCard({ listing, onEdit }: { listing: ListingCard; onEdit: () => void }) {
  const toggle = useSetListingActive();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <Link
        href={`/listing/${listing.id}`}
        className="relative block aspect-[4/3] overflow-hidden bg-gray-100"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Photo
          url={listing.imageUrl ?? listing.images[0]}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          width={640}
          height={480}
          className="size-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <ListingTitleLink listing={listing} />
          <div className="flex shrink-0 flex-col items-end gap-1">
            {listing.isSold ? (
              <Badge variant="default">Sold</Badge>
            ) : (
              <>
                <Badge variant={listing.isActive ? 'success' : 'neutral'}>
                  {listing.isActive ? 'Active' : 'Inactive'}
                </Badge>
                {listing.reserved && <Badge variant="warning">Reserved</Badge>}
              </>
            )}
          </div>
        </div>
        <p className="line-clamp-2 text-sm text-gray-600">{listing.description}</p>
        <p className="text-lg font-semibold text-gray-900">{formatCents(listing.priceCents)}</p>
        <div className={`mt-auto grid gap-2 pt-2 ${listing.isSold ? 'grid-cols-1' : 'grid-cols-2'}`}>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${listing.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          {!listing.isSold && (
            <Button
              variant={listing.isActive ? 'outline' : 'primary'}
              size="sm"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ id: listing.id, isActive: !listing.isActive })}
              aria-label={`${listing.isActive ? 'Deactivate' : 'Activate'} ${listing.title}`}
            >
              <Power aria-hidden="true" />
              {listing.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
