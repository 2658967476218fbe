/** Option lists and limits from the specification (docs/product/02-listings.md §2.5, §2.6; docs/product/03-search.md §3.6; docs/product/09-information-pages.md §9.5). Labels are shown as written. */

export const LISTING_CATEGORIES = [
  'Clothing',
  'Shoes',
  'Jewelry',
  'Jackets',
  'Dresses',
  'Tops',
  'Bottoms',
  'Accessories',
  'Bags',
  'Watches',
  'Sunglasses',
  'Hats',
  'Belts',
  'Scarves',
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const GENDERS = ['Men', 'Women', 'Teen', 'Child'] as const;
export type Gender = (typeof GENDERS)[number];

/** The browse filter's categories; 'All Categories' is the empty choice and is never sent. */
export const BROWSE_CATEGORIES = [
  "Women's Fashion",
  "Men's Fashion",
  'Bags & Accessories',
  'Shoes',
  'Jewelry',
  'Tops',
  'Pants',
  'Shorts',
  'Underwear & Socks',
  'Hats',
  'Jackets',
  'Jeans',
  'Suits & Blazers',
  'Sweaters',
  'Swimwear',
] as const;

export const TYPES = ['Men', 'Women', 'Kids', 'Home', 'Electronics', 'Pet', 'Beauty & Wellness'] as const;

export const COLORS = [
  'Black',
  'White',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Pink',
  'Purple',
  'Brown',
  'Orange',
  'Gray',
  'Multi-Color',
  'Gold',
  'Silver',
] as const;

export const CONDITIONS = ['Used', 'New with Tags'] as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export const PRICE_PRESETS = ['under-25', '25-50', '50-100', '100-250', '250-500', 'over-500'] as const;

export const MAX_IMAGES_PER_LISTING = 10;
export const CREATE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const EDIT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MIN_OFFER_CENTS = 100;
/**
 * The most any amount of money a person types may be: a listing's price, an offer, a price filter.
 * $999,999.99 is far above any pre-loved item (the dearest resale bags and watches
 * sell for a few hundred thousand) and keeps a price, plus fees and shipping, well inside PostgreSQL's
 * 4-byte integer (at most $21,474,836.47), so no sum of a few amounts can overflow a column.
 */
export const MAX_PRICE_CENTS = 99_999_999;
/** The message for any amount above MAX_PRICE_CENTS (the listing form's wording since it began). */
export const PRICE_TOO_HIGH_MESSAGE = 'Price must be at most $999,999.99';
export const OFFER_TTL_HOURS = 48;
export const OFFER_SOON_HOURS = 6;
/**
 * How long an accepted offer holds its listing for its buyer: nobody else may buy it or have an offer
 * accepted meanwhile, and an acceptance not paid by then lapses (docs/decisions/024-accepted-offers-reserve.md).
 */
export const RESERVATION_HOURS = 24;
export const MOBILE_BREAKPOINT_PX = 768;
export const LANDING_LISTING_COUNT = 6;
export const LANDING_CACHE_MS = 5 * 60 * 1000;
export const CAROUSEL_INTERVAL_MS = 4000;
export const CARD_GALLERY_INTERVAL_MS = 2000;
export const SWIPE_THRESHOLD_PX = 50;
export const CARD_DOTS_MAX_IMAGES = 5;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SHARE_POPUP = { width: 600, height: 400 } as const;
