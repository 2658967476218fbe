import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favorites, follows, listings, users } from '../../db/schema.js';

export async function findLikeTarget(db: Db, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      isActive: listings.isActive,
      likeCount: listings.likeCount,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
}

/** Idempotent: liking twice is one like (the primary key absorbs the second). */
export async function insertFavorite(db: Db, userId: string, listingId: string) {
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, userId: string, listingId: string) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

export async function likeCountOf(db: Db, listingId: string): Promise<number> {
  const [row] = await db.select({ n: listings.likeCount }).from(listings).where(eq(listings.id, listingId));
  return row?.n ?? 0;
}

export async function likedListingIds(db: Db, userId: string, limit: number) {
  return db
    .select({ listingId: favorites.listingId, likedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(and(eq(favorites.userId, userId), eq(listings.isActive, true)))
    .orderBy(desc(favorites.createdAt))
    .limit(limit);
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

export async function insertFollow(db: Db, followerId: string, followedId: string) {
  await db.insert(follows).values({ followerId, followedId }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, followerId: string, followedId: string) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
}

export async function followCounts(db: Db, userId: string, viewerId: string | null) {
  const [row] = await db
    .select({
      followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${userId})`,
      followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${userId})`,
      following: viewerId
        ? sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followedId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const personColumns = {
  id: users.id,
  handle: users.handle,
  display: users.display,
  bio: users.bio,
  profileImageUrl: users.profileImageUrl,
  followedAt: follows.createdAt,
};

/**
 * One side of a user's follows, newest first: the people who follow them (`followers`) or whom they
 * follow (`following`).
 */
function listFollows(side: 'followers' | 'following') {
  const [person, subject] =
    side === 'followers' ? [follows.followerId, follows.followedId] : [follows.followedId, follows.followerId];
  return (db: Db, userId: string, limit: number) =>
    db
      .select(personColumns)
      .from(follows)
      .innerJoin(users, eq(users.id, person))
      .where(eq(subject, userId))
      .orderBy(desc(follows.createdAt))
      .limit(limit);
}

export const listFollowers = listFollows('followers');
export const listFollowing = listFollows('following');
