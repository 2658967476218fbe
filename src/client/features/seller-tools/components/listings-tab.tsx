import { Eye, Heart, ImageOff, Pencil, Plus, Power } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import { HiddenListingNote } from '#client/components/hidden-listing-note';
import type { SellerListing, SellerListingStatus } from '#shared/seller-stats';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button, buttonClass } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { SoldElsewhereButton } from '#client/components/sold-elsewhere-button';
import { useSetListingActive } from '#client/lib/set-listing-active';
import { ListingTitleLink } from '#client/components/listing-title-link';
import { Checkbox } from '#client/components/ui/checkbox';
import { BulkActionBar } from './bulk-action-bar';
import { DraftsSection } from './drafts-section';

const STATUS: Record<SellerListingStatus, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  inactive: { label: 'Inactive', variant: 'neutral' },
  sold: { label: 'Sold', variant: 'default' },
  draft: { label: 'Draft', variant: 'warning' },
};

/** A sold or hidden listing cannot be changed, alone or in bulk, so it cannot be selected either. */
const selectable = (listing: SellerListing) => listing.status !== 'sold' && listing.hiddenBy === null;

/**
 * My Listings (docs/product/08-seller-tools.md §8.1): cards with status, price, views and likes; Edit, the archive button and 'Add
 * New Listing'. The archive button is the dashboard block's Activate / Deactivate (docs/product/08-seller-tools.md §8.1), with the
 * same words, so an inactive listing can be put back on sale from here too. Each card can be selected
 * for a bulk action (% off, one price, activate, deactivate, relist) from the bar that appears.
 */
