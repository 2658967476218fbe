import { on } from '../../lib/events/bus.js';
import { queueLabel, voidShipmentOf } from './shipments.queries.js';

/**
 * Labels follow the sale: a paid order's prepaid label is queued with the payment (a payment that
 * rolls back buys none); an order cancelled or refunded stops awaiting shipment, so its label is never
 * bought, or is voided if it was, and its PDF with the buyer's address is dropped.
 */
export const shipmentsSubscribers = [
  on('sale.settled', (tx, sale) =>
    queueLabel(tx, { id: sale.orderId, sellerId: sale.sellerId }, sale.labelProvider),
  ),
  on('order.cancelled', (tx, moved) => voidShipmentOf(tx, moved.orderId)),
  on('order.refunded', (tx, moved) => voidShipmentOf(tx, moved.orderId)),
];
