import { z } from 'zod';
import { importMessages, JOB_STATUSES, MAX_CSV_ROWS } from './imports.js';
import { LISTING_LIMITS, listingMessages } from './listings.js';
import { LISTING_CATEGORIES } from './constants.js';
import { dollarsToCents } from './money.js';

/**
 * CSV import (docs/product/06-imports.md §6.2, §6.3): the rows the client parsed, the price rule its
 * preview and the server share, and the job's replies.
 */

/**
 * One CSV row as the client parsed it (docs/product/06-imports.md §6.3): title, description, price (dollars), imageUrl, category.
 * `row` is the line number in the file, so errors point at the line a person sees; when absent the
 * position in the list (1-based) is used.
 */
export const csvRowSchema = z
  .object({
    row: z.number().int().min(1).optional(),
    title: z.unknown().optional(),
    description: z.unknown().optional(),
    price: z.unknown().optional(),
    imageUrl: z.unknown().optional(),
    category: z.unknown().optional(),
  })
  .loose();
export type CsvRow = z.infer<typeof csvRowSchema>;

export const csvImportInputSchema = z.object({
  listings: z
    .array(csvRowSchema, { error: importMessages.csvNoRows })
    .min(1, importMessages.csvNoRows)
    .max(MAX_CSV_ROWS, importMessages.csvTooManyRows),
  sellerId: z.string().optional(),
});
export type CsvImportInput = z.infer<typeof csvImportInputSchema>;

/**
 * A CSV price cell → cents, or the message its row gets. The client's preview flags the
 * row with it before anything is sent, and the server refuses the row with the same words. Accepts
 * 45, "45", "45.5", "$1,100.00"; "abc" is not a number, 0 is too little, and the listing maximum holds.
 */
export function csvPriceCents(value: unknown): { cents: number } | { error: string } {
  const raw = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : '';
  if (raw === '') return { error: importMessages.csvPriceRequired };
  const cents =
    typeof raw === 'number'
      ? Number.isFinite(raw)
        ? dollarsToCents(raw)
        : null
      : /^\$?\s*[+-]?(\d{1,3}(,\d{3})+|\d*)(\.\d*)?$/.test(raw) && /\d/.test(raw)
        ? dollarsToCents(raw)
        : null;
  if (cents === null) return { error: importMessages.csvPriceNotNumber };
  if (cents < 1) return { error: importMessages.csvPriceTooLow };
  if (cents > LISTING_LIMITS.priceCentsMax) return { error: listingMessages.priceTooHigh };
  return { cents };
}

/** What the preview and the result call a row whose category is not one of ours. */
export const CSV_NEEDS_CATEGORY = 'Needs a category';

/**
 * The row's category as one of ours (written in any case), or null: left empty, or written but not one
 * of ours — then the row lands as an inactive draft that asks its seller for one ("Needs a category").
 * The client's preview and the server read the cell with this one rule.
 */
export function csvCategory(value: unknown): (typeof LISTING_CATEGORIES)[number] | null {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return LISTING_CATEGORIES.find((c) => c.toLowerCase() === raw) ?? null;
}

/** One CSV row's outcome, written as it lands: `i` is its position in the job, `row` its line in the file. */
export const csvRowResultSchema = z.object({
  i: z.number().int(),
  row: z.number().int(),
  /**
   * created: live listing; draft: saved without a usable photo; needsCategory: saved as an inactive
   * draft because its category is not one of ours; skipped: already imported; failed: refused.
   */
  status: z.enum(['created', 'draft', 'needsCategory', 'skipped', 'failed']),
  listingId: z.string().optional(),
  message: z.string().optional(),
});
export type CsvRowResult = z.infer<typeof csvRowResultSchema>;

/**
 * POST /api/listings/import-csv and GET /api/csv-import-jobs/{id}. The CSV runs as a
 * resumable job; the POST answers the finished result when the job completes within the request
 * (`count` as docs/product/06-imports.md §6.2 has it), otherwise the progress so far with status pending/processing, and the
 * client polls the job.
 */
export const csvImportReplySchema = z.object({
  /** Listings created by this file (drafts included); rows already imported earlier are not counted. */
  count: z.number().int(),
  /** Imported as inactive drafts because no usable photo came with them ('needs photos'). */
  needsPhotos: z.number().int(),
  /** Imported as inactive drafts because their category is not one of ours ('Needs a category'). */
  needsCategory: z.number().int(),
  /** Rows that match a listing this seller already imported (same content): nothing new was made. */
  alreadyImported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  progressPercentage: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type CsvImportReply = z.infer<typeof csvImportReplySchema>;

export const csvImportJobReplySchema = z.object({ success: z.literal(true), job: csvImportReplySchema });
export type CsvImportJobReply = z.infer<typeof csvImportJobReplySchema>;
