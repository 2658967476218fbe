import { eq } from 'drizzle-orm';
import type { ReportKind, ReportReason } from '#shared/reports.js';
import type { Db } from '../../db/client.js';
import { conversations, listingComments, listings, reports, users } from '../../db/schema.js';

/**
 * The person answerable for a thing that can be reported, and whether the reporter may see it at
 * all; undefined when it does not exist. One query per kind, each by primary key.
 */
export type ReportTarget = { ownerIds: string[]; visible: boolean };

export async function findReportTarget(
  db: Db,
  kind: ReportKind,
  id: string,
  reporterId: string,
): Promise<ReportTarget | undefined> {
  switch (kind) {
    case 'listing': {
      const [row] = await db
        .select({ sellerId: listings.sellerId, isActive: listings.isActive })
        .from(listings)
        .where(eq(listings.id, id));
      return row && { ownerIds: [row.sellerId], visible: row.isActive || row.sellerId === reporterId };
    }
    case 'user': {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row && { ownerIds: [row.id], visible: true };
    }
    case 'comment': {
      const [row] = await db
        .select({
          authorId: listingComments.authorId,
          hiddenAt: listingComments.hiddenAt,
          sellerId: listings.sellerId,
          isActive: listings.isActive,
        })
        .from(listingComments)
        .innerJoin(listings, eq(listings.id, listingComments.listingId))
        .where(eq(listingComments.id, id));
      return (
        row && {
          ownerIds: [row.authorId],
          // A hidden comment, or one on a listing the reporter cannot see, is not there for them.
          visible: !row.hiddenAt && (row.isActive || row.sellerId === reporterId),
        }
      );
    }
    case 'conversation': {
      const [row] = await db
        .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
        .from(conversations)
        .where(eq(conversations.id, id));
      if (!row) return undefined;
      const parties = [row.buyerId, row.sellerId];
      // Only its two people know a conversation exists; the one answerable is the other one.
      return {
        ownerIds: parties.filter((p) => p !== reporterId),
        visible: parties.includes(reporterId),
      };
    }
  }
}

/**
 * Files the report; undefined when this person already reported this thing. The unique index
 * decides, so two at once cannot both be filed.
 */
export async function insertReport(
  db: Db,
  values: {
    kind: ReportKind;
    targetId: string;
    reporterId: string;
    reason: ReportReason;
    message: string | null;
  },
) {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.kind, reports.targetId] })
    .returning({ id: reports.id, kind: reports.kind, status: reports.status });
  return row;
}
