import { importListingKey } from '#shared/imports.js';
import { createListingInputSchema, type CreateListingData } from '#shared/listings.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createListing } from '../listings/listings.service.js';
import * as q from './imports.queries.js';

/** What an import hands to the listings feature; `images` are URLs our storage issued (may be empty). */
export type ImportedListingInput = {
  title: string;
  description: string;
  priceCents: number;
  images: string[];
  category: string | null;
  gender: string | null;
  size: string | null;
  color: string | null;
  brand: string | null;
  condition: string | null;
  styleTags: string[];
  originalUrl?: string;
  sourcePlatform?: string;
  /** The item's identity when it has no original URL (a CSV row's content key). */
  sourceListingKey?: string;
  isSold: boolean;
  /** A CSV row whose category is not one of ours: it lands as an inactive draft that asks for one. */
  needsCategory?: boolean;
};

const DRAFT_STAND_IN = '/uploads/draft-stand-in-photo/1280.webp';

export type ImportedListingRef = { id: string; title: string; priceCents: number };

/** The listing as an import's outcome names it (a bulk job stores exactly these fields). */
export const toListingRef = ({ id, title, priceCents }: ImportedListingRef): ImportedListingRef => ({
  id,
  title,
  priceCents,
});

/**
 * Validates with the very rules of POST /api/listings and creates the listing through the listings
 * service (never with our own SQL). Without a usable photo the listing is created as an inactive
 * draft marked `needsPhotos`, which the listings service refuses to activate until it has one.
 * Answers `created: false` with the existing listing when this seller already imported the page.
 */
export async function createImportedListing(
  ctx: AppContext,
  sellerId: string,
  input: ImportedListingInput,
): Promise<{ listing: ImportedListingRef; created: boolean }> {
  const draft = input.images.length === 0;
  const data = checkListingInput(input);
  const key = input.sourceListingKey ?? importListingKey(input.originalUrl);
  // The listings service stores the fields it is given; a draft has no photo and is not live.
  const values = draft
    ? ({
        ...data,
        images: [],
        imageUrl: null,
        needsPhotos: true,
        isActive: false,
      } as unknown as CreateListingData)
    : data;

  try {
    const listing = await createListing(ctx, sellerId, values, {
      sourceListingKey: key ?? undefined,
      needsCategory: input.needsCategory,
    });
    return { listing: toListingRef(listing), created: true };
  } catch (err) {
    // Two runs racing on one item: the unique (seller, source key) index picked a winner.
    if (err instanceof AppError && err.status === 409 && key) {
      const existing = await q.findImportedListing(ctx.db, sellerId, key);
      if (existing) return { listing: toListingRef(existing), created: false };
    }
    throw err;
  }
}

/**
 * The rules of POST /api/listings, applied to an imported listing (throws 400 with the rule's message).
 * A draft without photos is checked with a stand-in photo, so every other rule still applies.
 */
export function checkListingInput(input: ImportedListingInput): CreateListingData {
  const draft = input.images.length === 0;
  const parsed = createListingInputSchema.safeParse({
    title: input.title,
    description: input.description,
    priceCents: input.priceCents,
    images: draft ? [DRAFT_STAND_IN] : input.images,
    styleTags: input.styleTags,
    isSold: input.isSold,
    category: input.category ?? '',
    gender: input.gender ?? '',
    size: input.size ?? '',
    color: input.color ?? '',
    brand: input.brand ?? '',
    condition: input.condition ?? '',
    originalUrl: input.originalUrl ?? '',
    sourcePlatform: input.sourcePlatform ?? '',
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid listing');
  return parsed.data;
}
