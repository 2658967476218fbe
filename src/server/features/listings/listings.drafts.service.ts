import { storedTiers } from '#shared/bundles.js';
import { draftFieldsSchema, draftMessages, MAX_DRAFTS_PER_SELLER, type DraftFields } from '#shared/drafts.js';
import { isUuid } from '#shared/ids.js';
import {
  createListingInputSchema,
  listingMessages,
  uniqueImages,
  type Listing,
  type UpdateListingData,
} from '#shared/listings.js';
import { defaultParcelSize } from '#shared/shipping.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import * as q from './listings.drafts.queries.js';
import { assertIssuedImages, createListing, getListing, updateListing } from './listings.service.js';

/**
 * Drafts read like listings that are not for sale, with `isDraft: true`: whatever is not given yet is
 * empty ('' text, 0 cents, no photos), so the seller's pages and the form read one shape.
 */
function toDraftListing(row: q.DraftDetailRow): Listing {
  const f = row.fields as DraftFields;
  return {
    id: row.id,
    sellerId: row.sellerId,
    title: f.title ?? '',
    description: f.description ?? '',
    priceCents: f.priceCents ?? 0,
    imageUrl: f.imageUrl ?? null,
    images: f.images ?? [],
    category: f.category ?? null,
    gender: f.gender ?? null,
    size: f.size ?? null,
    sizeAsWritten: null,
    color: f.color ?? null,
    type: f.type ?? null,
    condition: f.condition ?? null,
    brand: f.brand ?? null,
    styleTags: f.styleTags ?? [],
    originalUrl: f.originalUrl ?? null,
    sourcePlatform: f.sourcePlatform ?? null,
    needsPhotos: !f.images?.length,
    needsCategory: false,
    isActive: false,
    isSold: false,
    hiddenBy: null,
    hiddenNote: null,
    parcelSize: f.parcelSize ?? defaultParcelSize(f.category),
    shippingPayer: f.shippingPayer ?? 'buyer',
    shippingCents: 0,
    likeCount: 0,
    commentCount: 0,
    viewCount: 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seller: row.seller,
    sellerRating: { averageRating: null, reviewCount: 0 },
    reservedUntil: null,
    // Nobody buys a draft, so the seller's away mode says nothing on it.
    awayUntil: null,
    awayMessage: null,
    bundleTiers: storedTiers(row.bundleTiers),
    isDraft: true,
  };
}

/** The caller's own draft with this id, or undefined (someone else's draft is none of theirs). */
async function ownDraft(ctx: AppContext, id: string, callerId: string | null) {
  if (!callerId || !isUuid(id)) return undefined;
  const row = await q.findDraft(ctx.db, id);
  return row?.sellerId === callerId ? row : undefined;
}

async function readDraft(ctx: AppContext, id: string): Promise<Listing> {
  const row = await q.findDraft(ctx.db, id);
  if (!row) throw notFound(listingMessages.notFound);
  return toDraftListing(row);
}

/** Photos already on the draft were checked when they were added; only new ones need checking. */
async function checkNewImages(
  ctx: AppContext,
  sellerId: string,
  images: string[] | undefined,
  before: string[] = [],
) {
  const added = (images ?? []).filter((url) => !before.includes(url));
  if (added.length) await assertIssuedImages(ctx, sellerId, added);
}

/**
 * POST /api/listings with `draft: true`. At most MAX_DRAFTS_PER_SELLER per seller: the count and the
 * insert happen under the seller's row lock, so two tabs saving the last one cannot both succeed.
 */
export async function saveDraft(ctx: AppContext, sellerId: string, fields: DraftFields): Promise<Listing> {
  await checkNewImages(ctx, sellerId, fields.images);
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockSeller(tx, sellerId);
    if ((await q.countDrafts(tx, sellerId)) >= MAX_DRAFTS_PER_SELLER) throw conflict(draftMessages.tooMany);
    return q.insertDraft(tx, sellerId, fields);
  });
  return readDraft(ctx, id);
}