export function ListingsTab({ listings, total }: { listings: SellerListing[] | undefined; total: number }) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const choosable = useMemo(() => (listings ?? []).filter(selectable), [listings]);
  // Only what is on screen and still selectable counts: a listing that sold meanwhile drops out.
  const selected = choosable.filter((l) => picked.has(l.id)).map((l) => l.id);
  const titles = useMemo(() => new Map((listings ?? []).map((l) => [l.id, l.title])), [listings]);
  const allChosen = choosable.length > 0 && selected.length === choosable.length;
  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section aria-labelledby="seller-tools-listings" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-tools-listings" className="text-xl font-semibold text-gray-900">
          My Listings
          {listings && <span className="ml-2 text-base font-normal text-gray-500">({total})</span>}
        </h2>
        <Link href="/create-listing" className={buttonClass('primary', 'sm')}>
          <Plus aria-hidden="true" />
          Add New Listing
        </Link>
      </div>
      <DraftsSection />
      {!listings ? (
        <div role="status" aria-label="Loading your listings" className={gridClass}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </div>
      ) : listings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <p className="font-medium text-gray-900">No listings found</p>
          <p className="mt-1 text-sm text-gray-600">
            List your first item, or import your closet from Poshmark or Mercari.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Link href="/create-listing" className={buttonClass('primary', 'sm')}>
              Create New Listing
            </Link>
            <Link href="/import" className={buttonClass('outline', 'sm')}>
              Import Items
            </Link>
          </div>
        </div>
      ) : (
        <>
          {choosable.length > 0 && (
            <label className="flex w-fit items-center gap-2 text-sm font-medium text-gray-700">
              <Checkbox
                checked={allChosen ? true : selected.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(on) =>
                  setPicked(on === true ? new Set(choosable.map((l) => l.id)) : new Set())
                }
              />
              Select all
            </label>
          )}
          <ul className={gridClass}>
            {listings.map((listing) => (
              <li key={listing.id}>
                <SellerListingCard
                  listing={listing}
                  selected={selectable(listing) ? picked.has(listing.id) : undefined}
                  onSelect={(on) => toggle(listing.id, on)}
                />
              </li>
            ))}
          </ul>
          {selected.length > 0 && (
            <BulkActionBar
              ids={selected}
              titles={titles}
              onDone={() => setPicked(new Set())}
              onClear={() => setPicked(new Set())}
            />
          )}
          {total > listings.length && (
            <p className="text-sm text-gray-600">
              Showing your {listings.length} newest of {total} listings.{' '}
              <Link href="/profile" className="font-medium text-brand-700 hover:underline">
                See them all on your profile
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function SellerListingCard({
  listing,
  selected,
  onSelect,
}: {
  listing: SellerListing;
  /** Undefined when it cannot be selected. */
  selected: boolean | undefined;
  onSelect: (on: boolean) => void;
}) {
  const setActive = useSetListingActive();
  const status = STATUS[listing.status];
  // A sold listing is off sale for good: its one badge says Sold, and there is nothing to toggle.
  const sold = listing.status === 'sold';
  // Rethread hid it: the seller is told why, and there is no Activate to press in vain.
  const hidden = listing.hiddenBy !== null && !sold;
  const action = listing.isActive ? 'Deactivate' : 'Activate';
  return (
    // A row on phones (photo beside the details) keeps a long list short; a card from sm up.
    <article
      className={`relative flex h-full flex-row overflow-hidden rounded-2xl border bg-white shadow-sm sm:flex-col ${
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200'
      }`}
    >
      {selected !== undefined && (
        <Checkbox
          checked={selected}
          onCheckedChange={(on) => onSelect(on === true)}
          aria-label={`Select ${listing.title}`}
          className="absolute top-2 left-2 z-10 size-6 shadow"
        />
      )}
      <Thumbnail url={listing.imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <ListingTitleLink listing={listing} />
          <Badge variant={hidden ? 'warning' : status.variant} className="shrink-0">
            {hidden ? 'Hidden' : status.label}
          </Badge>
        </div>
        {listing.soldPriceCents !== null ? (
          <p className="text-gray-900">
            <span className="text-lg font-semibold">Sold for {formatCents(listing.soldPriceCents)}</span>
            {listing.soldPriceCents !== listing.priceCents && (
              <span className="ml-2 text-sm text-gray-500">
                listed at <span className="line-through">{formatCents(listing.priceCents)}</span>
              </span>
            )}
          </p>
        ) : (
          <p className="text-lg font-semibold text-gray-900">{formatCents(listing.priceCents)}</p>
        )}
        {hidden && <HiddenListingNote by={listing.hiddenBy!} note={listing.hiddenNote} />}
        {listing.status === 'draft' && (
          <p className="text-sm text-amber-800">
            Imported without photos or a category: add them, then activate it.
          </p>
        )}
        <p className="flex items-center gap-4 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <Eye className="size-4" aria-hidden="true" />
            {listing.views.toLocaleString('en-US')} <span className="sr-only">views</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden="true" />
            {listing.likes.toLocaleString('en-US')} <span className="sr-only">likes</span>
          </span>
        </p>
        <div className={`mt-auto grid gap-2 pt-2 ${sold || hidden ? 'grid-cols-1' : 'grid-cols-2'}`}>
          {/* The listing page holds the seller's Edit button and dialog. */}
          <Link
            href={`/listing/${listing.id}`}
            className={buttonClass('outline', 'sm')}
            aria-label={`Edit ${listing.title}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          {!sold && !hidden && (
            <Button
              variant={listing.isActive ? 'outline' : 'primary'}
              size="sm"
              disabled={setActive.isPending}
              onClick={() => setActive.mutate({ id: listing.id, isActive: !listing.isActive })}
              aria-label={`${action} ${listing.title}`}
            >
              <Power aria-hidden="true" />
              {action}
            </Button>
          )}
          {/* Listed on another site too: when it sells there, it leaves Rethread at once. */}
          {!sold && !hidden && <SoldElsewhereButton listing={listing} className="col-span-2" />}
        </div>
      </div>
    </article>
  );
}

const thumbClass = 'h-auto w-28 shrink-0 self-stretch bg-gray-100 sm:aspect-[4/3] sm:w-full sm:self-auto';

function Thumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className={`${thumbClass} flex flex-col items-center justify-center gap-1 text-gray-400`}>
        <ImageOff className="size-7" aria-hidden="true" />
        <span className="text-xs font-medium">No image</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${thumbClass} object-cover`}
    />
  );
}
