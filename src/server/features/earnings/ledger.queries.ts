import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LedgerBucket, LedgerKind } from '#shared/earnings.js';
import type { Db } from '../../db/client.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { afterCursor } from '../../lib/keyset-cursor.queries.js';
import { ledgerEntries, listings, orders } from '../../db/schema.js';

export type NewEntry = {
  sellerId: string;
  kind: LedgerKind;
  bucket: LedgerBucket;
  amountCents: number;
  orderId?: string | null;
  payoutId?: string | null;
  /** When it happened; now unless a past event is booked late (the demo's history, a migration). */
  createdAt?: Date;
};

/**
 * Appends entries; each cause's entry exists once (the unique indexes), so a repeated step appends
 * nothing. Answers how many were new. Zero amounts are not written: they move nothing.
 */
export async function appendEntries(tx: Db, entries: NewEntry[]): Promise<number> {
  const moving = entries.filter((e) => e.amountCents !== 0);
  if (moving.length === 0) return 0;
  const rows = await tx
    .insert(ledgerEntries)
    .values(moving)
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return rows.length;
}

/** Sums of the entries `which` selects, per bucket: a seller's balances, or what one order holds. */
async function sumsPerBucket(db: Db, which: SQL): Promise<Record<LedgerBucket, number>> {
  const rows = await db
    .select({
      bucket: ledgerEntries.bucket,
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(which)
    .groupBy(ledgerEntries.bucket);
  const sums = { pending: 0, available: 0, paid_out: 0 };
  for (const r of rows) sums[r.bucket] = Number(r.cents);
  return sums;
}

/** The seller's three balances: sums of their entries, never a stored number. */
export const balancesOf = (db: Db, sellerId: string) =>
  sumsPerBucket(db, eq(ledgerEntries.sellerId, sellerId));

/** What one order holds in each bucket now: where a release or a refund takes it from. */
export const orderHoldings = (tx: Db, orderId: string) =>
  sumsPerBucket(tx, eq(ledgerEntries.orderId, orderId));

/** One page of the seller's entries, newest first, after `cursor` (keyset: stable while entries are added). */
export async function pageOfEntries(db: Db, sellerId: string, limit: number, cursor?: KeysetCursor) {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      bucket: ledgerEntries.bucket,
      amountCents: ledgerEntries.amountCents,
      orderId: ledgerEntries.orderId,
      payoutId: ledgerEntries.payoutId,
      listingTitle: listings.title,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .leftJoin(listings, eq(listings.id, orders.listingId))
    .where(
      and(
        eq(ledgerEntries.sellerId, sellerId),
        afterCursor(ledgerEntries.createdAt, ledgerEntries.id, cursor),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
