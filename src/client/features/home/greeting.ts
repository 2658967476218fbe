/**
 * How long an account counts as new on the dashboard: a person who signed up today is welcomed, not
 * welcomed back (the account's `createdAt`, from GET /api/users/me).
 */
export const NEW_ACCOUNT_HOURS = 24;

/** "Welcome, Anna" for an account younger than NEW_ACCOUNT_HOURS, "Welcome back, Anna" after that. */
export function greeting(display: string | undefined, createdAt: string | undefined, now: number): string {
  const first = display?.split(' ')[0];
  const isNew = createdAt !== undefined && now - Date.parse(createdAt) < NEW_ACCOUNT_HOURS * 3_600_000;
  // Until the account's age is known, the neutral word: no flash of "back" for someone new.
  const word = isNew || createdAt === undefined ? 'Welcome' : 'Welcome back';
  return first ? `${word}, ${first}` : word;
}
