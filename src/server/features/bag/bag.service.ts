import {
  bundleMessages,
  bundleTotal,
  MAX_BUNDLE_ITEMS,
  storedTiers,
  type BagGroup,
  type BagItem,
  type BagReply,
  type BundleTier,
  type UnavailableReason,
} from '#shared/bundles.js';
import { isUuid } from '#shared/ids.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { assertSellerHere } from '../listings/listings.sale.service.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import * as q from './bag.queries.js';

/** Why an item in the bag cannot be bought now, or null when it can. */
function unavailableReason(row: q.BagRow): UnavailableReason | null {
  if (row.isSold) return 'sold';
  // Taken off sale by Rethread (a report, a suspension): to the buyer it is gone.
  if (row.hiddenReason) return 'removed';
  if (!row.isActive) return 'inactive';
  return null;
}

function toItem(row: q.BagRow): BagItem {
  const reason = unavailableReason(row);
  return {
    listingId: row.listingId,
    title: row.title,
    imageUrl: row.imageUrl,
    size: row.sizeAsWritten ?? row.size,
    priceCents: row.priceCents,
    priceWhenAddedCents: row.priceCentsWhenAdded,
    priceChanged: row.priceCents !== row.priceCentsWhenAdded,
    parcelSize: row.parcelSize,
    shippingPayer: row.shippingPayer,
    available: reason === null,
    unavailableReason: reason,
    addedAt: row.addedAt.toISOString(),
  };
}

/**
 * GET /api/bag: the bag grouped by seller (in the order each seller's first item went in), each
 * group totalled over its available items at their current prices, with one combined parcel at
 * the rates checkout uses: what the buyer would pay now, never a stale price.
 */
export async function getBag(ctx: AppContext, userId: string): Promise<BagReply> {
  const [rows, rates] = await Promise.all([q.bagRowsOf(ctx.db, userId), getShippingRates(ctx.db)]);
  const bySeller = new Map<string, { seller: BagGroup['seller']; tiers: BundleTier[]; rows: q.BagRow[] }>();
  for (const row of rows) {
    const group = bySeller.get(row.seller.id);
    if (group) group.rows.push(row);
    else
      bySeller.set(row.seller.id, { seller: row.seller, tiers: storedTiers(row.sellerTiers), rows: [row] });
  }
  const groups = [...bySeller.values()].map(({ seller, tiers, rows: sellerRows }): BagGroup => {
    const items = sellerRows.map(toItem);
    const total = bundleTotal(
      sellerRows.filter((row) => unavailableReason(row) === null),
      tiers,
      rates,
    );
    return {
      seller,
      tiers,
      items,
      availableCount: total.itemCount,
      subtotalCents: total.subtotalCents,
      discountPercent: total.discountPercent,
      discountCents: total.discountCents,
      parcelSize: total.parcelSize,
      shippingCents: total.shippingCents,
      totalCents: total.totalCents,
    };
  });
  return { groups, itemCount: rows.length };
}

/**
 * POST /api/bag/items: only someone else's listing that is for sale goes in, at most
 * MAX_BUNDLE_ITEMS per seller (the most one bundle checkout takes). Adding what is already there
 * changes nothing and answers `created: false`.
 */
export async function addToBag(
  ctx: AppContext,
  userId: string,
  listingId: string,
): Promise<{ created: boolean }> {
  const listing = isUuid(listingId) ? await q.listingForBag(ctx.db, listingId) : undefined;
  if (!listing) throw notFound(bundleMessages.listingNotFound);
  if (listing.sellerId === userId) throw forbidden(bundleMessages.ownListing);
  if (listing.isSold) throw conflict(bundleMessages.sold);
  if (!listing.isActive) throw conflict(bundleMessages.inactive);
  assertSellerHere(listing.seller);
  const created = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockBuyer(tx, userId);
    if (await q.isInBag(tx, userId, listing.id)) return false;
    if ((await q.countFromSeller(tx, userId, listing.sellerId)) >= MAX_BUNDLE_ITEMS)
      throw conflict(bundleMessages.tooManyFromSeller);
    return q.insertBagItem(tx, { userId, listingId: listing.id, priceCentsWhenAdded: listing.priceCents });
  });
  return { created };
}

/** DELETE /api/bag/items/{listingId}. */
export async function removeFromBag(ctx: AppContext, userId: string, listingId: string): Promise<void> {
  if (!(await q.deleteBagItem(ctx.db, userId, listingId))) throw notFound(bundleMessages.notInBag);
}

/** The buyer bought this item: it leaves their bag, in the sale's transaction. */
export async function takeBoughtItem(tx: Db, buyerId: string, listingId: string): Promise<void> {
  await q.deleteBagItem(tx, buyerId, listingId);
}

/** GET /api/me/bundle-discount. */
export async function getBundleTiers(ctx: AppContext, userId: string): Promise<BundleTier[]> {
  return storedTiers(await q.bundleTiersOf(ctx.db, userId));
}

/** PUT /api/me/bundle-discount: the route's schema has checked the tiers; they replace the old ones. */
export async function setBundleTiers(
  ctx: AppContext,
  userId: string,
  tiers: BundleTier[],
): Promise<BundleTier[]> {
  await q.setBundleTiers(ctx.db, userId, tiers);
  return getBundleTiers(ctx, userId);
}
