import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { claims, listings, orders, users } from '../../db/schema.js';

export const ORDERS_LIMIT = 50;

const buyer = alias(users, 'order_buyer');
const seller = alias(users, 'order_seller');

function selectAdminOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      priceCents: orders.priceCents,
      shippingCents: orders.shippingCents,
      refundedCents: orders.refundedCents,
      refundReason: orders.refundReason,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      completedAt: orders.completedAt,
      listing: { id: listings.id, title: listings.title },
      buyer: { id: buyer.id, handle: buyer.handle, email: buyer.email },
      seller: { id: seller.id, handle: seller.handle, email: seller.email },
      // How many paid sales this seller has called off (orders_seller_cancelled_idx): operators weigh it.
      sellerCancellations: sql<number>`(select count(*)::int from orders as o2 where o2.seller_id = ${orders.sellerId} and o2.seller_cancel_reason is not null)`,
      claimId: claims.id,
      claimStatus: claims.status,
    })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(claims, eq(claims.orderId, orders.id));
}
export type AdminOrderRow = Awaited<ReturnType<typeof selectAdminOrders>>[number];

export async function findAdminOrder(db: Db, id: string) {
  const [row] = await selectAdminOrders(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Orders where the buyer or the seller has this e-mail or handle (any case), newest first. */
export async function ordersOfPerson(db: Db, emailOrHandle: string) {
  const v = emailOrHandle.toLowerCase();
  const matches = (u: typeof buyer | typeof seller) =>
    or(sql`lower(${u.email}) = ${v}`, sql`lower(${u.handle}) = ${v}`);
  return selectAdminOrders(db)
    .where(or(matches(buyer), matches(seller)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIMIT);
}
