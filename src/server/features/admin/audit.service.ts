import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '#shared/admin.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import * as q from './audit.queries.js';

export type AuditRecord = {
  actorId: string;
  action: AuditAction;
  targetKind: string;
  targetId: string;
  /** The operator's reason, as they typed it. */
  reason: string;
  /** What changed: amounts, the table before and after. */
  details?: Record<string, unknown>;
};

/**
 * Writes one operator action to the audit log, in the transaction that makes the change:
 * an action that rolls back leaves no entry, and no change happens without one.
 */
export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await q.insertAudit(tx, { ...entry, details: entry.details ?? {} });
}

/** GET /api/admin/audit: newest first, a page at a time. */
export async function auditPage(
  ctx: AppContext,
  rawCursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const cursor = decodeCursor(rawCursor);
  const rows = await q.auditRows(ctx.db, AUDIT_PAGE_SIZE + 1, cursor);
  const { page, nextCursor } = pageOf(rows, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      targetKind: r.targetKind,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      actor: r.actor,
    })),
    nextCursor,
  };
}
