import { asc, eq } from 'drizzle-orm';
import type { Address } from '#shared/addresses.js';
import { addresses } from '../../db/schema.js';
import type { signUp, TestApp } from '../../test/test-app.js';

/** Test support (not a test file): calls, a valid address, and the rows a person has. */

export type Person = Awaited<ReturnType<typeof signUp>>;

export const home = {
  name: 'Priya Patel',
  line1: '12 Market Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
};

export function addressesCaller(app: TestApp) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Saves an address through the API and answers it. */
export async function addAddress(app: TestApp, who: Person, overrides: Record<string, unknown> = {}) {
  const res = await addressesCaller(app)('POST', '/api/addresses', who, { ...home, ...overrides });
  if (res.statusCode !== 201) throw new Error(`add address failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { address: Address }).address;
}

export async function rowsOf(app: TestApp, who: Person) {
  return app.ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, who.user.id))
    .orderBy(asc(addresses.createdAt));
}

export const defaultsOf = async (app: TestApp, who: Person) =>
  (await rowsOf(app, who)).filter((r) => r.isDefault).map((r) => r.id);
