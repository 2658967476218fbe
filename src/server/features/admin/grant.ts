import type { Db } from '../../db/client.js';
import * as q from './grant.queries.js';

/**
 * The admin role is given and taken only from the command line (`npm run admin:grant`), never through
 * the API. The role is read on every request, so it applies to open sessions at once.
 */
export type GrantResult =
  | { outcome: 'unknown'; email: string }
  | { outcome: 'granted' | 'already' | 'revoked' | 'notAdmin'; email: string; handle: string };

export async function setAdminRole(db: Db, email: string, admin: boolean): Promise<GrantResult> {
  const address = email.trim();
  const user = await q.findAccountByEmail(db, address);
  if (!user) return { outcome: 'unknown', email: address };
  const base = { email: user.email, handle: user.handle };
  if ((user.role === 'admin') === admin) return { ...base, outcome: admin ? 'already' : 'notAdmin' };
  await q.setRole(db, user.id, admin ? 'admin' : 'user');
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
