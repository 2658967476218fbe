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

/** Why one of the items cannot be sold now, in the words its buyer sees, or null. */
export function unavailableItem(
  locked: LockedItems,
  words: 'confirming' | 'settling',
): { kind: 'sold' | 'inactive'; message: string } | null {
  const bundle = locked.items.length > 1;
  for (const item of locked.items) {
    const listing = locked.listings.get(item.listingId);
    const title = listing?.title ?? 'An item';
    if (!listing || listing.isSold) {
      const message =
        words === 'confirming'
          ? bundle
            ? bundleCheckoutMessages.itemSold(title)
            : checkoutMessages.listingSold
          : bundle
            ? bundleCheckoutMessages.soldToSomeoneElse(title)
            : checkoutMessages.soldToSomeoneElse;
      return { kind: 'sold', message };
    }
  }
  for (const item of locked.items) {
    const listing = locked.listings.get(item.listingId)!;
    if (!listing.isActive) {
      const message =
        words === 'confirming'
          ? bundle
            ? bundleCheckoutMessages.itemInactive(listing.title)
            : checkoutMessages.listingInactive
          : bundle
            ? bundleCheckoutMessages.withdrawn(listing.title)
            : checkoutMessages.listingWithdrawn;
      return { kind: 'inactive', message };
    }
  }
  return null;
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
