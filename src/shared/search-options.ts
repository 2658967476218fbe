import { BROWSE_CATEGORIES, LISTING_CATEGORIES } from './constants.js';

/**
 * The browse options the filters and the sort menu show, without the query schema of `search.ts`:
 * the client's browsing pages import these at first paint and would otherwise download zod with them.
 */
export const SORTS = ['trending', 'popular', 'recent', 'newest', 'price-low', 'price-high'] as const;
export type Sort = (typeof SORTS)[number];
export const TIME_FRAMES = ['day', 'week', 'month'] as const;
/** How far back each time frame reaches, in days ("listed in the last day / week / month"). */
export const TIME_FRAME_DAYS: Record<(typeof TIME_FRAMES)[number], number> = { day: 1, week: 7, month: 30 };

export const TIME_FRAME_MESSAGE = 'Unknown time frame: use day, week or month';
export const PRICE_RANGE_MESSAGE = 'Invalid price range: Minimum price cannot be greater than maximum price.';

export const ALL_CATEGORY_OPTIONS: readonly string[] = [
  ...new Set([...BROWSE_CATEGORIES, ...LISTING_CATEGORIES]),
];
