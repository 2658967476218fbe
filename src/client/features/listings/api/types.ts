/** Response shapes this feature reads, from the schemas the API answers with. */
export type { Listing as ListingDetail } from '#shared/listings';
export type { Comment as ListingComment } from '#shared/comments';
export type { PublicUser } from '#shared/user-profile';
