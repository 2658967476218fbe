import { adminMessages, type AdminReport, type ResolveReportInput } from '#shared/admin.js';
import { isUuid } from '#shared/ids.js';
import type { ReportStatus } from '#shared/reports.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from './audit.service.js';
import * as q from './admin-reports.queries.js';
import { endOpenCheckouts, hideCommentIn, hideListingIn, suspendIn } from './moderation.service.js';

/**
 * The operators' report desk: each report with what it is about, and the decision on it —
 * hide the listing or comment, suspend the person answerable, or dismiss — which closes every open
 * report of the same thing.
 */

type Target = NonNullable<AdminReport['target']>;
type Owner = { id: string; handle: string; suspendedAt: Date | null };

const ownerOf = (o: Owner) => ({ id: o.id, handle: o.handle, suspended: Boolean(o.suspendedAt) });
const start = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const key = (kind: string, id: string) => `${kind}:${id}`;

/** What each report is about, read with one query per kind. */
async function targetsOf(
  db: Db,
  rows: q.ReportRow[],
): Promise<Map<string, Target | ((r: q.ReportRow) => Target)>> {
  const idsOf = (kind: string) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.targetId))];
  const [listingRows, userRows, commentRows, conversationRows] = await Promise.all([
    q.listingTargets(db, idsOf('listing')),
    q.userTargets(db, idsOf('user')),
    q.commentTargets(db, idsOf('comment')),
    q.conversationTargets(db, idsOf('conversation')),
  ]);
  const targets = new Map<string, Target | ((r: q.ReportRow) => Target)>();
  for (const l of listingRows)
    targets.set(key('listing', l.id), {
      label: l.title,
      url: `/listing/${l.id}`,
      owner: ownerOf(l.owner),
      hidden: l.hiddenReason !== null,
    });
  for (const u of userRows)
    targets.set(key('user', u.id), {
      label: `@${u.handle}`,
      url: `/profile/${u.handle}`,
      owner: ownerOf(u),
      hidden: false,
    });
  for (const c of commentRows)
    targets.set(key('comment', c.id), {
      label: start(c.message),
      url: `/listing/${c.listingId}`,
      owner: ownerOf(c.owner),
      hidden: c.hiddenAt !== null,
    });
  // A conversation's answerable person depends on who reported it: the other one of the two.
  for (const c of conversationRows)
    targets.set(key('conversation', c.id), (r) => ({
      label: start(`About ${c.title}: ${c.firstMessage ?? ''}`.trim()),
      url: null,
      owner: ownerOf(r.reporterId === c.buyer.id ? c.seller : c.buyer),
      hidden: false,
    }));
  return targets;
}

export async function listReports(ctx: AppContext, status: ReportStatus): Promise<AdminReport[]> {
  const rows = await q.listReportRows(ctx.db, status);
  const [targets, counts] = await Promise.all([
    targetsOf(ctx.db, rows),
    q.openReportCounts(ctx.db, [...new Set(rows.map((r) => r.targetId))]),
  ]);
  const openCount = new Map(counts.map((c) => [key(c.kind, c.targetId), c.n]));
  return rows.map((r) => {
    const found = targets.get(key(r.kind, r.targetId));
    return {
      id: r.id,
      kind: r.kind,
      targetId: r.targetId,
      reason: r.reason,
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      resolutionNote: r.resolutionNote,
      reporter: r.reporter,
      target: typeof found === 'function' ? found(r) : (found ?? null),
      reportCount: openCount.get(key(r.kind, r.targetId)) ?? 0,
    };
  });
}

/** The person answerable for what was reported, or undefined when it no longer exists. */
async function answerableFor(db: Db, report: { kind: string; targetId: string; reporterId: string }) {
  const target = [...(await targetsOf(db, [report as q.ReportRow])).values()][0];
  return (typeof target === 'function' ? target(report as q.ReportRow) : target)?.owner?.id;
}

/**
 * POST /api/admin/reports/:id/resolve. The decision, the closing of the thing's open reports and the
 * audit entry commit together; a report already handled is a 409 (also when two operators race).
 */
export async function resolveReport(
  ctx: AppContext,
  adminId: string,
  reportId: string,
  input: ResolveReportInput,
  now = new Date(),
): Promise<AdminReport[]> {
  const listingIds = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const report = isUuid(reportId) ? await q.lockReport(tx, reportId) : undefined;
    if (!report) throw notFound(adminMessages.reportNotFound);
    if (report.status !== 'open') throw conflict(adminMessages.reportNotOpen);
    const thing = { kind: report.kind, targetId: report.targetId };
    const details = { reportId: report.id, kind: report.kind, targetId: report.targetId };
    let takenOffSale: string[] = [];
    if (input.action === 'hide') {
      if (report.kind === 'listing') {
        takenOffSale = (await hideListingIn(tx, adminId, report.targetId, input.note, details)).listingIds;
      } else if (report.kind === 'comment') {
        await hideCommentIn(tx, adminId, report.targetId, input.note, now, details);
      } else throw conflict(adminMessages.actionNotForKind);
    } else if (input.action === 'suspend') {
      const personId = await answerableFor(tx, report);
      if (!personId) throw notFound(adminMessages.userNotFound);
      takenOffSale = (await suspendIn(tx, adminId, personId, input.note, now, details)).listingIds;
    }
    const closed = await q.closeReports(tx, thing, {
      status: input.action === 'dismiss' ? 'dismissed' : 'actioned',
      resolvedBy: adminId,
      resolutionNote: input.note,
      resolvedAt: now,
    });
    if (input.action === 'dismiss') {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'report.dismiss',
        targetKind: report.kind,
        targetId: report.targetId,
        reason: input.note,
        details: { reportId: report.id, reportsClosed: closed },
      });
    }
    return takenOffSale;
  });
  await endOpenCheckouts(ctx, listingIds);
  return listReports(ctx, 'open');
}
