import { useQueries } from '@tanstack/react-query';
import { Heart, HeartOff } from 'lucide-react';
import { Link } from 'wouter';
import { listingsApi } from '#shared/api/listings';
import type { Listing } from '#shared/listings';
import { RequireAuth } from '../../components/sign-in-prompt';
import { Button, buttonClass } from '../../components/ui/button';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { ListingCard } from '../../components/listing-card/listing-card';
import { gridClass, ListingGrid } from '../../components/listing-grid';
import { useLike, useMyLikes } from '../../lib/likes';

/** /likes: the signed-in person's liked items (docs/product/10-decisions-beyond-the-spec.md §10.4), newest like first. */
export default function LikesPage() {
  usePageMeta('Liked items', 'The pre-loved pieces you have liked on Rethread.');
  return (
    <RequireAuth>
      <LikedItems />
    </RequireAuth>
  );
}

function LikedItems() {
  const likes = useMyLikes();
  const ids = likes.data?.listingIds ?? [];
  const listings = useQueries({
    queries: ids.map((id) => ({ ...queryOf(listingsApi.get, { params: { id } }), retry: false })),
  });
  // A liked listing that was since removed answers 404: it simply is not shown.
  const found = listings.flatMap((q) => (q.data ? [q.data.listing] : []));
  const pending = likes.isPending || listings.some((q) => q.isPending);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Liked items</h1>
        <p className="text-gray-600">
          {likes.data
            ? `${ids.length} item${ids.length === 1 ? '' : 's'} you have liked.`
            : 'Your favorites.'}
        </p>
      </header>
      {/* The cards' titles are h3s: a heading between them and the h1 keeps the levels in order. */}
      <h2 className="sr-only">Your liked items</h2>
      {pending || !found.length ? (
        <ListingGrid
          listings={[]}
          isPending={pending && ids.length > 0 ? true : likes.isPending}
          emptyIcon={Heart}
          emptyTitle="No liked items yet"
          emptyText={
            <>
              Tap the heart on a listing to keep it here.{' '}
              <Link href="/trending" className={buttonClass('link', 'sm')}>
                Browse trending items
              </Link>
            </>
          }
        />
      ) : (
        <ul className={gridClass}>
          {found.map((listing) => (
            <li key={listing.id} className="flex flex-col gap-2">
              {/* A liked listing is read whole; its hold says what a card's `reserved` says. */}
              <ListingCard listing={{ ...listing, reserved: listing.reservedUntil !== null }} />
              <UnlikeButton listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UnlikeButton({ listing }: { listing: Listing }) {
  const like = useLike(listing);
  return (
    <Button variant="ghost" size="sm" onClick={like.toggle} disabled={like.pending || !like.liked}>
      <HeartOff aria-hidden="true" />
      Remove from liked items
    </Button>
  );
}
