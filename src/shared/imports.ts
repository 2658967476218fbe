import { z } from 'zod';

/**
 * Import: one listing by URL, a whole closet, or a CSV (docs/product/06-imports.md §6.1–§6.6, docs/product/10-decisions-beyond-the-spec.md §10.10).
 * The server validates with these schemas and the client types its answers with them; the CSV part
 * is in imports-csv.ts.
 */

export const IMPORT_PLATFORMS = ['poshmark', 'mercari'] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];
export const PLATFORM_LABELS: Record<ImportPlatform, string> = { poshmark: 'Poshmark', mercari: 'Mercari' };

/** Exactly these hosts, with or without www. (docs/product/10-decisions-beyond-the-spec.md §10.10); nothing else is ever fetched as a page. */
export const IMPORT_HOSTS: Record<ImportPlatform, readonly string[]> = {
  poshmark: ['poshmark.com', 'www.poshmark.com'],
  mercari: ['mercari.com', 'www.mercari.com'],
};

export const MAX_BULK_URLS = 500;
export const MAX_PROFILE_ITEMS = 2000;
export const MAX_CSV_ROWS = 1000;
export const JOB_POLL_INTERVAL_MS = 2000;
export const PROFILE_SCRAPE_TIMEOUT_MS = 60_000;
export const PREVIEW_DESCRIPTION_CHARS = 200;

export const importMessages = {
  urlRequired: 'URL required',
  pasteListingUrl: 'Please paste a Poshmark or Mercari listing URL',
  profileUrlRequired: 'Profile URL required',
  pasteProfileUrl: 'Please paste a Poshmark closet (/closet/…) or Mercari profile (/u/…) URL',
  noListingsSelected: 'No listings selected',
  tooManyUrls: `At most ${MAX_BULK_URLS} listings can be imported at once`,
  scrapeFailed: 'Failed to scrape listing',
  siteRefused: 'The site refused the request — try again later',
  notFound: 'That listing could not be found',
  profileNotFound: 'That profile could not be found',
  timeout: 'The site took too long to answer — try again later',
  tooLarge: 'That page is too large to import',
  photoTooLarge: 'That photo is too large to import',
  notAListing: 'No listing was found on that page',
  alreadyImported: 'Already imported',
  jobNotFound: 'Import job not found',
  jobNotYours: 'This import job belongs to someone else',
  jobNotActive: 'This job has already finished and cannot be cancelled',
  csvNoRows: 'The CSV file has no listings to import',
  csvTooManyRows: `A CSV import can hold at most ${MAX_CSV_ROWS} listings`,
  csvPriceRequired: 'Price is required',
  csvPriceNotNumber: 'Price must be a number',
  csvPriceTooLow: 'Price must be at least $0.01',
  csvJobNotFound: 'CSV import not found',
  csvJobFailed: 'The import stopped unexpectedly. Please try again.',
  sellerMismatch: 'You can only import listings into your own closet',
  rateLimited: 'Too many imports. Please wait a few minutes and try again.',
} as const;

/** Which platform a URL belongs to, or null when it is not an accepted https page on an accepted host. */
export function importPlatformOf(raw: string): ImportPlatform | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  // User-info ("https://poshmark.com@evil.test") and explicit ports are never a real listing link.
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  for (const platform of IMPORT_PLATFORMS) if (IMPORT_HOSTS[platform].includes(host)) return platform;
  return null;
}

const POSHMARK_LISTING = /^\/listing\/[^/]*-?[0-9a-f]{24}\/?$/i;
const MERCARI_LISTING = /^(\/us)?\/item\/m\d{5,20}\/?$/i;
const POSHMARK_CLOSET = /^\/closet\/[A-Za-z0-9_.-]{1,60}\/?$/;
const MERCARI_PROFILE = /^(\/us)?\/u\/\d{1,20}\/?$/;

/** A listing page on an accepted host: Poshmark /listing/<slug>-<24 hex>, Mercari /us/item/m<digits>/. */
export function isImportListingUrl(raw: string): boolean {
  const platform = importPlatformOf(raw);
  if (!platform) return false;
  const path = new URL(raw.trim()).pathname;
  return platform === 'poshmark' ? POSHMARK_LISTING.test(path) : MERCARI_LISTING.test(path);
}

/** A closet (Poshmark /closet/<name>) or profile (Mercari /u/<id>) on an accepted host (docs/product/06-imports.md §6.5). */
export function isImportProfileUrl(raw: string): boolean {
  const platform = importPlatformOf(raw);
  if (!platform) return false;
  const path = new URL(raw.trim()).pathname;
  return platform === 'poshmark' ? POSHMARK_CLOSET.test(path) : MERCARI_PROFILE.test(path);
}

/**
 * The one spelling of a listing URL that is stored as originalUrl, so "www.", a trailing slash, a
 * query string or a fragment never make the same page look new (unique seller + original URL).
 * Answers the input unchanged when it is not an accepted listing URL.
 */
export function canonicalListingUrl(raw: string): string {
  if (!isImportListingUrl(raw)) return raw;
  const url = new URL(raw.trim());
  const path = url.pathname.replace(/\/+$/, '');
  if (importPlatformOf(raw) === 'mercari') {
    const id = /\/item\/(m\d+)/i.exec(path)![1]!.toLowerCase();
    return `https://www.mercari.com/us/item/${id}/`;
  }
  return `https://poshmark.com${path}`;
}

const POSHMARK_ID = /([0-9a-f]{24})\/?$/i;
const MERCARI_ID = /\/item\/(m\d{5,20})\/?$/i;

