import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sessions, users } from '../../db/schema.js';

export const currentUserColumns = {
  id: users.id,
  display: users.display,
  handle: users.handle,
  bio: users.bio,
  profileImageUrl: users.profileImageUrl,
  isAdmin: sql<boolean>`${users.role} = 'admin'`,
};

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function handleExists(db: Db, handle: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.handle}) = ${handle.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function insertUser(
  db: Db,
  values: { email: string; handle: string; display: string; passwordHash: string },
) {
  const [row] = await db.insert(users).values(values).returning(currentUserColumns);
  return row!;
}

export async function insertSession(
  db: Db,
  values: { sid: string; userId: string; expire: Date; sess: { staySignedIn: boolean; userAgent?: string } },
) {
  await db.insert(sessions).values(values);
}

export async function findSessionUser(db: Db, sid: string) {
  const [row] = await db
    .select({ user: currentUserColumns, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions end at once, even before they are deleted.
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), isNull(users.suspendedAt)))
    .limit(1);
  return row;
}

/** The sessions generation (migration 0030): it moves at the commit of every change to a session. */
export async function sessionsGeneration(db: Db): Promise<number> {
  const result = await db.execute(sql`select value from sessions_generation where id`);
  return Number(rowsOf<{ value: number | string }>(result)[0]?.value ?? 0);
}

/** Deletes the session; answers its id when there was one. */
export async function deleteSession(db: Db, sid: string): Promise<string[]> {
  const gone = await db.delete(sessions).where(eq(sessions.sid, sid)).returning({ sid: sessions.sid });
  return gone.map((row) => row.sid);
}

/** Deletes every session of the user; answers their ids. */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<string[]> {
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ sid: sessions.sid });
  return gone.map((row) => row.sid);
}

/** Which of these session ids are unexpired sessions of accounts that are not suspended. */
export async function openSessionIds(db: Db, sids: string[]): Promise<string[]> {
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        // One parameter however many ids: a list of 10,000 would pass PostgreSQL's limit on parameters.
        sql`${sessions.sid} in (select jsonb_array_elements_text(${JSON.stringify(sids)}::jsonb))`,
        gt(sessions.expire, new Date()),
        isNull(users.suspendedAt),
      ),
    );
  return rows.map((row) => row.sid);
}

/** Sessions past their expiry (as of `now`, the same clock that refuses them at sign-in). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return gone.length;
}

export async function touchLastLogin(db: Db, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Stores a reset token's hash on the account with this e-mail, if there is one, and answers whom to write
 * to. One statement whether or not the e-mail is known, so both take the same path.
 */
export async function setResetTokenByEmail(db: Db, email: string, tokenHash: string, expiry: Date) {
  const [row] = await db
    .update(users)
    .set({ resetToken: tokenHash, resetTokenExpiry: expiry, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ email: users.email, display: users.display });
  return row;
}

/** Spends a reset token: the conditional update means a token works once, even when used twice at once. */
export async function consumeResetToken(db: Db, tokenHash: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, resetToken: null, resetTokenExpiry: null, updatedAt: new Date() })
    .where(and(eq(users.resetToken, tokenHash), gt(users.resetTokenExpiry, new Date())))
    .returning({ id: users.id });
  return row;
}
