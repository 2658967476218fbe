import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses, users } from '../../db/schema.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<
  typeof addresses.$inferInsert,
  'name' | 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'country'
>;

/**
 * Holds the person's row for the rest of the transaction, so their address book changes one request
 * at a time: the cap, "the first is the default" and "make default" read what the last change left.
 * NO KEY UPDATE does not block the key-share locks that inserts referencing the person take.
 */
export async function lockAddressBook(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The default first, then the most recent. */
export async function listAddresses(db: Db, userId: string, limit: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
    .limit(limit);
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Only the owner's: someone else's id finds nothing. */
export async function findOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

/** Before another address becomes the default: the partial unique index allows one. */
export async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(
  tx: Db,
  userId: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...fields, userId, isDefault })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: Db,
  userId: string,
  id: string,
  changes: Partial<AddressFields> & { isDefault?: boolean },
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Deletes the owner's address; answers whether it was the default, or undefined when none was deleted. */
export async function deleteAddress(
  tx: Db,
  userId: string,
  id: string,
): Promise<{ isDefault: boolean } | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return row;
}

/** After the default is deleted: the most recent remaining address takes its place. */
export async function promoteMostRecent(tx: Db, userId: string, exceptId: string): Promise<void> {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (next)
    await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(addresses.id, next.id));
}
