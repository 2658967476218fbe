import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportKind, ReportStatus } from '#shared/reports.js';
import type { Db } from '../../db/client.js';
import { conversations, listingComments, listings, reports, users } from '../../db/schema.js';

/** The desk shows this many reports at most: far more than a day's, and the oldest first. */
export const REPORTS_LIMIT = 200;

const reporter = alias(users, 'reporter');

export async function listReportRows(db: Db, status: ReportStatus) {
  return (
    db
      .select({
        id: reports.id,
        kind: reports.kind,
        targetId: reports.targetId,
        reporterId: reports.reporterId,
        reason: reports.reason,
        message: reports.message,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
        resolutionNote: reports.resolutionNote,
        reporter: { id: reporter.id, handle: reporter.handle, display: reporter.display },
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(eq(reports.status, status))
      // Open ones oldest first (the queue); handled ones most recently handled first (the history).
      .orderBy(
        ...(status === 'open'
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.resolvedAt), desc(reports.id)]),
      )
      .limit(REPORTS_LIMIT)
  );
}
export type ReportRow = Awaited<ReturnType<typeof listReportRows>>[number];

/** How many open reports each of these things has. */
export async function openReportCounts(db: Db, targetIds: string[]) {
  if (!targetIds.length) return [];
  return db
    .select({ kind: reports.kind, targetId: reports.targetId, n: count() })
    .from(reports)
    .where(and(eq(reports.status, 'open'), inArray(reports.targetId, targetIds)))
    .groupBy(reports.kind, reports.targetId);
}

const owner = alias(users, 'owner');
const ownerColumns = { id: owner.id, handle: owner.handle, suspendedAt: owner.suspendedAt };

export async function listingTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: listings.id,
      title: listings.title,
      hiddenReason: listings.hiddenReason,
      owner: ownerColumns,
    })
    .from(listings)
    .innerJoin(owner, eq(owner.id, listings.sellerId))
    .where(inArray(listings.id, ids));
}

export async function userTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select(ownerColumns).from(owner).where(inArray(owner.id, ids));
}

export async function commentTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: listingComments.id,
      message: listingComments.message,
      listingId: listingComments.listingId,
      hiddenAt: listingComments.hiddenAt,
      owner: ownerColumns,
    })
    .from(listingComments)
    .innerJoin(owner, eq(owner.id, listingComments.authorId))
    .where(inArray(listingComments.id, ids));
}

const buyer = alias(users, 'conv_buyer');
const seller = alias(users, 'conv_seller');

export async function conversationTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: conversations.id,
      title: listings.title,
      firstMessage: sql<
        string | null
      >`(select m.body from messages m where m.conversation_id = ${conversations.id} order by m.created_at, m.id limit 1)`,
      buyer: { id: buyer.id, handle: buyer.handle, suspendedAt: buyer.suspendedAt },
      seller: { id: seller.id, handle: seller.handle, suspendedAt: seller.suspendedAt },
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .where(inArray(conversations.id, ids));
}

/** The report, locked so two operators deciding it at once take turns. */
export async function lockReport(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: reports.id,
      kind: reports.kind,
      targetId: reports.targetId,
      reporterId: reports.reporterId,
      status: reports.status,
    })
    .from(reports)
    .where(eq(reports.id, id))
    .for('update');
  return row;
}

/** Closes every open report of the thing with the operator's decision; answers how many. */
export async function closeReports(
  tx: Db,
  target: { kind: ReportKind; targetId: string },
  values: { status: 'actioned' | 'dismissed'; resolvedBy: string; resolutionNote: string; resolvedAt: Date },
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set(values)
    .where(
      and(eq(reports.kind, target.kind), eq(reports.targetId, target.targetId), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id });
  return rows.length;
}
