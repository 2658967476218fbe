import { eq, sql } from 'drizzle-orm';
import { awayMessageNow, awayUntilNow } from '../../db/away.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The seller's away state as reads see it: both null when not away or when its date has passed. */
export async function findAway(db: Db, userId: string) {
  const [row] = await db
    .select({ awayUntil: awayUntilNow(), awayMessage: awayMessageNow() })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Sets (or with nulls, ends) the seller's away. */
export async function setAway(
  db: Db,
  userId: string,
  away: { awayUntil: Date | null; awayMessage: string | null },
): Promise<void> {
  await db.update(users).set(away).where(eq(users.id, userId));
}

/**
 * Ends every away whose date is `at` or before and answers whose it was. A conditional UPDATE: of two
 * instances sweeping at once, each row is cleared by exactly one, so each seller is told once.
 */
export async function clearExpiredAways(tx: Db, at: Date): Promise<{ id: string; handle: string }[]> {
  return tx
    .update(users)
    .set({ awayUntil: null, awayMessage: null })
    .where(sql`${users.awayUntil} is not null and ${users.awayUntil} <= ${at.toISOString()}`)
    .returning({ id: users.id, handle: users.handle });
}
