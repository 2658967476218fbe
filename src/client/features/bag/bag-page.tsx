import { HandCoins, ShoppingBag, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'wouter';
import { bundleOfferMessages } from '#shared/bundle-offers';
import { bundleDiscountLabel, bundleMessages } from '#shared/bundle-rules';
import type { BagGroup, BagItem } from '#shared/bundles';
import { formatCents } from '#shared/money';
import { bundleCheckoutPath } from '#shared/routes';
import { useBag, useRemoveFromBag } from '#client/components/bag/bag-api';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { LazyMount } from '#client/components/lazy-mount';
import { ListingThumb } from '#client/components/listing-thumb';
import { RequireAuth } from '#client/components/sign-in-prompt';
import { Button, buttonClass } from '#client/components/ui/button';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';

const MakeOfferDialog = lazy(() =>
  import('#client/components/offers/make-offer-dialog').then((module) => ({
    default: module.MakeOfferDialog,
  })),
);

/** /bag: the items waiting in the bag, one group per seller with its bundle total. */
export default function BagPage() {
  usePageMeta('Your bag', 'Items you are bundling from Rethread closets.');
  return (
    <RequireAuth>
      <Bag />
    </RequireAuth>
  );
}

function Bag() {
  const bag = useBag();
  const groups = bag.data?.groups ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your bag</h1>
        <p className="text-gray-600">
          Items from one closet check out together: one payment, one parcel, and the seller&apos;s bundle
          discount.
        </p>
      </header>
      {bag.isError ? (
        <ListLoadError message="Could not load your bag." onRetry={() => void bag.refetch()} />
      ) : bag.isPending ? (
        <p className="text-sm text-gray-600">Loading…</p>
      ) : groups.length === 0 ? (
        <ListEmptyState
          icon={ShoppingBag}
          title={bundleMessages.emptyBag}
          action={
            <Link href="/trending" className={buttonClass('outline', 'sm', 'mt-4')}>
              Browse listings
            </Link>
          }
        >
          Press “Add to bag” on a listing to bundle it with others from the same closet.
        </ListEmptyState>
      ) : (
        groups.map((group) => <SellerGroup key={group.seller.id} group={group} />)
      )}
    </div>
  );
}

function SellerGroup({ group }: { group: BagGroup }) {
  const headingId = `bag-seller-${group.seller.id}`;
  const count = group.availableCount;
  const { user } = useUser();
  const [offering, setOffering] = useState(false);
  // One offer on the group's items still for sale, bounded by their total (a bundle has 2 or more).
  const offerItems = group.items.filter((i) => i.available && i.priceCents !== null);
  const offerTotal = offerItems.reduce((sum, i) => sum + (i.priceCents ?? 0), 0);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white">
      <h2 id={headingId} className="border-b border-gray-200 px-4 py-3 text-lg font-semibold text-gray-900">
        <Link href={`/profile/${encodeURIComponent(group.seller.handle)}`} className="hover:underline">
          {group.seller.display}
        </Link>{' '}
        <span className="text-sm font-normal text-gray-600">@{group.seller.handle}</span>
      </h2>
      <ul className="divide-y divide-gray-200">
        {group.items.map((item) => (
          <BagRow key={item.listingId} item={item} />
        ))}
      </ul>
      <dl className="space-y-1 border-t border-gray-200 px-4 py-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Items ({count})</dt>
          <dd>{formatCents(group.subtotalCents)}</dd>
        </div>
        {group.discountCents > 0 && (
          <div className="flex justify-between text-green-700">
            <dt>{bundleDiscountLabel(group.discountPercent)}</dt>
            <dd>−{formatCents(group.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-gray-600">Shipping (one parcel)</dt>
          <dd>{count === 0 ? '—' : group.shippingCents === 0 ? 'Free' : formatCents(group.shippingCents)}</dd>
        </div>
        <div className="flex justify-between pt-1 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd>{formatCents(group.totalCents)}</dd>
        </div>
      </dl>
      <div className="px-4 pb-4">
        {/* Always a link: the checkout page says so when fewer than two items are still for sale. */}
        <Link href={bundleCheckoutPath(group.seller.id)} className={buttonClass('primary', 'lg', 'w-full')}>
          Check out {count} {count === 1 ? 'item' : 'items'}
        </Link>
        {user && offerItems.length >= 2 && (
          <Button variant="outline" size="lg" className="mt-2 w-full" onClick={() => setOffering(true)}>
            <HandCoins aria-hidden="true" />
            {bundleOfferMessages.bundleButton(offerItems.length)}
          </Button>
        )}
      </div>
      {user && offerItems.length >= 2 && (
        <LazyMount when={offering}>
          <MakeOfferDialog
            open={offering}
            onOpenChange={setOffering}
            listing={{ id: offerItems[0]!.listingId, priceCents: offerTotal, title: offerItems[0]!.title }}
            buyerId={user.id}
            bundle={{ listingIds: offerItems.map((i) => i.listingId) }}
          />
        </LazyMount>
      )}
    </section>
  );
}

function BagRow({ item }: { item: BagItem }) {
  const remove = useRemoveFromBag();
  const href = `/listing/${item.listingId}`;
  const notice = !item.available
    ? item.unavailableReason === 'sold'
      ? 'Sold: no longer counted in the total.'
      : 'No longer for sale: not counted in the total.'
    : item.priceChanged && item.priceCents !== null
      ? `Price changed from ${formatCents(item.priceWhenAddedCents)} to ${formatCents(item.priceCents)}.`
      : null;
  return (
    <li className="flex gap-3 px-4 py-3">
      <ListingThumb href={href} imageUrl={item.imageUrl} px={96} className="size-20" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link href={href} className="block truncate font-medium text-gray-900 hover:underline">
          {item.title}
        </Link>
        {item.size && <p className="text-sm text-gray-600">Size {item.size}</p>}
        <p className={item.available ? 'font-semibold text-gray-900' : 'text-gray-500 line-through'}>
          {formatCents(item.priceCents ?? item.priceWhenAddedCents)}
        </p>
        {notice && (
          <p role="note" className={item.available ? 'text-sm text-amber-800' : 'text-sm text-red-700'}>
            {notice}
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${item.title} from your bag`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(item.listingId)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
