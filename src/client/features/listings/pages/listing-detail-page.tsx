import { ExternalLink, RefreshCw } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { sellerStatsApi } from '#shared/api/seller-stats';
import { uniqueImages } from '#shared/listing-images';
import { LazyMount } from '#client/components/lazy-mount';
import { MessageSellerButton } from '#client/components/messages/message-buttons';
import { PageMessage } from '#client/components/page-message';
import { ReportButton, ReportDialog } from '#client/components/report/report-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorStatus } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { call } from '#client/lib/endpoints';
import { usePageMeta } from '#client/lib/page-meta';
import { useListing } from '../api/get-listing';
import { CommentsSection } from '../components/comments-section';
import { BundleLabel } from '#client/components/bag/bundle-label';
import { ListingPrice } from '../components/listing-price';
import { ListingGallery } from '../components/listing-gallery';
import { ListingNotFound } from '../components/listing-not-found';
import { ProductDetails } from '../components/product-details';
import { PurchaseActions } from '../components/purchase-actions';
import { SellerCard } from '../components/seller-card';

type OpenDialog = 'offer' | 'login' | 'edit' | null;

// The dialogs load when first opened: the offer and edit forms bring react-hook-form and the zod
// schemas, which nobody needs to see the listing.
const MakeOfferDialog = lazy(() =>
  import('#client/components/offers/make-offer-dialog').then((module) => ({ default: module.MakeOfferDialog })),
);
const EditListingDialog = lazy(() =>
  import('../components/edit-listing-dialog').then((module) => ({ default: module.EditListingDialog })),
);
const LoginRequiredDialog = lazy(() =>
  import('../components/login-required-dialog').then((module) => ({ default: module.LoginRequiredDialog })),
);

/** /listing/{id} and /listings/{id} (docs/product/02-listings.md §2.1 "Listing detail"). */
export default function ListingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useUser();
  const query = useListing(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const listing = query.data;
  usePageMeta(
    listing ? listing.title : 'Listing',
    listing ? listing.description.slice(0, 155) : 'A pre-loved item for sale on Rethread.',
  );

  // Count one view per visit to a listing that exists (server: seller-stats views); fire and forget.
  const shownId = listing?.isDraft ? undefined : listing?.id;
  useEffect(() => {
    if (shownId) call(sellerStatsApi.recordView, { params: { id: shownId } }).catch(() => undefined);
  }, [shownId]);

  // The card's comment button links to #comments; scroll there once the page has content.
  useEffect(() => {
    if (listing && window.location.hash === '#comments')
      document.getElementById('comments')?.scrollIntoView();
  }, [listing]);

  if (query.isError) {
    if (errorStatus(query.error) === 404 || errorStatus(query.error) === 400) return <ListingNotFound />;
    return (
      <PageMessage
        icon={RefreshCw}
        title="This listing could not be loaded"
        actions={<Button onClick={() => void query.refetch()}>Try again</Button>}
      >
        <p>Something went wrong on our side. Please try again in a moment.</p>
      </PageMessage>
    );
  }

  if (!listing) return <DetailSkeleton />;
  // Only its seller can read a draft, and there is nothing to show a buyer yet: it opens in the form.
  if (listing.isDraft) return <Redirect to={`/create-listing?draft=${listing.id}`} replace />;

  const photos = uniqueImages(listing.imageUrl ?? undefined, listing.images);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10 lg:px-6">
      {/* Phones read photos, details, then comments; desktops put comments under the photos. */}
      <div className="grid gap-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <ListingGallery photos={photos} title={listing.title} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {listing.needsCategory ? (
                <Badge variant="warning">Needs a category</Badge>
              ) : (
                <Badge variant="neutral">{listing.category || 'Uncategorized'}</Badge>
              )}
              {listing.isSold && <Badge variant="destructive">Sold</Badge>}
              {!listing.isActive && <Badge variant="warning">Inactive</Badge>}
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
              {listing.title}
            </h1>
            <ListingPrice priceCents={listing.priceCents} shippingCents={listing.shippingCents} />
            {!listing.isSold && <BundleLabel tiers={listing.bundleTiers} className="justify-self-start" />}
            {listing.originalUrl && (
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
                <span>Imported from {listing.sourcePlatform || hostOf(listing.originalUrl)}</span>
                <a
                  href={listing.originalUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  View Original
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </p>
            )}
          </div>
          <PurchaseActions
            listing={listing}
            user={user}
            onMakeOffer={() => setDialog('offer')}
            onLoginRequired={() => setDialog('login')}
            onEdit={() => setDialog('edit')}
          />
          {!listing.isSold && <MessageSellerButton listing={listing} />}
          <section aria-labelledby="description" className="grid gap-2">
            <h2 id="description" className="text-lg font-semibold text-gray-900">
              Description
            </h2>
            <p className="break-words whitespace-pre-line text-gray-700">{listing.description}</p>
          </section>
          <ProductDetails listing={listing} />
          <SellerCard seller={listing.seller} rating={listing.sellerRating} />
          {user?.id !== listing.sellerId && (
            <div className="-mt-2 flex justify-end">
              <ReportDialog
                kind="listing"
                id={listing.id}
                trigger={<ReportButton label="Report this listing" />}
              />
            </div>
          )}
        </div>
        <div className="content-start lg:col-start-1 lg:row-start-2">
          <CommentsSection
            listingId={listing.id}
            sellerId={listing.sellerId}
            user={user}
            onLoginRequired={() => setDialog('login')}
          />
        </div>
      </div>

      <LazyMount when={dialog === 'login'}>
        <LoginRequiredDialog open={dialog === 'login'} onOpenChange={close} />
      </LazyMount>
      {user && user.id !== listing.sellerId && !listing.isSold && (
        <LazyMount when={dialog === 'offer'}>
          <MakeOfferDialog
            open={dialog === 'offer'}
            onOpenChange={close}
            listing={listing}
            buyerId={user.id}
          />
        </LazyMount>
      )}
      {user?.id === listing.sellerId && (
        <LazyMount when={dialog === 'edit'}>
          <EditListingDialog listing={listing} open={dialog === 'edit'} onOpenChange={close} />
        </LazyMount>
      )}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'another site';
  }
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading listing"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:py-10 lg:grid-cols-2 lg:gap-12 lg:px-6"
    >
      <Skeleton className="aspect-[4/5] rounded-2xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-9 w-32" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
