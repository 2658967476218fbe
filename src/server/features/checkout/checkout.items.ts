import { bundleCheckoutMessages, checkoutMessages } from '#shared/checkout.js';
import type { Db } from '../../db/client.js';
import { lockListingForSale, type ListingForSale } from '../listings/listings.sale.service.js';
import { reservedForAnother } from '../offers/offers.service.js';
import * as q from './checkout.queries.js';

/**
 * An order's items and their listings, as confirming and settling a payment check them: one item for
 * a single purchase, several for a bundle. The listings are locked before the order (the lock order of
 * a sale, listings.sale.service.ts), in id order, so two bundles sharing items cannot deadlock.
 */
export type LockedItems = {
  items: q.OrderItemRow[];
  /** The items' listings that still exist, by id. */
  listings: Map<string, ListingForSale>;
};

export async function lockItemListings(tx: Db, orderId: string): Promise<LockedItems> {
  const items = await q.itemsOfOrders(tx, [orderId]);
  const listings = new Map<string, ListingForSale>();
  for (const id of items.map((i) => i.listingId).sort()) {
    const listing = await lockListingForSale(tx, id);
    if (listing) listings.set(id, listing);
  }
  return { items, listings };
}

/** What a buyer is told when an item is sold or withdrawn: before charging, or after (with a refund). */
const REFUSALS = {
  confirming: {
    sold: { one: () => checkoutMessages.listingSold, bundle: bundleCheckoutMessages.itemSold },
    inactive: { one: () => checkoutMessages.listingInactive, bundle: bundleCheckoutMessages.itemInactive },
  },
  settling: {
    sold: { one: () => checkoutMessages.soldToSomeoneElse, bundle: bundleCheckoutMessages.soldToSomeoneElse },
    inactive: { one: () => checkoutMessages.listingWithdrawn, bundle: bundleCheckoutMessages.withdrawn },
  },
} as const;

/** Why one of the items cannot be sold now, in the words its buyer sees (a bundle's name the item), or null. */
export function unavailableItem(
  locked: LockedItems,
  words: 'confirming' | 'settling',
): { kind: 'sold' | 'inactive'; message: string } | null {
  const say = (kind: 'sold' | 'inactive', title: string) => {
    const refusal = REFUSALS[words][kind];
    return { kind, message: locked.items.length > 1 ? refusal.bundle(title) : refusal.one() };
  };
  // Sold first: a sold item is the answer even when another one was also taken down.
  for (const item of locked.items) {
    const listing = locked.listings.get(item.listingId);
    if (!listing || listing.isSold) return say('sold', listing?.title ?? 'An item');
  }
  const inactive = locked.items.map((i) => locked.listings.get(i.listingId)!).find((l) => !l.isActive);
  return inactive ? say('inactive', inactive.title) : null;
}

/** Why an acceptance holds one of the items for another buyer (their money must go back), or null. */
export async function reservedItem(tx: Db, locked: LockedItems, buyerId: string): Promise<string | null> {
  for (const item of locked.items) {
    const reason = await reservedForAnother(tx, item.listingId, buyerId);
    if (reason) return reason;
  }
  return null;
}

/**
 * Whether a checkout no longer holds its items' terms: a list-price item whose price changed (an
 * accepted offer keeps its price), or any whose parcel or shipping payer changed. The change that made
 * it stale cancels it in its own transaction; confirming and settling check again under the locks.
 */
export function itemTermsChanged(order: { offerId: string | null }, locked: LockedItems): boolean {
  return locked.items.some((item) => {
    const listing = locked.listings.get(item.listingId);
    return (
      !listing ||
      (order.offerId === null && item.priceCents !== listing.priceCents) ||
      item.parcelSize !== listing.parcelSize ||
      item.shippingPayer !== listing.shippingPayer
    );
  });
}
