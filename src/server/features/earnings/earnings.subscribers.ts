import { on } from '../../lib/events/bus.js';
import type { OrderMoved } from '../../lib/events/registry.js';
import type { Db } from '../../db/client.js';
import { orderAsSeenBy } from '../orders/orders.service.js';
import { bookSale, refundOrder, releaseEarnings } from './ledger.service.js';

/**
 * The sellers' ledger follows the orders (docs/decisions/016, 023): a sale is booked pending, a
 * completion makes it available, a cancellation or a full refund takes back every cent it booked —
 * each in the transaction of the move, so money moves in the ledger exactly when the order does.
 */

const takeBack = (tx: Db, moved: OrderMoved) =>
  refundOrder(tx, { id: moved.orderId, sellerId: moved.sellerId });

export const earningsSubscribers = [
  on('sale.settled', (tx, sale) =>
    bookSale(tx, { id: sale.orderId, sellerId: sale.sellerId, priceCents: sale.priceCents, ...sale.booked }),
  ),
  on('order.completed', async (tx, moved) => {
    const sale = await orderAsSeenBy(tx, moved.orderId, 'seller');
    const payments = moved.paymentProvider === 'stripe' ? 'stripe' : 'local';
    await releaseEarnings(tx, { id: moved.orderId, sellerId: moved.sellerId }, sale!.listing.title, payments);
  }),
  on('order.cancelled', takeBack),
  on('order.refunded', takeBack),
];
