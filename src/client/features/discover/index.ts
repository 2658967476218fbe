/** What the app uses from discovery: the home tab panel and the grids (stored likes live in lib/likes). */
export { HomeTrendingPanel } from './components/home-trending-panel';
export { ListingGrid, CardBadge } from './components/listing-grid';
export { useListingPages } from './hooks/use-listing-pages';
