import { PRICE_PRESETS } from '#shared/constants';
import type { BrowseQuery } from '#shared/search';
import { PRICE_RANGE_MESSAGE, SORTS, type Sort } from '#shared/search-options';
import { normalizeSize, sizeChoices, sortSizes } from '#shared/sizes';

/**
 * The trending page's filters live in the URL (docs/product/03-search.md §3.1): the query string is the only source of truth,
 * so back/forward, shared links and reloads all show the same results. These helpers turn one into the
 * other; keys are written in a fixed order so equal filters give equal URLs (and equal cache keys).
 */
export type Filters = {
  category?: string;
  type?: string;
  color?: string;
  condition?: string;
  search?: string;
  priceRange?: (typeof PRICE_PRESETS)[number];
  minPrice?: string;
  maxPrice?: string;
  sizes: string[];
  sort: Sort;
};

export const EMPTY_FILTERS: Filters = { sizes: [], sort: 'trending' };

const TEXT_KEYS = ['category', 'type', 'color', 'condition', 'search'] as const;

/** A dollar amount as typed: kept only when it is a finite, non-negative number (docs/product/03-search.md §3.5). */
function dollars(value: string | null): string | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? value.trim() : undefined;
}

export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = { sizes: [], sort: 'trending' };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !(key === 'category' && value.toLowerCase() === 'all')) filters[key] = value;
  }
  const preset = params.get('priceRange');
  if (preset && (PRICE_PRESETS as readonly string[]).includes(preset)) {
    filters.priceRange = preset as Filters['priceRange'];
  }
  filters.minPrice = dollars(params.get('minPrice'));
  filters.maxPrice = dollars(params.get('maxPrice'));
  // A custom range overrides the presets (docs/product/03-search.md §3.1), so both never travel together.
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) delete filters.priceRange;
  filters.sizes = offeredSizes(
    filters.category,
    (params.get('sizes') ?? '').split(',').map((s) => normalizeSize(filters.category, s) ?? ''),
  );
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) filters.sort = sort as Sort;
  for (const key of Object.keys(filters) as (keyof Filters)[]) {
    if (filters[key] === undefined) delete filters[key];
  }
  return filters;
}

/**
 * The sizes the panel offers for this category (US and EU for Shoes, letters with no category…), in a
 * fixed order: a size of another category ("M" after switching to Shoes) would only empty the results.
 */
export function offeredSizes(category: string | undefined, sizes: readonly string[]): string[] {
  const offered = new Set(sizeChoices(category).flatMap((system) => system.sizes));
  return sortSizes(sizes.filter((size) => offered.has(size)));
}

/** The query string (no '?') for these filters; defaults are left out so plain /trending stays plain. */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim();
    if (value && !(key === 'category' && value.toLowerCase() === 'all')) params.set(key, value);
  }
  const custom = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  if (filters.priceRange && !custom) params.set('priceRange', filters.priceRange);
  if (filters.minPrice !== undefined) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice !== undefined) params.set('maxPrice', filters.maxPrice);
  const sizes = offeredSizes(filters.category, filters.sizes);
  if (sizes.length) params.set('sizes', sizes.join(','));
  if (filters.sort !== 'trending') params.set('sort', filters.sort);
  return params.toString();
}

/** How many filters narrow the results (the mobile 'Filters' button shows it); sort is not a filter. */
export function activeFilterCount(filters: Filters): number {
  const custom = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    TEXT_KEYS.filter((k) => k !== 'search' && filters[k]).length +
    (filters.priceRange || custom ? 1 : 0) +
    filters.sizes.length
  );
}

/** The spec's message when the custom range is upside down, else undefined. */
export function priceRangeError(filters: Pick<Filters, 'minPrice' | 'maxPrice'>): string | undefined {
  if (filters.minPrice === undefined || filters.maxPrice === undefined) return undefined;
  return Number(filters.minPrice) > Number(filters.maxPrice) ? PRICE_RANGE_MESSAGE : undefined;
}

/** The filters as trendingHeading() reads them, so the title matches the server's share tags. */
export function headingQuery(filters: Filters): Partial<BrowseQuery> {
  return {
    search: filters.search,
    category: filters.category,
    type: filters.type,
    color: filters.color,
    condition: filters.condition,
    sizes: filters.sizes.length ? filters.sizes : undefined,
  };
}

export const PRICE_PRESET_LABELS: Record<(typeof PRICE_PRESETS)[number], string> = {
  'under-25': 'Under $25',
  '25-50': '$25 – $50',
  '50-100': '$50 – $100',
  '100-250': '$100 – $250',
  '250-500': '$250 – $500',
  'over-500': 'Over $500',
};

export const SORT_LABELS: { value: Sort; label: string }[] = [
  { value: 'trending', label: 'Most Trending' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'recent', label: 'Recently Trending' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
];
