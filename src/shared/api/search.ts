import {
  browsePageSchema,
  browseQuerySchema,
  categoryCountsSchema,
  listingStatsQuerySchema,
  listingStatsSchema,
} from '../search.js';
import { defineApi } from './endpoint.js';

/**
 * Finding listings (docs/product/03-search.md): browsing, filters, sorts, full-text search and the
 * public figures of the discovery pages. Single listings and their writes are the listings API's.
 */
export const searchApi = defineApi('search', {
  browse: {
    method: 'GET',
    path: '/api/listings',
    summary: 'Browse and search active listings, one keyset page at a time',
    // A seller browsing their own listings (sellerId) also sees the inactive ones.
    auth: 'optional',
    cache: 'shared',
    query: browseQuerySchema,
    reply: browsePageSchema,
    errors: [400],
  },
  stats: {
    method: 'GET',
    path: '/api/listings/stats',
    summary: 'Counts of active listings, categories, sellers and new arrivals in a time frame',
    auth: 'public',
    cache: 'shared',
    query: listingStatsQuerySchema,
    reply: listingStatsSchema,
    errors: [400],
  },
  categoryCounts: {
    method: 'GET',
    path: '/api/listings/category-counts',
    summary: "Every browse category's active listing count and a photo",
    auth: 'public',
    cache: 'shared',
    reply: categoryCountsSchema,
    errors: [],
  },
});
