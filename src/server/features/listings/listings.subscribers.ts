import { on } from '../../lib/events/bus.js';
import { markListingSold } from './listings.sale.service.js';

/** A sale takes its listing: sold with the payment, in its transaction. */
export const listingsSubscribers = [
  on('sale.settled', (tx, sale) => markListingSold(tx, sale.listingId).then(() => undefined)),
];
