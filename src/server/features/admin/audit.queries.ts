import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { afterCursor } from '../../lib/keyset-cursor.queries.js';

export async function auditRows(db: Db, limit: number, cursor?: KeysetCursor) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actor: { id: users.id, handle: users.handle },
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(afterCursor(auditLog.createdAt, auditLog.id, cursor)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function insertAudit(tx: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
