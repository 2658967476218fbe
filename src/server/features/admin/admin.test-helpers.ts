import { eq } from 'drizzle-orm';
import { conversations, listingComments, users } from '../../db/schema.js';
import { signUp, type Person } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** Set-up for the operator console's and the reports' tests. */

/** A new account with the admin role, as `npm run admin:grant` would give it. */
export async function signUpOperator(app: TestApp): Promise<Person> {
  const person = await signUp(app);
  await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.user.id));
  return person;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Like market.fixtures' caller, with PUT (the fee and rate tables). */
export function adminCaller(app: TestApp) {
  return (method: Method, url: string, who?: Person, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export async function makeComment(
  app: TestApp,
  listingId: string,
  authorId: string,
  message = 'Is it real?',
) {
  const [row] = await app.ctx.db
    .insert(listingComments)
    .values({ listingId, authorId, message })
    .returning({ id: listingComments.id });
  return row!.id;
}

export async function makeConversation(app: TestApp, listingId: string, buyerId: string, sellerId: string) {
  const [row] = await app.ctx.db
    .insert(conversations)
    .values({ listingId, buyerId, sellerId })
    .returning({ id: conversations.id });
  return row!.id;
}
