import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingDrafts, users } from '../../db/schema.js';
import { sellerSummaryColumns } from './listings.queries.js';

export type DraftRow = typeof listingDrafts.$inferSelect;

const draftColumns = {
  id: listingDrafts.id,
  sellerId: listingDrafts.sellerId,
  fields: listingDrafts.fields,
  createdAt: listingDrafts.createdAt,
  updatedAt: listingDrafts.updatedAt,
  seller: sellerSummaryColumns,
  bundleTiers: users.bundleTiers,
};
export type DraftDetailRow = NonNullable<Awaited<ReturnType<typeof findDraft>>>;

/**
 * Takes the seller's row lock for the rest of the transaction, so two tabs saving a draft at once
 * count the seller's drafts one after the other.
 */
export async function lockSeller(tx: Db, sellerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('update');
}

export async function countDrafts(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingDrafts)
    .where(eq(listingDrafts.sellerId, sellerId));
  return row?.n ?? 0;
}

export async function insertDraft(
  db: Db,
  sellerId: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const [row] = await db
    .insert(listingDrafts)
    .values({ sellerId, fields })
    .returning({ id: listingDrafts.id });
  return row!.id;
}

/** One draft with its seller's summary, whoever it belongs to: the service decides who may see it. */
export async function findDraft(db: Db, id: string) {
  const [row] = await db
    .select(draftColumns)
    .from(listingDrafts)
    .innerJoin(users, eq(users.id, listingDrafts.sellerId))
    .where(eq(listingDrafts.id, id))
    .limit(1);
  return row;
}

/** The seller's draft under its row lock (publishing twice at once publishes once), or undefined. */
export async function lockDraft(tx: Db, id: string, sellerId: string) {
  const [row] = await tx
    .select({ id: listingDrafts.id, fields: listingDrafts.fields })
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.sellerId, sellerId)))
    .for('update');
  return row;
}

/** Replaces the draft's fields while it still belongs to `sellerId`; answers whether a row changed. */
export async function updateDraftFields(
  db: Db,
  id: string,
  sellerId: string,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(listingDrafts)
    .set({ fields, updatedAt: sql`now()` })
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.sellerId, sellerId)))
    .returning({ id: listingDrafts.id });
  return rows.length > 0;
}

export async function deleteDraft(db: Db, id: string, sellerId: string): Promise<boolean> {
  const rows = await db
    .delete(listingDrafts)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.sellerId, sellerId)))
    .returning({ id: listingDrafts.id });
  return rows.length > 0;
}

/** The seller's drafts, the most recently saved first. */
export async function listDrafts(db: Db, sellerId: string) {
  return db
    .select(draftColumns)
    .from(listingDrafts)
    .innerJoin(users, eq(users.id, listingDrafts.sellerId))
    .where(eq(listingDrafts.sellerId, sellerId))
    .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
}
