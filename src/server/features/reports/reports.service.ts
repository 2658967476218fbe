import { isUuid } from '#shared/ids.js';
import { reportMessages, type ReportKind, type ReportReason, type ReportStatus } from '#shared/reports.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import * as q from './reports.queries.js';

/**
 * Reports: anyone signed in tells the operators about a listing, a person, a comment or
 * one of their conversations, once per thing. The operators' side is the admin feature.
 */
export async function createReport(
  ctx: AppContext,
  reporterId: string,
  input: { kind: ReportKind; id: string; reason: ReportReason; message: string | null },
): Promise<{ id: string; kind: ReportKind; status: ReportStatus }> {
  const target = isUuid(input.id)
    ? await q.findReportTarget(ctx.db, input.kind, input.id, reporterId)
    : undefined;
  // What the reporter cannot see is, for them, not there (another seller's hidden listing, a stranger's conversation).
  if (!target?.visible) throw notFound(reportMessages.notFound);
  if (target.ownerIds.includes(reporterId)) throw badRequest(reportMessages.notYourself);
  // Counted before writing: a script filing reports about everything stops here, duplicates included.
  await consumeActionLimit(ctx.db, 'report', { userId: reporterId, ip: '' });
  const row = await q.insertReport(ctx.db, {
    kind: input.kind,
    targetId: input.id,
    reporterId,
    reason: input.reason,
    message: input.message,
  });
  if (!row) throw conflict(reportMessages.alreadyReported);
  return row;
}
