import type { AuditAction } from '#shared/admin.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

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
 * Writes one operator action to the audit log (issue 16), in the transaction that makes the change:
 * an action that rolls back leaves no entry, and no change happens without one.
 */
export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
