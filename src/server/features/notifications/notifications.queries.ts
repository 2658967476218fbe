import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationType } from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { notificationPreferences, notifications, users } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Inserts the notifications in one statement; answers the rows in the order given. */
export async function insertNotifications(
  tx: Db,
  values: { userId: string; type: NotificationType; title: string; body: string; url: string }[],
): Promise<NotificationRow[]> {
  return tx.insert(notifications).values(values).returning();
}

/** The row a page ended at, when it is the user's: where the next page starts. */
export async function findCursorRow(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/**
 * A user's notifications newest first, strictly after the cursor row. The cursor's position is compared
 * in SQL against the stored timestamp, not a copy that went through a JS Date (which drops microseconds).
 */
export async function listPage(db: Db, userId: string, afterId: string | undefined, limit: number) {
  const after = afterId
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${afterId})`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read: the ids given (others' ids match nothing), or all. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks the user's unread notifications about one page read; answers how many changed. */
export async function markReadAbout(db: Db, userId: string, url: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.url, url)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findEmailOverrides(db: Db, userId: string) {
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row?.email ?? {};
}

/** Merges `changes` into the stored overrides (jsonb `||`: the keys given win, the others stay). */
export async function mergeEmailOverrides(
  db: Db,
  userId: string,
  changes: Partial<Record<NotificationType, boolean>>,
) {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, email: changes })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        email: sql`${notificationPreferences.email} || excluded.email`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ email: notificationPreferences.email });
  return row!.email;
}

/** Whether the account still exists (an unsubscribe link may outlive it). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user !== undefined;
}
