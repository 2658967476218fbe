import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingComments, listings, users } from '../../db/schema.js';

/** The account, locked until the operator's transaction ends, so two decisions about it take turns. */
export async function lockUser(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      handle: users.handle,
      display: users.display,
      email: users.email,
      role: users.role,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

export async function setSuspension(tx: Db, id: string, at: Date | null, reason: string | null) {
  await tx.update(users).set({ suspendedAt: at, suspendedReason: reason }).where(eq(users.id, id));
}

/** Takes the seller's listings for sale off the market while they are suspended; answers their ids. */
export async function hideForSuspension(tx: Db, sellerId: string): Promise<string[]> {
  const rows = await tx
    .update(listings)
    .set({ isActive: false, hiddenReason: 'suspension', updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.isActive, true), isNull(listings.hiddenReason)))
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

/** Puts back exactly the listings the suspension took down; those operators hid stay hidden. */
export async function restoreAfterSuspension(tx: Db, sellerId: string): Promise<string[]> {
  const rows = await tx
    .update(listings)
    .set({ isActive: true, hiddenReason: null, updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.hiddenReason, 'suspension')))
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

export async function lockListing(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      sellerId: listings.sellerId,
      isActive: listings.isActive,
      isSold: listings.isSold,
      hiddenReason: listings.hiddenReason,
      sellerSuspendedAt: users.suspendedAt,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .for('update', { of: listings });
  return row;
}
export type AdminListingRow = NonNullable<Awaited<ReturnType<typeof lockListing>>>;

export async function setListingHidden(
  tx: Db,
  id: string,
  values: { hiddenReason: 'operator' | 'suspension' | null; hiddenNote: string | null; isActive: boolean },
) {
  await tx
    .update(listings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
}

/** Hides the comment from everyone; answers false when it is gone or hidden already. */
export async function hideComment(tx: Db, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(listingComments)
    .set({ hiddenAt: at })
    .where(and(eq(listingComments.id, id), isNull(listingComments.hiddenAt)))
    .returning({ id: listingComments.id });
  return rows.length === 1;
}
