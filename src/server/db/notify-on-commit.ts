import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Sends each payload on `channel` when the caller's transaction commits (PostgreSQL, and PGlite,
 * which queues it the same way); a rollback sends nothing. Every live feature publishes through it:
 * notifications, messages, and the wake-up of the job workers.
 */
export async function notifyOnCommit(tx: Db, channel: string, payloads: string | string[]): Promise<void> {
  if (typeof payloads === 'string') {
    await tx.execute(sql`select pg_notify(${channel}, ${payloads})`);
    return;
  }
  if (payloads.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${channel}, p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) p`,
  );
}
