import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '#shared/notifications.js';
import { notifications, orders } from '../../db/schema.js';
import { makeListing, pay, signUp, startCheckout, type Person } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';

/** Set-up shared by the order timers' tests: a paid order between two new people, and its rows. */

export type Sale = { id: string; listingId: string; intentId: string; seller: Person; buyer: Person };

/** A paid order of a new listing, between a new seller and a new buyer (so their notifications are its). */
export async function paidOrder(app: TestApp, title = 'Wool coat'): Promise<Sale> {
  const [seller, buyer] = [await signUp(app), await signUp(app)];
  const listing = await makeListing(app, seller.user.id, { priceCents: 2500, title });
  const checkout = (await startCheckout(app, buyer, listing.id)).json();
  const paid = (await pay(app, buyer, checkout.clientSecret)).json();
  if (paid.status !== 'succeeded') throw new Error(`payment failed: ${JSON.stringify(paid)}`);
  const row = await orderRow(app, checkout.orderId);
  return { id: row.id, listingId: listing.id, intentId: row.stripePaymentIntentId!, seller, buyer };
}

export async function orderRow(app: TestApp, id: string) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Puts an order in a state at given times, as if its steps had happened then. */
export async function setOrder(app: TestApp, id: string, values: Partial<typeof orders.$inferInsert>) {
  await app.ctx.db.update(orders).set(values).where(eq(orders.id, id));
}

/** What one person was told of one type. */
export async function toldOf(app: TestApp, who: Person, type: NotificationType) {
  return app.ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));
}

export const DAY = 86_400_000;
export const ago = (ms: number) => new Date(Date.now() - ms);

/** The scheduler's sweeps, for other features' tests that move an order through its timers. */
export { cancelUnshippedOrders, completeDeliveredOrders } from './orders.timers.js';
