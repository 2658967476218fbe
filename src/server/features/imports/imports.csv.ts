import { LISTING_CATEGORIES, MAX_IMAGES_PER_LISTING } from '../../../shared/constants.js';
import {
  importMessages,
  type CsvImportInput,
  type CsvImportReply,
  type CsvRow,
} from '../../../shared/imports.js';
import { listingMessages } from '../../../shared/listings.js';
import { dollarsToCents } from '../../../shared/money.js';
import type { AppContext } from '../../context.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { createImportFetcher, type ImportFetcher } from './imports.fetcher.js';
import { checkListingInput, createImportedListing, type ImportedListingInput } from './imports.listings.js';
import { rehostPhotos } from './imports.photos.js';

const ROWS_AT_ONCE = 4;
const PRICE_MESSAGE = 'Price must be at least $0.01';

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/** "45", "$1,100.00" or 45 → cents; anything else (or ≤ 0) is refused with the create form's message. */
function priceOf(v: unknown): number {
  const cents = typeof v === 'number' || typeof v === 'string' ? dollarsToCents(v) : null;
  if (cents === null || cents < 1) throw new AppError('VALIDATION_ERROR', 400, PRICE_MESSAGE);
  return cents;
}

/** Category as written in any case; an unknown one gets the listing rule's message. */
function categoryOf(v: unknown): string | null {
  const raw = text(v);
  if (!raw) return null;
  const match = LISTING_CATEGORIES.find((c) => c.toLowerCase() === raw.toLowerCase());
  if (!match) throw new AppError('VALIDATION_ERROR', 400, listingMessages.categoryUnknown);
  return match;
}

/** One cell may hold several photo URLs separated by spaces, "|" or ";" — the first is the main one. */
function imageUrlsOf(v: unknown): string[] {
  return text(v)
    .split(/[\s|;]+/)
    .filter(Boolean)
    .slice(0, MAX_IMAGES_PER_LISTING);
}

function rowInput(row: CsvRow): ImportedListingInput {
  return {
    title: text(row.title),
    description: text(row.description),
    priceCents: priceOf(row.price),
    images: [],
    category: categoryOf(row.category),
    gender: null,
    size: null,
    color: null,
    brand: null,
    condition: null,
    styleTags: [],
    isSold: false,
  };
}

type RowOutcome = { ok: true; draft: boolean } | { ok: false; message: string };

async function importRow(
  ctx: AppContext,
  fetcher: ImportFetcher,
  sellerId: string,
  row: CsvRow,
): Promise<RowOutcome> {
  try {
    const input = rowInput(row);
    // Every rule is checked before any photo is downloaded: a bad row costs no fetches.
    checkListingInput(input);
    const urls = imageUrlsOf(row.imageUrl);
    if (urls.length) input.images = (await rehostPhotos(ctx, fetcher, urls)).urls;
    await createImportedListing(ctx, sellerId, input);
    return { ok: true, draft: input.images.length === 0 };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { ok: false, message: err.message };
    throw err;
  }
}

/**
 * POST /api/listings/import-csv: each row validated with the listing rules and imported on its own;
 * photos are fetched through the safe fetcher and re-hosted, and a row without a usable photo
 * becomes an inactive draft that needs photos. Failed rows are reported by row number.
 */
export async function importCsv(
  ctx: AppContext,
  userId: string,
  input: CsvImportInput,
): Promise<CsvImportReply> {
  if (input.sellerId !== undefined && input.sellerId !== userId)
    throw forbidden(importMessages.sellerMismatch);
  await consumeRateLimit(
    ctx.db,
    `import:csv:${userId}`,
    20,
    3600,
    'Too many imports. Please wait a few minutes and try again.',
  );
  const fetcher = createImportFetcher(ctx.config, { throttle: { concurrency: ROWS_AT_ONCE, gapMs: 0 } });
  const errors: CsvImportReply['errors'] = [];
  let count = 0;
  let needsPhotos = 0;
  let next = 0;
  const lane = async () => {
    while (next < input.listings.length) {
      const index = next++;
      const row = input.listings[index]!;
      const outcome = await importRow(ctx, fetcher, userId, row);
      if (outcome.ok) {
        count++;
        if (outcome.draft) needsPhotos++;
      } else {
        errors.push({ row: row.row ?? index + 1, message: outcome.message });
      }
    }
  };
  await Promise.all(Array.from({ length: ROWS_AT_ONCE }, lane));
  errors.sort((a, b) => a.row - b.row);
  return { count, needsPhotos, errors };
}
