import { MAX_IMAGES_PER_LISTING } from '#shared/constants.js';
import {
  listingMessages,
  uniqueImages,
  type CreateListingData,
  type Listing,
  type UpdateListingData,
} from '#shared/listings.js';
import { storedTiers } from '#shared/bundles.js';
import { importListingKey } from '#shared/imports.js';
import { normalizeSize } from '#shared/sizes.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { changeListingTerms } from '../checkout/checkout.service.js';
import { isIssuedImageUrl, photosNotOwnedBy } from '../images/images.service.js';
import { soldOnSource } from '../imports/scrapes.service.js';
import { buyerShippingCents } from '../shipping/shipping.service.js';
import { defaultParcelSize } from '#shared/shipping.js';
import { isUuid } from '#shared/ids.js';
import { moderationMessages } from '#shared/moderation.js';
import { bulkMessages } from '#shared/listing-bulk.js';
import * as q from './listings.queries.js';
import { tellLikersOfPriceDrop } from './listings.price-drop.js';

const toListing = (
  { reservation, hiddenBy, hiddenNote, sellerAway, ...row }: q.ListingDetailRow,
  shippingCents: number,
  viewerId: string | null,
): Listing => ({
  ...row,
  bundleTiers: storedTiers(row.bundleTiers),
  // Why Rethread hid it is the seller's business alone (a hidden listing is inactive, so nobody else
  // reads it today; this keeps it so should that change).
  ...(row.sellerId === viewerId ? { hiddenBy, hiddenNote } : { hiddenBy: null, hiddenNote: null }),
  shippingCents,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  reservedUntil: reservation.untilMs === null ? null : new Date(reservation.untilMs).toISOString(),
  awayUntil: sellerAway.until?.toISOString() ?? null,
  awayMessage: sellerAway.until ? sellerAway.message : null,
});

/** The size as written, kept only when the filter's spelling differs from it ("M8" beside "US 8"). */
const writtenSize = (written: string | null | undefined, normalized: string | null | undefined) =>
  written && written !== normalized ? written : null;

/** An inactive listing exists only for its seller; for everyone else it is simply not found. */
const canSee = (listing: { isActive: boolean; sellerId: string }, viewerId: string | null) =>
  listing.isActive || listing.sellerId === viewerId;

/** GET /api/listings/{id}: unknown ids, malformed ids and other sellers' inactive listings are all 404. */
export async function getListing(ctx: AppContext, id: string, viewerId: string | null): Promise<Listing> {
  const row = isUuid(id) ? await q.findListingDetail(ctx.db, id) : undefined;
  if (!row || !canSee(row, viewerId)) throw notFound(listingMessages.notFound);
  return toListing(row, await buyerShippingCents(ctx.db, row), viewerId);
}

/**
 * The listing a viewer may interact with (comments, likes), or 404. Other features call this
 * rather than reading the listings table's rules themselves.
 */
export async function findVisibleListing(
  ctx: AppContext,
  id: string,
  viewerId: string | null,
): Promise<{ id: string; sellerId: string; isActive: boolean }> {
  const row = isUuid(id) ? await q.findListingAccess(ctx.db, id) : undefined;
  if (!row || !canSee(row, viewerId)) throw notFound(listingMessages.notFound);
  return { id: row.id, sellerId: row.sellerId, isActive: row.isActive };
}

/**
 * Every image must be a photo this server issued and still stores (a foreign URL is never saved),
 * uploaded or imported by the seller: another seller's photo URL is public, not theirs to list.
 */
export async function assertIssuedImages(ctx: AppContext, sellerId: string, urls: readonly string[]): Promise<void> {
  const checks = await Promise.all(urls.map((url) => isIssuedImageUrl(ctx, url)));
  if (checks.some((ok) => !ok)) throw badRequest(listingMessages.imageForeign);
  if ((await photosNotOwnedBy(ctx, sellerId, urls)).length) throw forbidden(listingMessages.imageNotYours);
}

/**
 * POST /api/listings. `sellerId`, when sent, must be the caller (docs/product/12-engineering.md §12.4). An imported listing is
 * keyed by the other site's own id (from `originalUrl`) or by the importer's `sourceListingKey`, so
 * one item is never listed twice by a seller; and an item our own scrape found sold stays sold.
 */
