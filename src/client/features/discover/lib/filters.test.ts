import { describe, expect, it } from 'vitest';
import { PRICE_RANGE_MESSAGE } from '#shared/search';
import { trendingHeading } from '#shared/trending-meta';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToSearch,
  headingQuery,
  offeredSizes,
  parseFilters,
  priceRangeError,
} from './filters';

describe('URL ↔ filter state', () => {
  it('reads every filter from the query string', () => {
    const filters = parseFilters(
      '?category=Shoes&type=Women&color=Black&condition=Used&search=boots&priceRange=50-100&sizes=eu%2043,8.5,m&sort=price-low',
    );
    expect(filters).toEqual({
      category: 'Shoes',
      type: 'Women',
      color: 'Black',
      condition: 'Used',
      search: 'boots',
      priceRange: '50-100',
      // Read as the category's sizes ("8.5" in Shoes is US 8.5); a size Shoes do not have is dropped.
      sizes: ['US 8.5', 'EU 43'],
      sort: 'price-low',
    });
  });

  it('round-trips: writing then reading gives the same filters', () => {
    const filters = parseFilters('category=Jackets&minPrice=10&maxPrice=80.5&sizes=L,S&sort=popular');
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(filters)).toBe(
      'category=Jackets&minPrice=10&maxPrice=80.5&sizes=S%2CL&sort=popular',
    );
  });

  it('keeps shoe sizes in the URL, in a fixed order, and drops sizes the category does not have', () => {
    const filters = parseFilters('category=Shoes&sizes=EU+43,US+8.5,us9');
    expect(filters.sizes).toEqual(['US 8.5', 'US 9', 'EU 43']);
    expect(filtersToSearch(filters)).toBe('category=Shoes&sizes=US+8.5%2CUS+9%2CEU+43');
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(offeredSizes('Shoes', ['M', 'US 10'])).toEqual(['US 10']);
    expect(offeredSizes('Tops', ['M', 'US 10', 'XXXL'])).toEqual(['M', 'XXXL']);
    expect(offeredSizes(undefined, ['XXXL', 'M'])).toEqual(['M']);
  });

  it('leaves defaults and junk out of the URL', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    const junk = parseFilters(
      'category=all&sort=cheapest&priceRange=free&minPrice=abc&maxPrice=Infinity&sizes=XXXL',
    );
    expect(junk).toEqual(EMPTY_FILTERS);
    expect(filtersToSearch(junk)).toBe('');
  });

  it('lets a custom range override a price preset', () => {
    const filters = parseFilters('priceRange=under-25&minPrice=30');
    expect(filters.priceRange).toBeUndefined();
    expect(filtersToSearch({ ...EMPTY_FILTERS, priceRange: 'over-500', maxPrice: '40' })).toBe('maxPrice=40');
  });

  it('counts active filters for the Filters button (search and sort are not filters)', () => {
    expect(activeFilterCount(parseFilters('search=x&sort=popular'))).toBe(0);
    expect(activeFilterCount(parseFilters('category=Shoes&minPrice=5&maxPrice=9&sizes=US+8,US+9'))).toBe(4);
  });

  it("gives the spec's message when min is above max", () => {
    expect(priceRangeError({ minPrice: '100', maxPrice: '20' })).toBe(PRICE_RANGE_MESSAGE);
    expect(priceRangeError({ minPrice: '20', maxPrice: '20' })).toBeUndefined();
    expect(priceRangeError({ minPrice: '20' })).toBeUndefined();
  });

  it('builds the same heading the server puts in the share tags', () => {
    expect(trendingHeading(headingQuery(parseFilters('search=denim')))).toMatchObject({
      title: 'Search Results for "denim"',
    });
    expect(trendingHeading(headingQuery(parseFilters('category=Shoes'))).title).toBe('Trending Items');
  });
});