/**
 * GET /api/listings/{id}: the listing as everyone may see it, else the caller's own draft. The listing
 * is read first: every listing page view comes here, and only a seller opening a draft needs the
 * drafts table (a draft keeps its id when published, so the two never share one).
 */
export async function getListingOrDraft(
  ctx: AppContext,
  id: string,
  viewerId: string | null,
): Promise<Listing> {
  try {
    return await getListing(ctx, id, viewerId);
  } catch (err) {
    const draft =
      err instanceof AppError && err.status === 404 ? await ownDraft(ctx, id, viewerId) : undefined;
    if (!draft) throw err;
    return toDraftListing(draft);
  }
}

/** The seller's drafts, the most recently saved first (GET /api/me/drafts). */
export async function listDrafts(ctx: AppContext, sellerId: string): Promise<Listing[]> {
  return (await q.listDrafts(ctx.db, sellerId)).map(toDraftListing);
}

/** Checks the new fields like a new draft's, then stores them in place of the old ones. */
async function storeFields(ctx: AppContext, callerId: string, draft: q.DraftDetailRow, next: unknown) {
  const parsed = draftFieldsSchema.safeParse(next);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  await checkNewImages(ctx, callerId, parsed.data.images, (draft.fields as DraftFields).images);
  if (!(await q.updateDraftFields(ctx.db, draft.id, callerId, parsed.data)))
    throw notFound(listingMessages.notFound);
  return readDraft(ctx, draft.id);
}

/**
 * PATCH /api/listings/{id}: on the caller's own draft, changes the fields sent (null clears one);
 * otherwise the listing edit. A draft goes on sale only by publishing it, which checks every rule.
 */
export async function updateListingOrDraft(
  ctx: AppContext,
  callerId: string,
  id: string,
  input: UpdateListingData,
): Promise<Listing> {
  const draft = await ownDraft(ctx, id, callerId);
  if (!draft) return updateListing(ctx, callerId, id, input);
  const { isActive, imageUrl, images, ...rest } = input;
  if (isActive !== undefined) throw conflict(draftMessages.publishToActivate);
  const current = draft.fields as DraftFields;
  const next: Record<string, unknown> = { ...current, ...rest };
  // A main photo alone ('Set Main') moves it to the front of the draft's photos.
  const photos = images ?? (imageUrl ? uniqueImages(imageUrl, current.images ?? []) : undefined);
  if (photos) Object.assign(next, { images: photos, imageUrl: photos[0] });
  return storeFields(ctx, callerId, draft, next);
}

/** PUT /api/me/drafts/{id}: the form saves the draft again, exactly as it now reads. */
export async function replaceDraft(ctx: AppContext, callerId: string, id: string, fields: DraftFields) {
  const draft = await ownDraft(ctx, id, callerId);
  if (!draft) throw notFound(listingMessages.notFound);
  return storeFields(ctx, callerId, draft, fields);
}

/** DELETE /api/me/drafts/{id}: a draft the seller no longer wants (it frees a place among the 100). */
export async function deleteDraft(ctx: AppContext, callerId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await q.deleteDraft(ctx.db, id, callerId))) throw notFound(listingMessages.notFound);
}

/**
 * POST /api/listings/{id}/publish: the draft must now pass every rule of creating a listing, with the
 * same messages; then the listing is created under the draft's id and the draft deleted, in one
 * transaction, with every effect of a new listing (its creation time is now: alerts and follower
 * digests find it like any other new listing).
 */
export async function publishDraft(ctx: AppContext, callerId: string, id: string): Promise<Listing> {
  if (!isUuid(id)) throw notFound(listingMessages.notFound);
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const draft = await q.lockDraft(tx, id, callerId);
    if (!draft) throw notFound(listingMessages.notFound);
    const parsed = createListingInputSchema.safeParse(draft.fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    const listing = await createListing({ ...ctx, db: tx }, callerId, parsed.data, { id });
    await q.deleteDraft(tx, id, callerId);
    return listing;
  });
}