/**
 * The other site's own id for a listing, as `poshmark:<24 hex>` or `mercari:m<digits>` — the key
 * imports de-duplicate on (stored as listings.source_listing_key). A Poshmark page is reachable under
 * any title slug (`/listing/Some-Title-5de1…` and the closet's `/listing/some-title-5de1…` are one
 * listing), so the whole URL cannot be the key. Null when `raw` is not an accepted listing URL.
 */
export function importListingKey(raw: string | null | undefined): string | null {
  if (!raw || !isImportListingUrl(raw)) return null;
  const path = new URL(raw.trim()).pathname;
  if (importPlatformOf(raw) === 'poshmark') {
    const id = POSHMARK_ID.exec(path)?.[1];
    return id ? `poshmark:${id.toLowerCase()}` : null;
  }
  const id = MERCARI_ID.exec(path)?.[1];
  return id ? `mercari:${id.toLowerCase()}` : null;
}

const urlText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(2048, 'That URL is too long');

export const scrapeListingInputSchema = z.object({
  url: urlText(importMessages.urlRequired).refine(isImportListingUrl, importMessages.pasteListingUrl),
});
export type ScrapeListingInput = z.infer<typeof scrapeListingInputSchema>;

/** The scraped listing the preview card shows and the client posts to POST /api/listings (docs/product/06-imports.md §6.3). */
export const scrapedListingSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Dollars, as the spec's scraped listing carries them; the client sends priceCents = round(price × 100). */
  price: z.number(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  /** Photos are already re-hosted here, so the preview and the saved listing never hotlink the other site. */
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  category: z.string().nullable(),
  gender: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  brand: z.string().nullable(),
  condition: z.string().nullable(),
  styleTags: z.array(z.string()),
  isSold: z.boolean(),
  originalUrl: z.string(),
  sourcePlatform: z.enum(IMPORT_PLATFORMS),
});
export type ScrapedListing = z.infer<typeof scrapedListingSchema>;

export const scrapeListingReplySchema = z.object({
  listing: scrapedListingSchema,
  platform: z.enum(IMPORT_PLATFORMS),
});
export type ScrapeListingReply = z.infer<typeof scrapeListingReplySchema>;

export const scrapeProfileInputSchema = z.object({
  url: urlText(importMessages.profileUrlRequired).refine(isImportProfileUrl, importMessages.pasteProfileUrl),
});

export const profileItemSchema = z.object({
  url: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  /** A same-origin, signed thumbnail address (the page's CSP allows only our own images). */
  thumbUrl: z.string().nullable(),
  platform: z.enum(IMPORT_PLATFORMS),
  isActive: z.boolean(),
});
export type ProfileItem = z.infer<typeof profileItemSchema>;

export const scrapeProfileReplySchema = z.object({
  items: z.array(profileItemSchema),
  totalFound: z.number().int(),
  activeCount: z.number().int(),
  soldCount: z.number().int(),
  platform: z.enum(IMPORT_PLATFORMS),
});
export type ScrapeProfileReply = z.infer<typeof scrapeProfileReplySchema>;

export const createBulkImportJobInputSchema = z.object({
  listingUrls: z
    .array(z.string().trim().max(2048, 'That URL is too long'), { error: importMessages.noListingsSelected })
    .min(1, importMessages.noListingsSelected)
    .max(MAX_BULK_URLS, importMessages.tooManyUrls)
    .superRefine((urls, ctx) => {
      const bad = urls.findIndex((u) => !isImportListingUrl(u));
      if (bad >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Not a Poshmark or Mercari listing URL: ${urls[bad]!.slice(0, 200)}`,
        });
      }
    }),
});
export type CreateBulkImportJobInput = z.infer<typeof createBulkImportJobInputSchema>;

export const createBulkImportJobReplySchema = z.object({ jobId: z.string(), totalUrls: z.number().int() });

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type BulkImportJobStatus = (typeof JOB_STATUSES)[number];
export const ACTIVE_JOB_STATUSES: readonly BulkImportJobStatus[] = ['pending', 'processing'];

export const jobProgressEntrySchema = z.object({
  url: z.string(),
  /** 'skipped' = already in the seller's closet from an earlier import; it counts as successful. */
  status: z.enum(['success', 'failed', 'skipped']),
  listing: z.object({ id: z.string(), title: z.string(), priceCents: z.number().int() }).optional(),
  error: z.string().optional(),
  /** Imported as a draft Rethread could not place in a category: the seller chooses one before it goes live. */
  needsCategory: z.boolean().optional(),
});
export type JobProgressEntry = z.infer<typeof jobProgressEntrySchema>;

export const bulkImportJobSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(JOB_STATUSES),
  totalUrls: z.number().int(),
  processedUrls: z.number().int(),
  successfulUrls: z.number().int(),
  failedUrls: z.number().int(),
  sourceUrls: z.array(z.string()),
  progressData: z.array(jobProgressEntrySchema),
  progressPercentage: z.number().int(),
  errorMessage: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BulkImportJob = z.infer<typeof bulkImportJobSchema>;

export const bulkImportJobReplySchema = z.object({ success: z.literal(true), job: bulkImportJobSchema });

/**
 * GET /api/import-thumbnail: `u` is the other site's image URL, `s` our signature of it
 * (server/features/imports/imports.photos.ts), so only addresses a closet page handed us are fetched.
 */
export const importThumbnailQuerySchema = z.object({ u: z.string().max(2048), s: z.string().max(64) });
