import type { FollowState, LikeState, PersonSummary } from '#shared/social.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as q from './social.queries.js';

const LIST_LIMIT = 500;

async function visibleListing(ctx: AppContext, listingId: string, userId: string) {
  const listing = await q.findLikeTarget(ctx.db, listingId);
  // An inactive listing is invisible to everyone but its seller, so it cannot be liked either.
  if (!listing || (!listing.isActive && listing.sellerId !== userId)) throw notFound('Listing not found');
  return listing;
}

export async function like(ctx: AppContext, userId: string, listingId: string): Promise<LikeState> {
  await visibleListing(ctx, listingId, userId);
  await q.insertFavorite(ctx.db, userId, listingId);
  return { liked: true, likeCount: await q.likeCountOf(ctx.db, listingId) };
}

export async function unlike(ctx: AppContext, userId: string, listingId: string): Promise<LikeState> {
  await visibleListing(ctx, listingId, userId);
  await q.deleteFavorite(ctx.db, userId, listingId);
  return { liked: false, likeCount: await q.likeCountOf(ctx.db, listingId) };
}

export async function likedListingIds(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await q.likedListingIds(ctx.db, userId, LIST_LIMIT);
  return rows.map((r) => r.listingId);
}

async function existingUser(ctx: AppContext, userId: string) {
  if (!(await q.userExists(ctx.db, userId))) throw notFound('User not found');
}

export async function followState(
  ctx: AppContext,
  userId: string,
  viewerId: string | null,
): Promise<FollowState> {
  const row = await q.followCounts(ctx.db, userId, viewerId);
  if (!row) throw notFound('User not found');
  return {
    following: Boolean(row.following),
    followerCount: row.followerCount,
    followingCount: row.followingCount,
  };
}

export async function follow(ctx: AppContext, followerId: string, followedId: string): Promise<FollowState> {
  if (followerId === followedId) throw badRequest('You cannot follow yourself');
  await existingUser(ctx, followedId);
  await q.insertFollow(ctx.db, followerId, followedId);
  return followState(ctx, followedId, followerId);
}

export async function unfollow(
  ctx: AppContext,
  followerId: string,
  followedId: string,
): Promise<FollowState> {
  await existingUser(ctx, followedId);
  await q.deleteFollow(ctx.db, followerId, followedId);
  return followState(ctx, followedId, followerId);
}

const toPerson = (r: Awaited<ReturnType<typeof q.listFollowers>>[number]): PersonSummary => ({
  ...r,
  followedAt: r.followedAt.toISOString(),
});

export async function followers(ctx: AppContext, userId: string): Promise<PersonSummary[]> {
  await existingUser(ctx, userId);
  return (await q.listFollowers(ctx.db, userId, LIST_LIMIT)).map(toPerson);
}

export async function following(ctx: AppContext, userId: string): Promise<PersonSummary[]> {
  await existingUser(ctx, userId);
  return (await q.listFollowing(ctx.db, userId, LIST_LIMIT)).map(toPerson);
}