export async function createListing(
  ctx: AppContext,
  callerId: string,
  input: CreateListingData,
  options: { sourceListingKey?: string; needsCategory?: boolean; id?: string } = {},
): Promise<Listing> {
  const { sellerId, ...fields } = input;
  if (sellerId !== undefined && sellerId !== callerId) throw forbidden(listingMessages.sellerMismatch);
  // One spelling per size ("8.5 US" → "US 8.5"), so the size filter finds it; the page shows it as written.
  const written = fields.size;
  fields.size = normalizeSize(fields.category, fields.size) ?? undefined;
  const sizeAsWritten = writtenSize(written, fields.size);
  fields.parcelSize ??= defaultParcelSize(fields.category);
  await assertIssuedImages(ctx, callerId, fields.images);
  const sourceListingKey = options.sourceListingKey ?? importListingKey(fields.originalUrl);
  const isSold =
    fields.isSold === true ||
    (sourceListingKey ? await soldOnSource(ctx, callerId, sourceListingKey) : false);
  let id: string;
  try {
    id = await q.insertListing(ctx.db, {
      ...fields,
      // A published draft keeps its id, so links to it keep working.
      ...(options.id ? { id: options.id } : {}),
      isSold,
      // Imported already sold: it sold (as far as we know) when it was imported.
      ...(isSold ? { soldAt: new Date() } : {}),
      sourceListingKey,
      sellerId: callerId,
      sizeAsWritten,
      // A page imported without one of our categories (a console, "Men › Other") is never published
      // as something it is not: it waits, inactive, for its seller to choose one.
      ...(!fields.category && (importListingKey(fields.originalUrl) || options.needsCategory)
        ? { needsCategory: true, isActive: false }
        : {}),
    });
  } catch (err) {
    if (
      isUniqueViolation(err, 'listings_seller_original_url_unique') ||
      isUniqueViolation(err, 'listings_seller_source_key_unique')
    ) {
      throw conflict('You already have a listing for that original URL');
    }
    throw err;
  }
  return getListing(ctx, id, callerId);
}

/** PATCH /api/listings/{id}: the seller's edit fields, or `{ isActive }` to activate/deactivate. */
export async function updateListing(
  ctx: AppContext,
  callerId: string,
  id: string,
  input: UpdateListingData,
): Promise<Listing> {
  const current = isUuid(id) ? await q.findListingAccess(ctx.db, id) : undefined;
  if (!current || !canSee(current, callerId)) throw notFound(listingMessages.notFound);
  if (current.sellerId !== callerId) throw forbidden(listingMessages.notOwner);
  if (input.isActive === true && current.hiddenReason) throw conflict(moderationMessages.listingHidden);
  // A relisted listing is retired for good: its fresh copy is the one for sale.
  if (input.isActive === true && current.relistedAs) throw conflict(bulkMessages.retired);

  const changes: q.ListingChanges = { ...input };
  if (input.size !== undefined || input.category !== undefined) {
    // The size is spelt for the listing's category, also when only the category changes. The edit
    // screen sends the stored spelling back unchanged, which keeps the size as it was written.
    const category = input.category !== undefined ? input.category : current.category;
    const unchanged = input.size === undefined || input.size === current.size;
    const written = unchanged ? (current.sizeAsWritten ?? current.size) : input.size;
    const size = normalizeSize(category, written ?? null);
    if (input.size !== undefined || size !== current.size) changes.size = size;
    const sizeAsWritten = writtenSize(written, size);
    if (sizeAsWritten !== current.sizeAsWritten) changes.sizeAsWritten = sizeAsWritten;
  }
  // Choosing a category is what an imported draft without one was waiting for.
  if (current.needsCategory && input.category) changes.needsCategory = false;
  if (input.isActive === true && current.needsCategory && !input.category) {
    throw badRequest(listingMessages.needsCategory);
  }
  // A new main photo alone ('Set Main') moves it to the front of the listing's photos.
  const images = input.images ?? (input.imageUrl ? uniqueImages(input.imageUrl, current.images) : undefined);
  if (images) {
    if (images.length > MAX_IMAGES_PER_LISTING) throw badRequest(listingMessages.imagesMax);
    // Photos already on this listing were checked when they were added; only new ones need checking.
    await assertIssuedImages(
      ctx,
      callerId,
      images.filter((url) => !current.images.includes(url)),
    );
    Object.assign(changes, { images, imageUrl: images[0], needsPhotos: false });
  }
  // A CSV draft without photos stays a draft until it has one (a listing must have a photo to be shown).
  if (input.isActive === true && current.needsPhotos && !images?.length) {
    throw badRequest(listingMessages.needsPhotos);
  }
  // A new price, shipping or availability ends the listing's open checkouts in the same transaction;
  // other edits leave the terms as they were, so they need neither the transaction nor the cancelling query.
  const changesTerms =
    changes.priceCents !== undefined ||
    changes.isActive !== undefined ||
    changes.parcelSize !== undefined ||
    changes.shippingPayer !== undefined;
  const changed = changesTerms
    ? await changeListingTerms(ctx, id, async (tx) => {
        // The price before this edit, read under the row's lock so two edits compare with each other in turn.
        const before = changes.priceCents !== undefined ? await q.lockListingTerms(tx, id) : undefined;
        const done = await q.updateListingRow(tx, id, callerId, changes);
        if (done && before) await tellLikersOfPriceDrop(tx, before, changes);
        return done;
      })
    : await q.updateListingRow(ctx.db, id, callerId, changes);
  if (!changed) throw notFound(listingMessages.notFound);
  return getListing(ctx, id, callerId);
}
