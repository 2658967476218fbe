import type { BrowseQuery } from './search.js';

/** The trending page's heading and meta description from its active filters (docs/product/03-search.md §3.1). */
export function trendingHeading(query: Partial<BrowseQuery>): { title: string; description: string } {
  const title = query.search ? `Search Results for "${query.search}"` : 'Trending Items';
  const parts = [
    query.category && query.category,
    query.type && `for ${query.type}`,
    query.color && `in ${query.color.toLowerCase()}`,
    query.condition && `(${query.condition.toLowerCase()})`,
    query.sizes?.length && `size ${query.sizes.join(', ')}`,
  ].filter(Boolean);
  const filters = parts.length ? ` ${parts.join(' ')}` : '';
  const description = query.search
    ? `Pre-loved fashion matching "${query.search}"${filters} on Rethread: compare prices, make offers and buy safely.`
    : `Trending pre-loved fashion${filters} on Rethread: the pieces buyers are liking, commenting on and making offers on right now.`;
  return { title, description };
}
