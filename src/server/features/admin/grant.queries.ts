import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The account with this e-mail, whatever its case. */
export async function findAccountByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, handle: users.handle, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function setRole(db: Db, userId: string, role: 'admin' | 'user'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
