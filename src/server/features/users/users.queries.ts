import { eq, sql, type SQL } from 'drizzle-orm';
import { awayMessageNow, awayUntilNow } from '../../db/away.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The public profile with its counts. "Items" counts exactly the listings the profile shows (GET
 * /api/listings?sellerId): what is for sale — active and not sold — for a visitor; every listing,
 * inactive and sold too, for the person looking at their own profile.
 */
async function selectProfile(db: Db, where: SQL, viewerId: string | null) {
  const [row] = await db
    .select({
      id: users.id,
      display: users.display,
      handle: users.handle,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      createdAt: users.createdAt,
      bundleTiers: users.bundleTiers,
      awayUntil: awayUntilNow(),
      awayMessage: awayMessageNow(),
      // Written out in full: inside a subquery an unqualified "id" would mean the inner table's id.
      listingCount: sql<number>`(select count(*)::int from listings l
        where l.seller_id = users.id and ((l.is_active and not l.is_sold) or users.id = ${viewerId}))`,
      followerCount: sql<number>`(select count(*)::int from follows f where f.followed_id = users.id)`,
      followingCount: sql<number>`(select count(*)::int from follows f where f.follower_id = users.id)`,
      // Their rating from the reviews of their completed sales: one decimal, null before the first.
      averageRating: sql<number | null>`(select round(avg(r.rating), 1)::float8 from reviews r
        where r.seller_id = users.id)`,
      reviewCount: sql<number>`(select count(*)::int from reviews r where r.seller_id = users.id)`,
    })
    .from(users)
    .where(where)
    .limit(1);
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfile>>>;

export const findProfileById = (db: Db, id: string, viewerId: string | null) =>
  selectProfile(db, eq(users.id, id), viewerId);

/** Handles are unique ignoring case, so '@Anna_Vintage' finds anna_vintage. */
export const findProfileByHandle = (db: Db, handle: string, viewerId: string | null) =>
  selectProfile(db, sql`lower(${users.handle}) = ${handle.toLowerCase()}`, viewerId);

export async function handleTakenByOther(db: Db, handle: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.handle}) = ${handle.toLowerCase()} and ${users.id} <> ${userId}`)
    .limit(1);
  return Boolean(row);
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  changes: { display?: string; handle?: string; bio?: string; profileImageUrl?: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function userIdExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}
