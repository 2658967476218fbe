import { z } from 'zod';
import {
  CONDITIONS,
  COLORS,
  MAX_PRICE_CENTS,
  PRICE_PRESETS,
  PRICE_TOO_HIGH_MESSAGE,
  SIZES,
  TYPES,
} from './constants.js';
import { PRICE_RANGE_MESSAGE, SORTS, TIME_FRAME_MESSAGE, TIME_FRAMES } from './search-options.js';
import { ratingSummarySchema } from './reviews.js';
import { plainText } from './text-rules.js';
import { MAX_SIZE_FILTERS } from './sizes.js';

export {
  ALL_CATEGORY_OPTIONS,
  PRICE_RANGE_MESSAGE,
  SORTS,
  TIME_FRAMES,
  type Sort,
} from './search-options.js';
import { PARCEL_SIZES, SHIPPING_PAYERS } from './shipping.js';

/** Preset → [min, max) in cents; max undefined means no upper bound. */
export const PRICE_PRESET_CENTS: Record<(typeof PRICE_PRESETS)[number], [number, number | undefined]> = {
  'under-25': [0, 2500],
  '25-50': [2500, 5000],
  '50-100': [5000, 10000],
  '100-250': [10000, 25000],
  '250-500': [25000, 50000],
  'over-500': [50000, undefined],
};

// Query strings are text: empty values are "not given", and numbers that are not finite are ignored (docs/product/03-search.md §3.5).
// A control character is refused rather than ignored: no link or form produces one.
const optionalText = (max = 100) =>
  z
    .string()
    .refine(...plainText('Search filters'))
    .optional()
    .transform((v) => (v && v.trim() ? v.trim().slice(0, max) : undefined));

// A bound above the dearest possible listing is refused with the price rule's own message, so no
// amount a person types can overflow the price column.
const optionalDollars = z
  .string()
  .optional()
  .transform((v) => {
    if (v === undefined || v.trim() === '') return undefined;
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  })
  .refine((n) => n === undefined || Math.round(n * 100) <= MAX_PRICE_CENTS, PRICE_TOO_HIGH_MESSAGE);

export const browseQuerySchema = z
  .object({
    category: optionalText().transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined)),
    type: optionalText(),
    color: optionalText(),
    condition: optionalText(),
    search: optionalText(200),
    minPrice: optionalDollars,
    maxPrice: optionalDollars,
    priceRange: optionalText().pipe(z.enum(PRICE_PRESETS, { error: 'Unknown price range' }).optional()),
    sizes: optionalText(200).transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim().toUpperCase())
                .filter(Boolean),
            ),
          ].slice(0, MAX_SIZE_FILTERS)
        : undefined,
    ),
    sort: optionalText().pipe(
      z.enum(SORTS, { error: `Unknown sort: use one of ${SORTS.join(', ')}` }).default('trending'),
    ),
    timeFrame: optionalText().pipe(z.enum(TIME_FRAMES, { error: TIME_FRAME_MESSAGE }).optional()),
    sellerId: optionalText(),
    // Sold items instead of those for sale, newest sale first: a seller's closet, or price research.
    sold: optionalText().pipe(z.enum(['true', 'false'], { error: 'sold must be true or false' }).optional()),
    limit: z
      .string()
      .optional()
      .transform((v) => {
        const n = Number(v);
        return v && Number.isInteger(n) && n > 0 ? Math.min(n, 100) : 24;
      }),
    cursor: optionalText(500),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: PRICE_RANGE_MESSAGE,
  });
export type BrowseQuery = z.output<typeof browseQuerySchema>;

export const FILTER_OPTIONS = { TYPES, COLORS, CONDITIONS, SIZES, PRICE_PRESETS } as const;

/** One listing as every grid shows it (the card of docs/product/03-search.md §3.1). */
export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  category: z.string().nullable(),
  gender: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  condition: z.string().nullable(),
  brand: z.string().nullable(),
  isActive: z.boolean(),
  isSold: z.boolean(),
  /**
   * Held by an accepted offer for its buyer (the offers' rule, as the listing's reservedUntil): a
   * fact of the listing, the same for every visitor, so shared answers may carry it.
   */
  reserved: z.boolean(),
  createdAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  seller: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  parcelSize: z.enum(PARCEL_SIZES),
  shippingPayer: z.enum(SHIPPING_PAYERS),
  /** What the buyer pays for shipping on top of the price: 0 with free shipping. */
  shippingCents: z.number().int(),
  /** The seller's rating from their reviews: null average and 0 before the first. */
  sellerRating: ratingSummarySchema,
  /**
   * Only in sold=true answers: when it sold, what it sold for on Rethread (a bundle item's share of
   * what was paid; null when it sold elsewhere), and whether it sold elsewhere (told only to its seller).
   */
  soldAt: z.string().nullable().optional(),
  soldPriceCents: z.number().int().nullable().optional(),
  soldElsewhere: z.boolean().optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const browsePageSchema = z.object({
  listings: z.array(listingCardSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type BrowsePage = z.infer<typeof browsePageSchema>;

/**
 * Figures for the trending, new-arrivals and categories pages (docs/product/10-decisions-beyond-the-spec.md
 * §10.3). `averageSellerRating` is the 'Average Rating' tile: the average of every review of the
 * sellers with something for sale (one decimal), null while none of them has a review.
 */
export const listingStatsQuerySchema = z.object({
  timeFrame: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : 'week'))
    .pipe(z.enum(TIME_FRAMES, { error: TIME_FRAME_MESSAGE })),
});

export const listingStatsSchema = z.object({
  activeListings: z.number().int(),
  categoriesWithListings: z.number().int(),
  averageSellerRating: z.number().nullable(),
  newThisPeriod: z.number().int(),
  sellers: z.number().int(),
  timeFrame: z.enum(TIME_FRAMES),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** Every browse category's active listing count and the photo of its hottest listing. */
export const categoryCountsSchema = z.object({
  categories: z.array(
    z.object({ name: z.string(), count: z.number().int(), imageUrl: z.string().nullable() }),
  ),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;
