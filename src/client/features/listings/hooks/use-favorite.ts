/**
 * The favorite heart on cards and the listing page: likes are stored per user (docs/product/10-decisions-beyond-the-spec.md §10.4), with the
 * spec's toasts; visitors get the 'Login Required' prompt. The hook lives in lib/ because every grid
 * (listings, discovery, profiles) drives hearts through it.
 */
export { useLike as useFavorite } from '#client/lib/likes';
