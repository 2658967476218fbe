import { eq } from 'drizzle-orm';
import { auditLog, claims, users } from '../../db/schema.js';
import { caller, defaultAddressOf, type Person } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { DAY, ago, paidOrder, setOrder, type Sale } from '../orders/orders.test-helpers.js';

/** Set-up shared by the claims tests. */

/** A paid sale delivered a day ago: inside the buyer's window to report a problem. */
export async function deliveredSale(app: TestApp, title = 'Silk scarf'): Promise<Sale> {
  const sale = await paidOrder(app, title);
  await setOrder(app, sale.id, { status: 'delivered', shippedAt: ago(3 * DAY), deliveredAt: ago(DAY) });
  return sale;
}

export const PROBLEM = { reason: 'not_as_described', message: 'The jacket has a torn lining.' } as const;

export async function claimOn(app: TestApp, sale: Sale, body: object = PROBLEM) {
  return caller(app)('POST', `/api/orders/${sale.id}/claims`, sale.buyer, body);
}

/** Opens a claim and answers its id. */
export async function openedClaim(app: TestApp, sale: Sale): Promise<string> {
  const res = await claimOn(app, sale);
  if (res.statusCode !== 201) throw new Error(`claim failed: ${res.body}`);
  return res.json().claim.id as string;
}

/** Makes a person an operator, as `npm run admin:grant` does. */
export async function makeAdmin(app: TestApp, who: Person) {
  await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.user.id));
}

/** The seller's ship-from address, which a return label ships to. */
export const giveAddress = (app: TestApp, who: Person) => defaultAddressOf(app, who);

export async function claimRow(app: TestApp, id: string) {
  const [row] = await app.ctx.db.select().from(claims).where(eq(claims.id, id));
  return row!;
}

export async function auditOf(app: TestApp, targetId: string) {
  return app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}
