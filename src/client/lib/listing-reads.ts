import { commentsApi } from '#shared/api/comments';
import { listingsApi } from '#shared/api/listings';
import { searchApi } from '#shared/api/search';
import { socialApi } from '#shared/api/social';
import { usersApi } from '#shared/api/users';
import { readsOf } from './endpoints';

/**
 * Every read a change to a listing can make stale: grids and search figures, the detail page and its
 * comments, a seller's own list, and the profile and follow counts beside them.
 */
export const LISTING_READS = readsOf(
  listingsApi,
  commentsApi,
  searchApi,
  usersApi,
  socialApi.followState,
  socialApi.followers,
  socialApi.following,
);
