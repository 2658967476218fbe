import { Heart, Pencil, Power, Send, Share2, ShoppingBag } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '#shared/auth';
import { bundleMessages } from '#shared/bundle-rules';
import { Button, buttonClass } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import { SoldElsewhereButton } from '#client/components/sold-elsewhere-button';
import { useSetListingActive } from '#client/lib/set-listing-active';
import type { ListingDetail } from '../api/types';
import { LazyLikeLoginDialog } from '#client/components/lazy-like-login-dialog';
import { useFavorite } from '../hooks/use-favorite';
import { useShareListing } from '#client/lib/use-share-listing';
import { LazyMount } from '#client/components/lazy-mount';
import { useMyOffer } from '../api/my-offer';
import { MyOfferStatus } from './my-offer-status';
import { ReservedNote } from './reserved-note';
import { AddToBagButton } from '#client/components/bag/add-to-bag-button';
import { NeedsCategoryNote } from '#client/components/needs-category-note';
import { HiddenListingNote } from '#client/components/hidden-listing-note';
import { AwayNote } from '#client/components/away-note';

// Loads when first opened: it brings the shared offer rules (zod) nobody needs to see the listing.
const LikersOfferDialog = lazy(() =>
  import('./likers-offer-dialog').then((module) => ({ default: module.LikersOfferDialog })),
);

/**
 * The buttons under the price (docs/product/02-listings.md §2.1): Buy Now (or 'Reserved' while an accepted offer holds it) and Make Offer for buyers, 'Sold' once sold, Edit and
 * Activate/Deactivate for the owner, plus the favorite and share icons. While the seller is away, the
 * notice and the buyer's buttons disabled with it as their reason.
 */
export function PurchaseActions({
  listing,
  user,
  onMakeOffer,
  onLoginRequired,
  onEdit,
}: {
  listing: ListingDetail;
  user: CurrentUser | null;
  onMakeOffer: () => void;
  onLoginRequired: () => void;
  onEdit: () => void;
}) {
  const isOwner = user?.id === listing.sellerId;
  const toggle = useSetListingActive();
  const favorite = useFavorite(listing);
  const share = useShareListing();
  // A buyer's open step on this listing replaces the Make Offer button.
  const myOffer = useMyOffer(listing.id, user && !isOwner && !listing.isSold ? user.id : null).data;
  const [likersOpen, setLikersOpen] = useState(false);
  const hidden = isOwner && Boolean(listing.hiddenBy) && !listing.isSold;
  const canOfferLikers = isOwner && listing.isActive && !listing.isSold && favorite.likeCount > 0;
  // While the seller is away the item stays visible but nobody can buy, bag or offer (the server
  // refuses too); the buttons stay in place, disabled, with the reason beside them.
  const awayId = useId();
  const away = listing.awayUntil && !listing.isSold ? listing.awayUntil : null;

  const makeOffer = () => {
    if (!user) return onLoginRequired();
    if (isOwner) {
      toast({
        title: 'Cannot Make Offer',
        description: 'You cannot make an offer on your own listing.',
        variant: 'destructive',
      });
      return;
    }
    onMakeOffer();
  };

  return (
    <div className="grid gap-3">
      <LazyLikeLoginDialog open={favorite.loginOpen} onOpenChange={favorite.setLoginOpen} />
      {listing.isSold ? (
        <p className="rounded-xl bg-gray-900 px-4 py-3 text-center font-semibold text-white">Sold</p>
      ) : null}
      {away && <AwayNote id={awayId} until={away} message={listing.awayMessage} />}
      {listing.isSold || isOwner ? null : away ? (
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" disabled aria-describedby={awayId}>
            Buy Now
          </Button>
          <Button variant="outline" size="lg" disabled aria-describedby={awayId}>
            Make Offer
          </Button>
          <Button variant="outline" size="lg" className="col-span-2" disabled aria-describedby={awayId}>
            <ShoppingBag aria-hidden="true" />
            {bundleMessages.addToBag}
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {listing.reservedUntil ? (
            // The listing never says whom it is held for (its answer is shared): their own step does.
            <ReservedNote forYou={myOffer?.status === 'accepted'} />
          ) : (
            <Link href={`/checkout/${listing.id}/buyer`} className={buttonClass('primary', 'lg')}>
              Buy Now
            </Link>
          )}
          {myOffer ? (
            <MyOfferStatus offer={myOffer} />
          ) : (
            // A tap before the app has started is kept and carried out (shared/early-taps.ts).
            <Button variant="outline" size="lg" data-keep-tap="make-offer" onClick={makeOffer}>
              Make Offer
            </Button>
          )}
          <div className="col-span-2">
            <AddToBagButton listing={listing} userId={user?.id ?? null} onLoginRequired={onLoginRequired} />
          </div>
        </div>
      )}
      {isOwner && (
        <div className="grid gap-2 rounded-xl border border-gray-200 bg-gray-50 p-3">
          <p className="text-sm text-gray-700">
            This is your listing.{' '}
            {listing.isActive ? 'Buyers can see it.' : 'It is inactive: only you can see it.'}
            {listing.reservedUntil &&
              !listing.isSold &&
              ' Reserved: an offer you accepted holds it for its buyer.'}
          </p>
          {listing.needsCategory && <NeedsCategoryNote />}
          {hidden && <HiddenListingNote by={listing.hiddenBy!} note={listing.hiddenNote} />}
          <div className={cn('grid gap-2', hidden ? 'grid-cols-1' : 'grid-cols-2')}>
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {/* Rethread hid it: only an operator can put it back, so no Activate to press in vain. */}
            {!hidden && (
              <Button
                variant={listing.isActive ? 'outline' : 'primary'}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id: listing.id, isActive: !listing.isActive })}
              >
                <Power aria-hidden="true" />
                {listing.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            )}
          </div>
          {!listing.isSold && !hidden && <SoldElsewhereButton listing={listing} />}
          {canOfferLikers && (
            <>
              <Button variant="outline" onClick={() => setLikersOpen(true)}>
                <Send aria-hidden="true" />
                Offer to likers
              </Button>
              <LazyMount when={likersOpen}>
                <LikersOfferDialog
                  listing={listing}
                  likeCount={favorite.likeCount}
                  open={likersOpen}
                  onOpenChange={setLikersOpen}
                />
              </LazyMount>
            </>
          )}
        </div>
      )}
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          data-keep-tap="like"
          onClick={favorite.toggle}
          aria-pressed={favorite.liked}
          aria-label={favorite.liked ? 'Remove from favorites' : 'Add to favorites'}
        >
          <Heart className={cn(favorite.liked && 'fill-red-500 text-red-500')} aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" onClick={() => void share(listing)} aria-label="Share">
          <Share2 aria-hidden="true" />
        </Button>
        <span className="text-sm text-gray-600">
          {favorite.likeCount} {favorite.likeCount === 1 ? 'like' : 'likes'}
        </span>
      </div>
    </div>
  );
}
