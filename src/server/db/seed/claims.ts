import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { addDays } from '../../../shared/order-timers.js';
import { claims, orders } from '../schema.js';
import type { SeededUsers } from './seed.js';

/**
 * One claim waiting for the operators, so the console's queue and a disputed order are
 * there to look at: a buyer of one of Anna's shipped sales says it arrived not as described, and Anna
 * disagreed. Written as the claim's steps would have left it; her earnings for it stay pending.
 */
export async function seedClaims(ctx: AppContext, users: SeededUsers): Promise<void> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, users.anna_vintage), eq(orders.status, 'shipped')))
    .orderBy(asc(orders.paidAt))
    .limit(1);
  if (!order) return;
  const now = Date.now();
  const deliveredAt = new Date(now - 30 * 3_600_000);
  const claimedAt = new Date(now - 26 * 3_600_000);
  const answeredAt = new Date(now - 20 * 3_600_000);
  await ctx.db.update(orders).set({ status: 'disputed', deliveredAt }).where(eq(orders.id, order.id));
  await ctx.db.insert(claims).values({
    orderId: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    reason: 'not_as_described',
    message: 'The listing said no flaws, but there is a faded patch across the back.',
    status: 'awaiting_operator',
    orderStatusBefore: 'delivered',
    answerBy: addDays(claimedAt, 2),
    answeredAt,
    sellerNote: 'It was in the photos (the fourth one). It is vintage, some fading is expected.',
    escalation: 'seller_disagreed',
    escalatedAt: answeredAt,
    createdAt: claimedAt,
    updatedAt: answeredAt,
  });
}
