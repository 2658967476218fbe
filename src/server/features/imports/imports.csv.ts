import { createHash, createHmac } from 'node:crypto';
import { MAX_IMAGES_PER_LISTING } from '#shared/constants.js';
import { csvCategory, csvPriceCents, type CsvRow, type CsvRowResult } from '#shared/imports-csv.js';
import type { AppContext } from '../../context.js';
import type { CsvJobRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { removeStoredImage } from '../images/images.service.js';
import type { ImportFetcher } from './imports.fetcher.js';
import { findImportedListing } from './imports.queries.js';
import { checkListingInput, createImportedListing, type ImportedListingInput } from './imports.listings.js';
import { rehostPhotos } from './imports.photos.js';

/**
 * One CSV row, start to finish: the step a CSV import job repeats. Each row has a
 * stable identity, so running a row twice — after a crash, or when the same file is sent again —
 * never makes a second listing.
 */

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/**
 * The row's identity: a hash of what it says (title, description, price, photos, category), plus how
 * many identical rows came before it in the file. Content rather than file + line number, so sending
 * the same file again — or the file with one row fixed, or with rows added — imports only what is
 * new; the occurrence number keeps two identical rows (two of the same shirt) two listings. The key
 * is stored on the listing, whose unique (seller, key) index makes "at most once" hold even for two
 * runs at the same moment.
 */
export function csvRowKeys(rows: CsvRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const price = csvPriceCents(row.price);
    const content = JSON.stringify([
      text(row.title),
      text(row.description),
      'cents' in price ? price.cents : text(row.price),
      text(row.imageUrl),
      text(row.category).toLowerCase(),
    ]);
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 32);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return `csv:${hash}:${n}`;
  });
}

/** The file's identity: its rows' keys in order. The same file sent twice has the same hash. */
export const csvFileHash = (keys: string[]): string =>
  createHash('sha256').update(keys.join('\n')).digest('hex');

function priceOf(v: unknown): number {
  const price = csvPriceCents(v);
  if ('error' in price) throw new AppError('VALIDATION_ERROR', 400, price.error);
  return price.cents;
}

/** Category as written in any case; `unplaced` when one is written that is not one of ours. */
function categoryOf(v: unknown): { category: string | null; unplaced: boolean } {
  const category = csvCategory(v);
  return { category, unplaced: category === null && text(v) !== '' };
}

/** One cell may hold several photo URLs separated by spaces, "|" or ";" — the first is the main one. */
function imageUrlsOf(v: unknown): string[] {
  return text(v)
    .split(/[\s|;]+/)
    .filter(Boolean)
    .slice(0, MAX_IMAGES_PER_LISTING);
}

function rowInput(row: CsvJobRow): ImportedListingInput {
  return {
    title: text(row.title),
    description: text(row.description),
    priceCents: priceOf(row.price),
    images: [],
    category: categoryOf(row.category).category,
    // Never published as something it is not: it waits, inactive, for its seller to choose one.
    needsCategory: categoryOf(row.category).unplaced,
    gender: null,
    size: null,
    color: null,
    brand: null,
    condition: null,
    styleTags: [],
    sourceListingKey: row.key,
    isSold: false,
  };
}

/**
 * A row's n-th photo is stored under an id derived from the seller and the row's key (keyed with the
 * server's secret, so it is as unguessable as a random one): a row run again after a crash rewrites
 * the same photo folder instead of leaving the first one orphaned.
 */
const photoIdFor = (ctx: AppContext, sellerId: string, key: string) => (index: number) =>
  createHmac('sha256', ctx.config.sessionSecret)
    .update(`csv-photo:${sellerId}:${key}:${index}`)
    .digest('base64url')
    .slice(0, 22);

export type CsvRowOptions = {
  signal?: AbortSignal;
  /** When the job was made: a listing with the row's key made since then is this job's own work. */
  jobCreatedAt: Date;
  /** Tests only: a fault (or a crash) between storing the row's photos and creating its listing. */
  afterPhotos?: (row: CsvJobRow, signal: AbortSignal | undefined) => void | Promise<void>;
};

type Outcome = Omit<CsvRowResult, 'i'>;

/**
 * Imports one row. Never throws for the row's own trouble — the outcome says what happened; only an
 * abort (shutdown, crash) propagates, and then the row is simply run again on resume.
 */
export async function importCsvRow(
  ctx: AppContext,
  fetcher: ImportFetcher,
  sellerId: string,
  row: CsvJobRow,
  options: CsvRowOptions,
): Promise<Outcome> {
  const line = row.row;
  let input: ImportedListingInput;
  try {
    input = rowInput(row);
    // Every rule is checked before any photo is downloaded: a bad row costs no fetches.
    checkListingInput(input);
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      return { row: line, status: 'failed', message: err.message };
    throw err;
  }

  const existing = await findImportedListing(ctx.db, sellerId, row.key);
  if (existing) return doneBefore(existing, line, options.jobCreatedAt);

  let stored: string[] = [];
  try {
    const urls = imageUrlsOf(row.imageUrl);
    if (urls.length) {
      stored = (
        await rehostPhotos(ctx, fetcher, sellerId, urls, options.signal, photoIdFor(ctx, sellerId, row.key))
      ).urls;
      input.images = stored;
    }
    await options.afterPhotos?.(row, options.signal);
    options.signal?.throwIfAborted();
    const { listing, created } = await createImportedListing(ctx, sellerId, input);
    if (!created) {
      // Another run of this file got there first; its listing uses these very photo folders.
      const winner = await findImportedListing(ctx.db, sellerId, row.key);
      return winner
        ? doneBefore(winner, line, options.jobCreatedAt)
        : { row: line, status: 'skipped', listingId: listing.id };
    }
    const status = input.needsCategory ? 'needsCategory' : stored.length ? 'created' : 'draft';
    return { row: line, status, listingId: listing.id };
  } catch (err) {
    // Aborted: the row runs again on resume and rewrites the same photo folders.
    if (options.signal?.aborted) throw err;
    // The row failed after its photos were stored: nothing will ever use them.
    await Promise.all(stored.map((url) => removeStoredImage(ctx, url).catch(() => undefined)));
    if (err instanceof AppError && err.status < 500)
      return { row: line, status: 'failed', message: err.message };
    return { row: line, status: 'failed', message: 'Something went wrong importing this row' };
  }
}

/**
 * The row's listing already exists. Made since this job began, it is this job's own work (the run
 * that made it stopped before writing the outcome); made before, it was imported earlier.
 */
function doneBefore(
  listing: { id: string; needsPhotos: boolean; createdAt: Date },
  line: number,
  jobCreatedAt: Date,
): Outcome {
  if (listing.createdAt >= jobCreatedAt)
    return { row: line, status: listing.needsPhotos ? 'draft' : 'created', listingId: listing.id };
  return { row: line, status: 'skipped', listingId: listing.id };
}
