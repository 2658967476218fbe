import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The admin role is given and taken only from the command line (`npm run admin:grant`), never through
 * the API (issue 16). The role is read on every request, so it applies to open sessions at once.
 */
export type GrantResult =
  | { outcome: 'unknown'; email: string }
  | { outcome: 'granted' | 'already' | 'revoked' | 'notAdmin'; email: string; handle: string };

export async function setAdminRole(db: Db, email: string, admin: boolean): Promise<GrantResult> {
  const address = email.trim();
  const [user] = await db
    .select({ id: users.id, email: users.email, handle: users.handle, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${address})`);
  if (!user) return { outcome: 'unknown', email: address };
  const base = { email: user.email, handle: user.handle };
  if ((user.role === 'admin') === admin) return { ...base, outcome: admin ? 'already' : 'notAdmin' };
  await db
    .update(users)
    .set({ role: admin ? 'admin' : 'user' })
    .where(eq(users.id, user.id));
  return { ...base, outcome: admin ? 'granted' : 'revoked' };
}

/** The line the command prints, and whether it succeeded. */
export function describeGrant(result: GrantResult): { ok: boolean; message: string } {
  const who = result.outcome === 'unknown' ? result.email : `${result.email} (@${result.handle})`;
  switch (result.outcome) {
    case 'unknown':
      return { ok: false, message: `No account has the e-mail ${who}. They must sign up first.` };
    case 'granted':
      return { ok: true, message: `${who} is now a Rethread operator: /admin is open to them.` };
    case 'already':
      return { ok: true, message: `${who} is already an operator; nothing changed.` };
    case 'revoked':
      return { ok: true, message: `${who} is no longer an operator.` };
    case 'notAdmin':
      return { ok: true, message: `${who} was not an operator; nothing changed.` };
  }
}
