import { LISTING_LIMITS } from '#shared/listings.js';
import {
  canonicalListingUrl,
  importListingKey,
  importMessages,
  importPlatformOf,
  type ImportPlatform,
  type JobProgressEntry,
  type ScrapedListing,
} from '#shared/imports.js';
import { MAX_STYLE_TAG_LENGTH, MAX_STYLE_TAGS } from '#shared/style-tags.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { SafeFetchError } from '../../lib/safe-fetch/safe-fetch.js';
import type { ImportFetcher } from './imports.fetcher.js';
import { createImportedListing, toListingRef, type ImportedListingInput } from './imports.listings.js';
import { rehostPhotos } from './imports.photos.js';
import * as q from './imports.queries.js';
import type { ParsedListing } from './parsers/index.js';
import { loadParsers } from './parsers/load.js';

const clip = (v: string | null, max: number) => (v ? v.slice(0, max) : null);

/** The site's own category words become style tags, within the listing's tag rules. */
function styleTagsOf(parsed: ParsedListing): string[] {
  return parsed.rawCategories
    .map((t) => t.trim())
    .filter((t) => t && t.length <= MAX_STYLE_TAG_LENGTH)
    .slice(0, MAX_STYLE_TAGS);
}

/** A parsed page plus our re-hosted photos → the fields a Rethread listing takes. */
export function toListingInput(
  parsed: ParsedListing,
  images: string[],
  originalUrl: string,
  platform: ImportPlatform,
): ImportedListingInput {
  return {
    title: parsed.title.slice(0, LISTING_LIMITS.titleMax),
    description: (parsed.description || parsed.title).slice(0, LISTING_LIMITS.descriptionMax),
    priceCents: Math.min(parsed.priceCents, LISTING_LIMITS.priceCentsMax),
    images,
    category: parsed.category,
    gender: parsed.gender,
    // As the page wrote it ("M8"): the listings service also stores it as the size filter reads it
    // (Mercari's "10" in Shoes is US 10, src/shared/sizes.ts), and the listing page shows it as written.
    size: clip(parsed.size, LISTING_LIMITS.sizeMax),
    color: clip(parsed.color, LISTING_LIMITS.colorMax),
    brand: clip(parsed.brand, LISTING_LIMITS.brandMax),
    condition: clip(parsed.condition, LISTING_LIMITS.conditionMax),
    styleTags: styleTagsOf(parsed),
    originalUrl,
    sourcePlatform: platform,
    isSold: parsed.isSold,
  };
}

/** The preview card's listing (docs/product/06-imports.md §6.3): price in dollars, photos already on our storage. */
export function toScrapedListing(input: ImportedListingInput, parsed: ParsedListing): ScrapedListing {
  return {
    title: input.title,
    description: input.description,
    price: input.priceCents / 100,
    priceCents: input.priceCents,
    originalPriceCents: parsed.originalPriceCents,
    imageUrl: input.images[0] ?? null,
    images: input.images,
    category: input.category,
    gender: input.gender,
    color: input.color,
    size: input.size,
    brand: input.brand,
    condition: input.condition,
    styleTags: input.styleTags,
    isSold: input.isSold,
    originalUrl: input.originalUrl!,
    sourcePlatform: input.sourcePlatform as ImportPlatform,
  };
}

/** Fetches and parses one listing page and re-hosts its photos; throws SafeFetchError or a 422. */
export async function fetchListing(
  ctx: AppContext,
  fetcher: ImportFetcher,
  /** The importing seller, whose photos the re-hosted ones become. */
  ownerId: string,
  url: string,
  signal?: AbortSignal,
): Promise<{ input: ImportedListingInput; parsed: ParsedListing; photoProblems: string[] }> {
  const platform = importPlatformOf(url);
  if (!platform) throw new SafeFetchError('blocked-url', importMessages.pasteListingUrl);
  const page = await fetcher.page(url, signal);
  const parsed = (await loadParsers()).parseListingPage(page.text, page.url, platform);
  if (!parsed) throw new AppError('IMPORT_NOT_A_LISTING', 422, importMessages.notAListing);
  const photos = await rehostPhotos(ctx, fetcher, ownerId, parsed.images, signal);
  return {
    input: toListingInput(parsed, photos.urls, canonicalListingUrl(url), platform),
    parsed,
    photoProblems: photos.problems,
  };
}

/** Why an imported listing is a draft, in the job's result: what its seller must add before it can go live. */
function draftNote(input: ImportedListingInput): Pick<JobProgressEntry, 'error' | 'needsCategory'> {
  const needsPhotos = input.images.length === 0;
  if (!input.category) {
    return {
      needsCategory: true,
      error: needsPhotos
        ? 'Imported as a draft: needs a category and a photo. Add both to activate it'
        : 'Imported as a draft: needs a category. Choose one to activate it',
    };
  }
  return needsPhotos ? { error: 'Imported as a draft without photos: add one to activate it' } : {};
}

/**
 * One URL of a bulk job, start to finish. Never throws for the site's or the page's trouble: the
 * outcome says what happened. Only an abort (cancel, shutdown) propagates.
 */
export async function importListingUrl(
  ctx: AppContext,
  fetcher: ImportFetcher,
  sellerId: string,
  url: string,
  options: { signal?: AbortSignal; log?: { error(obj: object, msg?: string): void } } = {},
): Promise<JobProgressEntry> {
  const { signal, log } = options;
  const key = importListingKey(url);
  const already = key ? await q.findImportedListing(ctx.db, sellerId, key) : undefined;
  if (already)
    return { url, status: 'skipped', listing: toListingRef(already), error: importMessages.alreadyImported };
  try {
    const { input } = await fetchListing(ctx, fetcher, sellerId, url, signal);
    signal?.throwIfAborted();
    const { listing, created } = await createImportedListing(ctx, sellerId, input);
    if (!created) return { url, status: 'skipped', listing, error: importMessages.alreadyImported };
    return { url, status: 'success', listing, ...draftNote(input) };
  } catch (err) {
    if (signal?.aborted) throw err;
    if (err instanceof SafeFetchError || err instanceof AppError) {
      return { url, status: 'failed', error: err.message };
    }
    log?.error({ err, url }, 'importing a listing failed');
    return { url, status: 'failed', error: 'Something went wrong importing this listing' };
  }
}
